/**
 * What other modules may use from community. Everything else in this folder (its repository above
 * all) is private to it: ESLint refuses imports of another module's files except its GraphQL types.
 */
export {
  COMMUNITY_MESSAGES,
  setCommunityPostHidden,
  setCommunityPostPinned,
  type CommunityPostView,
} from './community.service';
