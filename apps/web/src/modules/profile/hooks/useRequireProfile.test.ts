import { describe, expect, it } from 'vitest';
import { checkProfileRequirement, toLoginPath } from './useRequireProfile';

describe('checkProfileRequirement', () => {
  it('asks a logged-out visitor to log in first', () => {
    expect(checkProfileRequirement({ isLogin: false, me: null })).toBe('login');
  });

  it('asks for the profile when it is missing or not completed', () => {
    expect(checkProfileRequirement({ isLogin: true, me: { profile: null } })).toBe('incomplete');
    expect(checkProfileRequirement({ isLogin: true, me: null })).toBe('incomplete');
    expect(
      checkProfileRequirement({ isLogin: true, me: { profile: { isCompleted: false } } }),
    ).toBe('incomplete');
  });

  it('lets a user with a completed profile go on', () => {
    expect(checkProfileRequirement({ isLogin: true, me: { profile: { isCompleted: true } } })).toBe(
      'ready',
    );
  });
});

describe('toLoginPath', () => {
  it('carries the encoded original path as redirect', () => {
    expect(toLoginPath('/bid/upload1?step=1')).toBe(
      '/auth/login?redirect=%2Fbid%2Fupload1%3Fstep%3D1',
    );
  });
});
