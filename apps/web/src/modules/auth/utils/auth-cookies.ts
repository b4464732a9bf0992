import { REFRESH_COOKIE_MAX_AGE_S } from '@gongsa/domain';

import { AUTH_FLAG_COOKIE, REFRESH_TOKEN_COOKIE } from './auth-cookie-names';

function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function readCookie(name: string): string | null {
  for (const entry of document.cookie.split(';')) {
    const [rawName, ...rest] = entry.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function setAuthFlagCookie(): void {
  writeCookie(AUTH_FLAG_COOKIE, '1');
}

export function hasAuthFlagCookie(): boolean {
  return readCookie(AUTH_FLAG_COOKIE) === '1';
}

export function setRefreshTokenCookie(refreshToken: string): void {
  writeCookie(REFRESH_TOKEN_COOKIE, refreshToken, REFRESH_COOKIE_MAX_AGE_S);
}

export function clearAuthCookies(): void {
  writeCookie(AUTH_FLAG_COOKIE, '', 0);
  writeCookie(REFRESH_TOKEN_COOKIE, '', 0);
}
