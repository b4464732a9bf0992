import { describe, expect, it } from 'vitest';
import { isAuthFlowPath } from './auth-flow-exit';

describe('isAuthFlowPath', () => {
  it.each(['/auth/join1', '/auth/join2', '/auth/join3/', '/auth/find', '/auth/fe', '/auth/fpw'])(
    'announces leaving %s',
    (pathname) => {
      expect(isAuthFlowPath(pathname)).toBe(true);
    },
  );

  it.each(['/', '/auth/login', '/auth/terms', '/auth/kakao', '/company', '/auth/join10', null])(
    'stays quiet on %s',
    (pathname) => {
      expect(isAuthFlowPath(pathname)).toBe(false);
    },
  );
});
