import { describe, expect, it } from 'vitest';
import { LOGGED_OUT, type AuthSnapshot } from './auth-store';
import { chooseRefreshToken, listRefreshTokensToRevoke } from './refresh-token-choice';

function loggedIn(refreshToken: string | null, isRemembered: boolean): AuthSnapshot {
  return { isLogin: true, token: 'access', refreshToken, isRemembered };
}

describe('choosing the refresh token to exchange', () => {
  it('takes the cookie in a remembered tab, because another tab may have spent its own token', () => {
    expect(chooseRefreshToken(loggedIn('spent-by-other-tab', true), 'newest')).toEqual({
      refreshToken: 'newest',
      isRemembered: true,
    });
  });

  it('keeps a tab logged in without 로그인 상태 유지 on its own token, even with a cookie around', () => {
    expect(chooseRefreshToken(loggedIn('own', false), 'other-login')).toEqual({
      refreshToken: 'own',
      isRemembered: false,
    });
  });

  it('falls back to the tab’s token when the cookie is gone, and stays remembered', () => {
    expect(chooseRefreshToken(loggedIn('own', true), null)).toEqual({
      refreshToken: 'own',
      isRemembered: true,
    });
  });

  it('lets a logged-out tab use only the cookie', () => {
    expect(chooseRefreshToken(LOGGED_OUT, 'remembered')).toEqual({
      refreshToken: 'remembered',
      isRemembered: true,
    });
    expect(chooseRefreshToken(LOGGED_OUT, null)).toBeNull();
    expect(chooseRefreshToken(LOGGED_OUT, '')).toBeNull();
  });

  it('has nothing to exchange for a login without a refresh token', () => {
    expect(chooseRefreshToken(loggedIn(null, false), null)).toBeNull();
  });
});

describe('the refresh tokens logout ends', () => {
  it('ends the tab’s login and the remembered one, each once', () => {
    expect(listRefreshTokensToRevoke(loggedIn('own', false), 'remembered')).toEqual([
      'own',
      'remembered',
    ]);
    expect(listRefreshTokensToRevoke(loggedIn('same', true), 'same')).toEqual(['same']);
  });

  it('has nothing to end for a visitor without a cookie', () => {
    expect(listRefreshTokensToRevoke(LOGGED_OUT, null)).toEqual([]);
  });
});
