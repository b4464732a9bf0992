/**
 * What other modules may use from profiles. Everything else in this folder (its repository above all)
 * is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export { type ProfileListTable } from './profile-list.repository';
export { findMyProfileList, type ProfileListEntryView } from './profile-list.service';
export {
  applyPortfolioCountChange,
  EMPTY_PROFILE_INFO_COLUMNS,
  PROFILE_COLUMNS,
  createEmptyProfileInfoColumns,
  PROFILE_CORE_COLUMNS,
  findProfileById,
  findProfileByUserId,
  findProfilesByIds,
  type ProfileRow,
} from './profiles.repository';
export {
  BusinessNumberTakenError,
  ProfileRequiredError,
  assertBusinessNumberFree,
  claimBusinessNumber,
  withBusinessNumberRaceAnswered,
  findLinkedProfile,
  findProfileOfUser,
  requireProfileOfUser,
  requireViewerProfileId,
  type ProfileView,
} from './profiles.service';
