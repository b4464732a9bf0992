import { describe, expect, it } from 'vitest';
import { requireUserId, resolveViewer, type AccountStanding } from './context';
import { signAccessToken } from './modules/auth/access-token';

const SECRET = 'context-test-secret-that-is-long-enough!!';

/** Account standings by user id, as the users table would answer them. */
function standings(byId: Record<number, AccountStanding>) {
  return async (userId: number) => byId[userId] ?? null;
}
const ACTIVE_USER_42 = standings({ 42: { role: 'USER', state: 'ACTIVE', profileId: 7 } });

describe('resolveViewer', () => {
  it('treats a missing or empty bearer as a visitor', async () => {
    for (const header of [
      undefined,
      null,
      '',
      '   ',
      'Bearer',
      'Bearer ',
      'Bearer null',
      'Bearer undefined',
    ]) {
      const viewer = resolveViewer(header, SECRET, ACTIVE_USER_42);
      // Answered at once: a visitor's GraphQL context waits for no promise.
      expect(viewer).not.toBeInstanceOf(Promise);
      expect(viewer).toEqual({ isAuthenticated: false, hasUnusableToken: false });
    }
  });

  it('identifies the user of a valid access token', async () => {
    const { accessToken } = await signAccessToken(42, SECRET);
    expect(await resolveViewer(`Bearer ${accessToken}`, SECRET, ACTIVE_USER_42)).toEqual({
      isAuthenticated: true,
      userId: 42,
      role: 'USER',
      profileId: 7,
    });
    expect(await resolveViewer(`bearer ${accessToken}`, SECRET, ACTIVE_USER_42)).toEqual({
      isAuthenticated: true,
      userId: 42,
      role: 'USER',
      profileId: 7,
    });
    const admin = standings({ 42: { role: 'ADMIN', state: 'ACTIVE', profileId: null } });
    expect(await resolveViewer(`Bearer ${accessToken}`, SECRET, admin)).toMatchObject({
      role: 'ADMIN',
      profileId: null,
    });
  });

  it('refuses a valid token of an account that left, was suspended or no longer exists', async () => {
    const { accessToken } = await signAccessToken(42, SECRET);
    for (const [lookup, accountRefusal] of [
      [
        standings({ 42: { role: 'USER', state: 'LEFT', profileId: null } }),
        '계정을 찾을 수 없습니다. 다시 로그인해 주세요.',
      ],
      [standings({}), '계정을 찾을 수 없습니다. 다시 로그인해 주세요.'],
      [
        standings({ 42: { role: 'ADMIN', state: 'SUSPENDED', profileId: 7 } }),
        '이용이 정지된 계정입니다. 고객센터에 문의해 주세요.',
      ],
    ] as const) {
      expect(await resolveViewer(`Bearer ${accessToken}`, SECRET, lookup)).toEqual({
        isAuthenticated: false,
        hasUnusableToken: false,
        accountRefusal,
      });
    }
  });

  it('flags garbage, tampered, foreign and expired tokens', async () => {
    const { accessToken } = await signAccessToken(42, SECRET);
    const { accessToken: foreign } = await signAccessToken(
      42,
      'another-secret-that-is-long-enough-too!!',
    );
    const { accessToken: expired } = await signAccessToken(
      42,
      SECRET,
      new Date(Date.now() - 60 * 60 * 1000),
    );
    const tampered = `${accessToken.slice(0, -2)}xx`;
    for (const header of [
      'Bearer garbage',
      `Bearer ${tampered}`,
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Basic ${accessToken}`,
    ]) {
      expect(await resolveViewer(header, SECRET, ACTIVE_USER_42)).toEqual({
        isAuthenticated: false,
        hasUnusableToken: true,
      });
    }
  });
});

describe('requireUserId', () => {
  it('returns the signed-in user id', () => {
    expect(requireUserId({ isAuthenticated: true, userId: 7, role: 'USER' })).toBe(7);
  });

  it('asks a visitor to log in and a holder of a stale token to refresh', () => {
    expect(() => requireUserId({ isAuthenticated: false, hasUnusableToken: false })).toThrow(
      expect.objectContaining({
        message: '로그인이 필요합니다.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    );
    expect(() => requireUserId({ isAuthenticated: false, hasUnusableToken: true })).toThrow(
      expect.objectContaining({
        message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
        extensions: { code: 'FORBIDDEN' },
      }),
    );
  });
});
