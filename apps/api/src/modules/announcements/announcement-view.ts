import type { AnnouncementDraftInput, AnnouncementState } from '@gongsa/domain';
import type { AnnouncementRow } from './announcements.repository';

/**
 * What the Announcement GraphQL type resolves from: the stored row with `state` already the
 * effective state of ADR 0010 (resolveAnnouncementState at read time) and `storedState` as written.
 */
export type AnnouncementView = AnnouncementRow & { storedState: AnnouncementState };

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
