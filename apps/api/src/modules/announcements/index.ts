/**
 * What other modules may use from announcements. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { type AnnouncementView } from './announcement-view';
export { reCreateAnnouncement } from './announcement-re-create.service';
export {
  effectiveAnnouncementStateSql,
  findAnnouncementForApply,
  matchEffectiveStates,
  markAnnouncementChosen,
  matchNewApplies,
  updateAnnouncementState,
  type AnnouncementForApplyRow,
} from './announcements.repository';
export {
  findAnnouncementViewsByIds,
  findLinkedAnnouncement,
  lockAndSettleAnnouncement,
  parseAnnouncementId,
} from './announcements.service';
