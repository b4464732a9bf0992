import { RefreshTokenDocument } from '../../../graphql/generated/operations/refresh-token';
import { SignOutDocument } from '../../../graphql/generated/operations/sign-out';
import { REFRESH_TOKEN_COOKIE } from '../../auth/utils/auth-cookie-names';
import {
  readCookie,
  setAuthFlagCookie,
  setRefreshTokenCookie,
} from '../../auth/utils/auth-cookies';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, isTransientFailure } from '../../graphql/utils/graphql-result';
import type { AuthSnapshot } from './auth-store';
import { REFRESH_LOCK_NAME, runExclusively } from './exclusive-task';
import { chooseRefreshToken, listRefreshTokensToRevoke } from './refresh-token-choice';

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

/**
 * Exchanges the refresh token (SPEC §4) under a lock shared by the browser's tabs, reading the
 * token only once the lock is held, so no two exchanges present the same token.
 */
export function exchangeRefreshToken(
  client: GraphqlClient,
  readAuth: () => AuthSnapshot,
  applyAuth: (auth: AuthSnapshot) => void,
): Promise<RefreshResult> {
  return runExclusively(REFRESH_LOCK_NAME, async () => {
    const choice = chooseRefreshToken(readAuth(), readCookie(REFRESH_TOKEN_COOKIE));
    if (!choice) return 'rejected';
    const result = await client.requestField(RefreshTokenDocument, 'refreshToken', {
      refreshToken: choice.refreshToken,
    });
    if (isGraphqlFailure(result)) {
      return isTransientFailure(result.code) ? 'unavailable' : 'rejected';
    }
    applyAuth({
      isLogin: true,
      token: result.accessToken,
      refreshToken: result.refreshToken,
      isRemembered: choice.isRemembered,
    });
    setAuthFlagCookie();
    // SPEC §4: the new refresh token is stored in the cookie, for the next visit and the
    // other tabs; the token it replaces no longer works.
    if (choice.isRemembered) setRefreshTokenCookie(result.refreshToken);
    return 'refreshed';
  });
}

/**
 * The API ends the login first (its tokens stop working in every tab and device holding them),
 * waiting at most `waitLimitMs`; `endSession` runs whatever the answer. The lock keeps another
 * tab from exchanging the shared token meanwhile.
 */
export function signOutEverywhere(
  client: GraphqlClient,
  readAuth: () => AuthSnapshot,
  waitLimitMs: number,
  endSession: () => void,
): Promise<void> {
  return runExclusively(REFRESH_LOCK_NAME, async () => {
    try {
      const tokens = listRefreshTokensToRevoke(readAuth(), readCookie(REFRESH_TOKEN_COOKIE));
      await waitAtMost(
        Promise.all(
          tokens.map((refreshToken) => client.request(SignOutDocument, { refreshToken })),
        ),
        waitLimitMs,
      );
    } finally {
      endSession();
    }
  });
}
