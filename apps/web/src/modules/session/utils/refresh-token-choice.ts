import type { AuthSnapshot } from './auth-store';

/**
 * Whether the next exchange is the remembered login's (through the session route) rather than
 * the tab's own refresh token. Every exchange makes the presented token unusable, and a used token
 * coming back ends the whole login (the API takes it for a stolen one). A remembered login is
 * shared by all tabs of the browser through the HttpOnly cookie, which always holds the newest
 * token whichever tab exchanged last; a remembered tab holds no refresh token of its own, so it
 * always asks the route. A tab logged in without 로그인 상태 유지 owns its token alone, and a
 * logged-out tab has only the remembered login, when the browser has one.
 */
export function isRememberedExchange(auth: AuthSnapshot, hasRememberedLogin: boolean): boolean {
  return auth.isLogin ? auth.isRemembered : hasRememberedLogin;
}
