import { REFRESH_COOKIE_MAX_AGE_S } from '@gongsa/domain';
import {
  REFRESH_TOKEN_COOKIE,
  REMEMBERED_LOGIN_COOKIE,
  REMEMBERED_LOGIN_PATH,
} from '../../auth/utils/auth-cookie-names';

/** What the cookies' Secure flag depends on, read from the request by the route. */
export type CookieSecurity = {
  /** The browser's scheme: the request's own, or X-Forwarded-Proto from a trusted load balancer. */
  protocol: string;
  hostname: string;
  isProduction: boolean;
};

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Secure over HTTPS, and in production whatever the scheme, so a deployment without TLS fails to
 * remember rather than send the token in clear. The one exception is `npm start` on this machine
 * (plain HTTP to a loopback address), where some browsers refuse Secure cookies.
 */
export function shouldMarkSecure({ protocol, hostname, isProduction }: CookieSecurity): boolean {
  if (protocol === 'https:' || protocol === 'https') return true;
  return isProduction && !LOOPBACK_HOSTNAMES.has(hostname);
}

/** shouldMarkSecure for a request: its scheme and host, or a trusted load balancer's. */
export function isSecureRequest(request: Request): boolean {
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  let hostname = url.hostname;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    // An unreadable Host keeps the URL's own name.
  }
  return shouldMarkSecure({
    protocol: forwardedProto || url.protocol,
    hostname,
    isProduction: process.env.NODE_ENV === 'production',
  });
}

function serializeCookie(
  name: string,
  value: string,
  {
    path,
    maxAge,
    isHttpOnly,
    isSecure,
  }: { path: string; maxAge: number; isHttpOnly: boolean; isSecure: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `Max-Age=${maxAge}`];
  if (isHttpOnly) parts.push('HttpOnly');
  if (isSecure) parts.push('Secure');
  parts.push('SameSite=Lax');
  return parts.join('; ');
}

/** The cookie a previous build wrote from script (Path=/, readable): deleted wherever we write. */
function clearLegacyRefreshCookie(): string {
  return serializeCookie(REFRESH_TOKEN_COOKIE, '', {
    path: '/',
    maxAge: 0,
    isHttpOnly: false,
    isSecure: false,
  });
}

/**
 * Set-Cookie values that remember a login for SPEC §9's year: the refresh token HttpOnly and only
 * for the session route, the hint for every page. Both slide with every exchange, as the token's
 * lifetime at the API slides from its last rotation.
 */
export function serializeRememberedLogin(refreshToken: string, isSecure: boolean): string[] {
  return [
    serializeCookie(REFRESH_TOKEN_COOKIE, refreshToken, {
      path: REMEMBERED_LOGIN_PATH,
      maxAge: REFRESH_COOKIE_MAX_AGE_S,
      isHttpOnly: true,
      isSecure,
    }),
    serializeRememberedLoginHint(isSecure),
    clearLegacyRefreshCookie(),
  ];
}

/**
 * The hint alone. The proxy also sends it to a browser that still has the script-written refresh
 * cookie of an earlier build (pages see that one), so the page hands it to the session route,
 * which replaces it with an HttpOnly one.
 */
export function serializeRememberedLoginHint(isSecure: boolean): string {
  return serializeCookie(REMEMBERED_LOGIN_COOKIE, '1', {
    path: '/',
    maxAge: REFRESH_COOKIE_MAX_AGE_S,
    isHttpOnly: false,
    isSecure,
  });
}

/** Set-Cookie values that end the remembered login in this browser. */
export function serializeForgottenLogin(isSecure: boolean): string[] {
  return [
    serializeCookie(REFRESH_TOKEN_COOKIE, '', {
      path: REMEMBERED_LOGIN_PATH,
      maxAge: 0,
      isHttpOnly: true,
      isSecure,
    }),
    serializeCookie(REMEMBERED_LOGIN_COOKIE, '', {
      path: '/',
      maxAge: 0,
      isHttpOnly: false,
      isSecure,
    }),
    clearLegacyRefreshCookie(),
  ];
}

/**
 * The first value of a cookie in a Cookie header. A browser still holding the legacy Path=/
 * cookie sends both under one name, the longer path (ours) first (RFC 6265 §5.4), and the
 * usual parsers keep the last one.
 */
export function readFirstCookie(header: string | null, name: string): string | null {
  for (const entry of (header ?? '').split(';')) {
    const separator = entry.indexOf('=');
    if (separator < 0 || entry.slice(0, separator).trim() !== name) continue;
    const raw = entry.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}
