import { REMEMBERED_LOGIN_PATH } from '../../auth/utils/auth-cookie-names';

/**
 * The page's side of the remembered login (app/api/session/route.ts). The refresh token is in an
 * HttpOnly cookie the page cannot read; the login form hands a new login's token over once
 * (store-remembered-login.ts) and from then on the page asks the route for access tokens.
 *
 * What an exchange of a refresh token gives: new tokens, or why there are none.
 */
export type TokenExchange =
  { accessToken: string; refreshToken: string | null } | 'rejected' | 'unavailable';

/**
 * Exchanges the remembered refresh token for an access token (the route keeps the new refresh
 * token). 'rejected' (a 4xx) means the login is over and the route has deleted it; anything
 * without such an answer is 'unavailable'.
 */
export async function exchangeRememberedLogin(): Promise<TokenExchange> {
  try {
    const response = await fetch(REMEMBERED_LOGIN_PATH, { method: 'POST' });
    if (response.ok) {
      const { accessToken } = (await response.json()) as { accessToken: string };
      return { accessToken, refreshToken: null };
    }
    if (response.status < 500) return 'rejected';
  } catch {
    // No answer, or not one the route gives: the login may well be alive.
  }
  return 'unavailable';
}

/**
 * Ends the remembered login at the API and deletes its cookies, with a request that finishes
 * even when the page reloads right after. Never fails: logout goes on; the web server that just
 * served the page is seldom out of reach, and a login it could not end stays until the next logout.
 */
export function forgetRememberedLogin(): Promise<unknown> {
  return fetch(REMEMBERED_LOGIN_PATH, { method: 'DELETE', keepalive: true }).catch(() => undefined);
}
