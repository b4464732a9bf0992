import type { AnnouncementState } from '@gongsa/domain';
import type { AnnouncementRow } from './announcements.repository';

/**
 * What the Announcement GraphQL type resolves from: the stored row with `state` already the
 * effective state of ADR 0010 (resolveAnnouncementState at read time) and `storedState` as written.
 */
export type AnnouncementView = AnnouncementRow & { storedState: AnnouncementState };
