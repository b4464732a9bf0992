import { describe, expect, it } from 'vitest';
import {
  buildLoginHref,
  decideRouteAccess,
  getSafeRedirectPath,
  isProtectedPath,
} from './route-access';

const PUBLIC_LISTS = { isListPagesProtected: false };
const PROTECTED_LISTS = { isListPagesProtected: true };

function visit(pathname: string, isLoggedIn: boolean, options = PUBLIC_LISTS, search = '') {
  return decideRouteAccess({ pathname, search, isLoggedIn }, options);
}

describe('route access, default reading (list pages public)', () => {
  it('lets a logged-out visitor browse home and the company and bid lists with their search', () => {
    expect(visit('/', false)).toEqual({ kind: 'allow' });
    expect(visit('/company', false, PUBLIC_LISTS, '?k=%EC%B2%A0%EA%B7%BC&page=1')).toEqual({
      kind: 'allow',
    });
    expect(visit('/bid', false, PUBLIC_LISTS, '?sorting=3')).toEqual({ kind: 'allow' });
    expect(visit('/terms/serviceTerms', false)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-out visitor of a protected page to login with the encoded original path', () => {
    expect(visit('/myPage/point', false, PUBLIC_LISTS, '?tab=1')).toEqual({
      kind: 'redirect',
      location: '/auth/login?redirect=%2FmyPage%2Fpoint%3Ftab%3D1',
    });
    for (const path of [
      '/bid/upload1',
      '/bid/upload8',
      '/myBid',
      '/myBid/detail/7',
      '/mall',
      '/recommendation',
      '/report/a/b',
      '/community/write',
    ]) {
      expect(visit(path, false).kind, path).toBe('redirect');
    }
  });

  it('lets the payment window’s post through without a login, in both readings', () => {
    // The window posts from the gateway's site, where no SameSite cookie of ours is sent.
    expect(visit('/payment/return', false)).toEqual({ kind: 'allow' });
    expect(visit('/payment/return', false, PROTECTED_LISTS)).toEqual({ kind: 'allow' });
    expect(visit('/payment/return', true)).toEqual({ kind: 'allow' });
    expect(visit('/myPage/point/receipt/GM1', false).kind).toBe('redirect');
  });

  it('protects company detail pages but not the lists or an estimate request', () => {
    expect(isProtectedPath('/company/12', PUBLIC_LISTS)).toBe(true);
    expect(isProtectedPath('/bid/34', PUBLIC_LISTS)).toBe(false);
    expect(isProtectedPath('/bid/34', PROTECTED_LISTS)).toBe(true);
    expect(isProtectedPath('/bid/34/edit', PUBLIC_LISTS)).toBe(true);
    expect(isProtectedPath('/company/', PUBLIC_LISTS)).toBe(false);
    // The community board and its posts are public; writing is for members (ADR 0034).
    expect(isProtectedPath('/community', PROTECTED_LISTS)).toBe(false);
    expect(isProtectedPath('/community/34', PROTECTED_LISTS)).toBe(false);
  });

  it('matches whole path segments only', () => {
    expect(isProtectedPath('/mallard', PUBLIC_LISTS)).toBe(false);
    expect(isProtectedPath('/myPageant', PUBLIC_LISTS)).toBe(false);
  });

  it('lets a logged-in user through protected pages and sends them away from auth pages', () => {
    expect(visit('/myPage/profile', true)).toEqual({ kind: 'allow' });
    expect(visit('/auth/login', true)).toEqual({ kind: 'redirect', location: '/' });
    expect(visit('/auth/join1', true)).toEqual({ kind: 'redirect', location: '/' });
    expect(visit('/auth/login', false)).toEqual({ kind: 'allow' });
  });
});

describe('route access, other reading (PROTECT_LIST_PAGES=true)', () => {
  it('protects the company and bid lists too', () => {
    expect(visit('/company', false, PROTECTED_LISTS, '?page=1')).toEqual({
      kind: 'redirect',
      location: '/auth/login?redirect=%2Fcompany%3Fpage%3D1',
    });
    expect(visit('/bid', false, PROTECTED_LISTS).kind).toBe('redirect');
    expect(visit('/company', true, PROTECTED_LISTS)).toEqual({ kind: 'allow' });
  });

  it('keeps home public', () => {
    expect(visit('/', false, PROTECTED_LISTS)).toEqual({ kind: 'allow' });
  });
});

describe('redirect after login', () => {
  it('accepts same-site paths with their query', () => {
    expect(getSafeRedirectPath('/myPage/point?tab=1')).toBe('/myPage/point?tab=1');
    expect(
      getSafeRedirectPath(
        decodeURIComponent(buildLoginHref('/company?k=철근').split('redirect=')[1]!),
      ),
    ).toBe('/company?k=철근');
  });

  it('falls back to home for other sites, auth pages and empty values', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil',
      '/auth/login',
      'myPage',
    ]) {
      expect(getSafeRedirectPath(value), String(value)).toBe('/');
    }
  });
});
