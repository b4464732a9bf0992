import type { AnnouncementDraftInput } from '@gongsa/domain';
import type { AnnouncementTempRow } from './announcement-temps.repository';

/**
 * What the AnnouncementTemp GraphQL type resolves from: the draft row (reCreatedFromId: the
 * announcement reCreateAnnouncement copied it from), its stored fields read as the wizard's input.
 */
export type AnnouncementTempView = Omit<AnnouncementTempRow, 'data'> & {
  data: AnnouncementDraftInput;
};

/** The wizard fields kept in a draft's `data` (everything of the input except the step and invitation). */
export type AnnouncementTempData = Omit<AnnouncementDraftInput, 'step' | 'invitationProfileId'>;
