import type { AuthSnapshot } from './auth-store';

export type RefreshTokenChoice = { refreshToken: string; isRemembered: boolean };

/**
 * The refresh token to exchange. Every exchange makes the presented token unusable, and a used
 * token coming back ends the whole login (the API takes it for a stolen one). A remembered login
 * is shared by all tabs of the browser through the cookie, which always holds the newest token
 * whichever tab exchanged last, so a remembered tab takes the cookie's token rather than the one
 * it got itself, which another tab may have spent since. A tab logged in without 로그인 상태
 * 유지 owns its token alone, and a logged-out tab has only the cookie.
 */
export function chooseRefreshToken(
  auth: AuthSnapshot,
  rememberedToken: string | null,
): RefreshTokenChoice | null {
  if (rememberedToken && (!auth.isLogin || auth.isRemembered)) {
    return { refreshToken: rememberedToken, isRemembered: true };
  }
  if (auth.isLogin && auth.refreshToken) {
    return { refreshToken: auth.refreshToken, isRemembered: auth.isRemembered };
  }
  return null;
}

/**
 * What logout asks the API to end: this tab's login and the browser's remembered one. Logout
 * deletes the cookie, so a remembered login left alive would stay usable for a year with nobody
 * able to end it.
 */
export function listRefreshTokensToRevoke(
  auth: AuthSnapshot,
  rememberedToken: string | null,
): string[] {
  const tokens = [auth.refreshToken, rememberedToken].filter((token): token is string =>
    Boolean(token),
  );
  return [...new Set(tokens)];
}
