import { describe, expect, it } from 'vitest';
import { requireUserId, resolveViewer } from './context';
import { signAccessToken } from './modules/auth/access-token';

const SECRET = 'context-test-secret-that-is-long-enough!!';

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
      expect(await resolveViewer(header, SECRET)).toEqual({
        isAuthenticated: false,
        hasUnusableToken: false,
      });
    }
  });

  it('identifies the user of a valid access token', async () => {
    const { accessToken } = await signAccessToken(42, SECRET);
    expect(await resolveViewer(`Bearer ${accessToken}`, SECRET)).toEqual({
      isAuthenticated: true,
      userId: 42,
    });
    expect(await resolveViewer(`bearer ${accessToken}`, SECRET)).toEqual({
      isAuthenticated: true,
      userId: 42,
    });
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
      expect(await resolveViewer(header, SECRET)).toEqual({
        isAuthenticated: false,
        hasUnusableToken: true,
      });
    }
  });
});

describe('requireUserId', () => {
  it('returns the signed-in user id', () => {
    expect(requireUserId({ isAuthenticated: true, userId: 7 })).toBe(7);
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
