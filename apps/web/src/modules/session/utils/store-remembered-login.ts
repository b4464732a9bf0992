import { REFRESH_LOCK_NAME, runExclusively } from './exclusive-task';
import { REMEMBERED_LOGIN_PATH } from '../../auth/utils/auth-cookie-names';

/**
 * 로그인 상태 유지: hands the refresh token a login has just returned to the session route, which
 * keeps it HttpOnly; the page keeps no copy. Under the tabs' refresh lock, so another tab's
 * exchange cannot write the cookie over it. False when the route did not take it: the login then
 * stays with the tab, as without 로그인 상태 유지. Only the login form uses it, so it is not in the
 * bundle of every page.
 */
export function storeRememberedLogin(refreshToken: string): Promise<boolean> {
  return runExclusively(REFRESH_LOCK_NAME, async () => {
    try {
      const response = await fetch(REMEMBERED_LOGIN_PATH, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      return response.ok;
    } catch {
      return false;
    }
  });
}
