import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, type AuthSnapshot } from './auth-store';
import { isRememberedExchange } from './refresh-token-choice';

function loggedIn(refreshToken: string | null, isRemembered: boolean): AuthSnapshot {
  return { isLogin: true, token: 'access', refreshToken, isRemembered };
}

describe('choosing the refresh token to exchange', () => {
  it('sends a remembered tab to the shared cookie, because another tab may have rotated it', () => {
    expect(isRememberedExchange(loggedIn(null, true), true)).toBe(true);
    // Even without the hint: the route answers that the login is gone, and the tab ends with it.
    expect(isRememberedExchange(loggedIn(null, true), false)).toBe(true);
  });

  it('keeps a tab logged in without 로그인 상태 유지 on its own token, even with a remembered login around', () => {
    expect(isRememberedExchange(loggedIn('own', false), true)).toBe(false);
  });

  it('lets a logged-out tab use only the remembered login', () => {
    expect(isRememberedExchange(LOGGED_OUT, true)).toBe(true);
    expect(isRememberedExchange(LOGGED_OUT, false)).toBe(false);
  });
});
