/**
 * What other modules may use from announcements. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { type AnnouncementTempView, type AnnouncementView } from './announcement-view';
export {
  effectiveAnnouncementStateSql,
  findAnnouncementForApply,
  matchEffectiveStates,
  matchNewApplies,
  selectAnnouncementCategoryRows,
  selectAnnouncementFileRows,
  selectAnnouncementLicenseRows,
  selectAttachableFiles,
  selectLicensesByIds,
  selectLiveCategoriesByIds,
  selectLiveFilesByIds,
  updateAnnouncementState,
  type AnnouncementForApplyRow,
} from './announcements.repository';
export {
  ProfileRequiredError,
  checkAnnouncementReCreatable,
  findAnnouncementViewsByIds,
  findLinkedAnnouncement,
  lockAndSettleAnnouncement,
  parseAnnouncementId,
  requireProfileOfUser,
  settleOwnAnnouncement,
} from './announcements.service';
