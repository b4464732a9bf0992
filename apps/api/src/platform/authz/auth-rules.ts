import type { Viewer } from '../../context';
import { ForbiddenError, SessionExpiredError, UnauthenticatedError } from '../../errors';

/**
 * The scopes a GraphQL field can demand (@pothos/plugin-scope-auth), evaluated once per request
 * from the viewer. The account's state was already checked when the viewer was resolved, so a
 * member here is always an active account.
 */
export type AuthScopes = {
  /** Anyone, signed in or not. Declared explicitly so that "no rule" is never a silent default. */
  public: boolean;
  /** A signed-in, active account. */
  member: boolean;
  /** A signed-in, active account with the ADMIN role. */
  admin: boolean;
};

export function createAuthScopes(viewer: Viewer): AuthScopes {
  return {
    public: true,
    member: viewer.isAuthenticated,
    admin: viewer.isAuthenticated && viewer.role === 'ADMIN',
  };
}

/**
 * Resources whose owner or counterpart a rule names. Ownership is proven by the module's service
 * on the row it reads (under the row lock for writes), because a check at the edge would read the
 * row a second time outside that lock; the edge demands membership and records which rule applies.
 */
export type GuardedResource =
  | 'account'
  | 'announcement'
  | 'announcementTemp'
  | 'communityPost'
  | 'communityReply'
  | 'apply'
  | 'profile'
  | 'invitation'
  | 'order'
  | 'notification'
  | 'portfolio'
  | 'innovationProduct';

/**
 * Every query and mutation spreads one of these into its field options. `authRule` is what the
 * rule coverage test and the authorization matrix read:
 * - public: anyone; member: any signed-in active account; admin: ADMIN only;
 * - owner:<resource>: a member who owns the resource (checked by the service);
 * - counterpart:<resource>: a member on either side of it (e.g. the request's author and the
 *   applying company), checked by the service.
 */
export const authRule = {
  public: { authScopes: { public: true }, extensions: { authRule: 'public' } },
  member: { authScopes: { member: true }, extensions: { authRule: 'member' } },
  admin: { authScopes: { admin: true }, extensions: { authRule: 'admin' } },
  ownerOf: (resource: GuardedResource) => ({
    authScopes: { member: true },
    extensions: { authRule: `owner:${resource}` },
  }),
  counterpartOf: (resource: GuardedResource) => ({
    authScopes: { member: true },
    extensions: { authRule: `counterpart:${resource}` },
  }),
} as const;

export const ADMIN_ONLY_MESSAGE = '관리자만 사용할 수 있습니다.';

/**
 * The error a failed scope answers with: the same ones the services throw (SPEC §8: FORBIDDEN for
 * an unusable token makes the client refresh and retry, UNAUTHENTICATED sends a visitor to log in).
 */
export function toAuthorizationError(viewer: Viewer): Error {
  if (viewer.isAuthenticated) return new ForbiddenError(ADMIN_ONLY_MESSAGE);
  if (viewer.accountRefusal) return new UnauthenticatedError(viewer.accountRefusal);
  if (viewer.hasUnusableToken) return new SessionExpiredError();
  return new UnauthenticatedError();
}
