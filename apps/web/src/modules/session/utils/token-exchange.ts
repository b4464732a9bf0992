import { RefreshTokenDocument } from '../../../graphql/generated/operations/refresh-token';
import { SignOutDocument } from '../../../graphql/generated/operations/sign-out';
import { hasRememberedLogin, setAuthFlagCookie } from '../../auth/utils/auth-cookies';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, isTransientFailureCode } from '../../graphql/utils/graphql-result';
import type { AuthSnapshot } from './auth-store';
import { REFRESH_LOCK_NAME, runExclusively } from './exclusive-task';
import { isRememberedExchange } from './refresh-token-choice';
import {
  exchangeRememberedLogin,
  forgetRememberedLogin,
  type TokenExchange,
} from './remembered-login';

// The token exchanges of SessionProvider, in their own chunk: a page needs them only when a
// token expires, at start-up with a remembered login, or at logout, never for its first paint.

/** Same meaning as AccountLoadResult, for exchanging the refresh token. */
export type RefreshResult = 'refreshed' | 'rejected' | 'unavailable';

function waitAtMost(task: Promise<unknown>, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, limitMs);
    task.then(
      () => resolve(),
      () => resolve(),
    );
  });
}

/** A tab's own refresh token (a login without 로그인 상태 유지), exchanged at the API. */
async function exchangeOwnToken(
  client: GraphqlClient,
  refreshToken: string,
): Promise<TokenExchange> {
  const result = await client.requestField(RefreshTokenDocument, 'refreshToken', { refreshToken });
  if (!isGraphqlFailure(result)) return result;
  return isTransientFailureCode(result.code) ? 'unavailable' : 'rejected';
}

/**
 * Exchanges the refresh token (SPEC §4) under a lock shared by the browser's tabs, choosing the
 * token only once the lock is held, so no two exchanges present the same token.
 */
export function exchangeRefreshToken(
  client: GraphqlClient,
  readAuth: () => AuthSnapshot,
  applyAuth: (auth: AuthSnapshot) => void,
): Promise<RefreshResult> {
  return runExclusively(REFRESH_LOCK_NAME, async () => {
    const auth = readAuth();
    // SPEC §4: a remembered login's new refresh token stays in the route's cookie, for the
    // next visit and the other tabs; the token it replaces no longer works. A tab without a
    // refresh token of its own has nothing to exchange.
    const isRemembered = isRememberedExchange(auth, hasRememberedLogin());
    const tokens = isRemembered
      ? await exchangeRememberedLogin()
      : auth.refreshToken
        ? await exchangeOwnToken(client, auth.refreshToken)
        : 'rejected';
    if (typeof tokens === 'string') return tokens;
    applyAuth({
      isLogin: true,
      token: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      isRemembered,
    });
    setAuthFlagCookie();
    return 'refreshed';
  });
}

/**
 * The API ends the login first (its tokens stop working in every tab and device holding them):
 * this tab's own, and the browser's remembered one, which the session route ends and deletes
 * (left alive, nobody could end it for a year). It waits at most `waitLimitMs`; `endSession`
 * runs whatever the answer. The lock keeps another tab from exchanging the shared token
 * meanwhile; keepalive lets the route finish past the reload.
 */
export function signOutEverywhere(
  client: GraphqlClient,
  readAuth: () => AuthSnapshot,
  waitLimitMs: number,
  endSession: () => void,
): Promise<void> {
  return runExclusively(REFRESH_LOCK_NAME, async () => {
    try {
      const ownToken = readAuth().refreshToken;
      await waitAtMost(
        Promise.all([
          ownToken ? client.request(SignOutDocument, { refreshToken: ownToken }) : null,
          forgetRememberedLogin(),
        ]),
        waitLimitMs,
      );
    } finally {
      endSession();
    }
  });
}
