import type { AnnouncementDraftInput } from '@gongsa/domain';

/** What the AnnouncementTemp GraphQL type resolves from: the draft row and its stored fields. */
export type AnnouncementTempView = {
  id: number;
  userId: number;
  step: number;
  invitationProfileId: number | null;
  isReCreated: boolean;
  /** The announcement this draft was copied from by reCreateAnnouncement. */
  reCreatedFromId: number | null;
  data: AnnouncementDraftInput;
  createdAt: Date;
  updatedAt: Date;
};

/** The wizard fields kept in a draft's `data` (everything of the input except the step and invitation). */
export type AnnouncementTempData = Omit<AnnouncementDraftInput, 'step' | 'invitationProfileId'>;
