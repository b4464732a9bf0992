import { describe, expect, it } from 'vitest';
import {
  readFirstCookie,
  serializeForgottenLogin,
  serializeRememberedLogin,
  shouldMarkSecure,
} from './remembered-login-cookies';

describe('the remembered login cookies', () => {
  it('keep the refresh token HttpOnly, for the session route only, SameSite=Lax, for a year', () => {
    const [token, hint, legacy] = serializeRememberedLogin('token-abc', true);
    expect(token).toBe(
      'gs_refresh=token-abc; Path=/api/session; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax',
    );
    expect(hint).toBe('gs_remembered=1; Path=/; Max-Age=31536000; Secure; SameSite=Lax');
    // The script-written cookie of an earlier build is deleted wherever the route writes.
    expect(legacy).toBe('gs_refresh=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('leave Secure out where the browser would refuse it (plain HTTP on this machine)', () => {
    const [token] = serializeRememberedLogin('t', false);
    expect(token).not.toContain('Secure');
    expect(token).toContain('HttpOnly');
  });

  it('are deleted together on logout', () => {
    expect(serializeForgottenLogin(false)).toEqual([
      'gs_refresh=; Path=/api/session; Max-Age=0; HttpOnly; SameSite=Lax',
      'gs_remembered=; Path=/; Max-Age=0; SameSite=Lax',
      'gs_refresh=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });
});

describe('when the cookies are Secure', () => {
  it('always over HTTPS, also behind a load balancer that terminates TLS', () => {
    expect(
      shouldMarkSecure({ protocol: 'https:', hostname: 'localhost', isProduction: false }),
    ).toBe(true);
    expect(
      shouldMarkSecure({ protocol: 'https', hostname: 'gongsa.market', isProduction: true }),
    ).toBe(true);
  });

  it('in production over plain HTTP too, except on a loopback address (npm start)', () => {
    expect(shouldMarkSecure({ protocol: 'http:', hostname: '10.0.0.5', isProduction: true })).toBe(
      true,
    );
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      expect(shouldMarkSecure({ protocol: 'http:', hostname, isProduction: true })).toBe(false);
    }
    expect(shouldMarkSecure({ protocol: 'http:', hostname: '10.0.0.5', isProduction: false })).toBe(
      false,
    );
  });
});

describe('reading the refresh cookie', () => {
  it('takes the first of two cookies of one name (ours, with the longer path)', () => {
    expect(readFirstCookie('gs_auth=1; gs_refresh=new; gs_refresh=legacy', 'gs_refresh')).toBe(
      'new',
    );
  });

  it('has nothing for a missing, empty or malformed cookie', () => {
    expect(readFirstCookie(null, 'gs_refresh')).toBeNull();
    expect(readFirstCookie('gs_auth=1', 'gs_refresh')).toBeNull();
    expect(readFirstCookie('gs_refresh=', 'gs_refresh')).toBeNull();
    expect(readFirstCookie('gs_refresh=%E0%A4%A', 'gs_refresh')).toBeNull();
    expect(readFirstCookie('xgs_refresh=1', 'gs_refresh')).toBeNull();
  });
});
