import { AUTH_FLAG_COOKIE, REMEMBERED_LOGIN_COOKIE } from './auth-cookie-names';

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
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

export function clearAuthFlagCookie(): void {
  writeCookie(AUTH_FLAG_COOKIE, '', 0);
}

/**
 * Whether a remembered login may log this browser in: the session route's hint cookie (the proxy
 * also sets it for a refresh cookie an earlier build wrote from script).
 */
export function hasRememberedLogin(): boolean {
  return readCookie(REMEMBERED_LOGIN_COOKIE) === '1';
}
