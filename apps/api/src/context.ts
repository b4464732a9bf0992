import type { Database } from './app/database';
import type { Env } from './env';
import { SessionExpiredError, UnauthenticatedError } from './errors';
import type { Logger } from './logger';
import { verifyAccessToken } from './modules/auth/access-token';
import type { BusinessStatusLookup } from './modules/business-status/business-status-lookup';
import type { InMemoryRateLimiter } from './modules/auth/rate-limiter';
import type { FileStorage } from './modules/files/storage/file-storage';
import type { Geocoder } from './modules/geocoding/geocoder';
import type { SmsSender } from './modules/sms/sms-sender';
import type { SocialClients } from './modules/social/social-provider-client';

/**
 * Who is calling. A token that was sent but cannot be used (expired, tampered, garbage) is kept
 * apart from no token at all: login-only fields answer FORBIDDEN for it, which makes the web
 * client refresh its token and retry (SPEC §8), while a visitor without a token gets UNAUTHENTICATED.
 */
export type Viewer =
  { isAuthenticated: true; userId: number } | { isAuthenticated: false; hasUnusableToken: boolean };

export type AppDependencies = {
  db: Database;
  env: Env;
  logger: Logger;
  storage: FileStorage;
  businessStatusLookup: BusinessStatusLookup;
  smsSender: SmsSender;
  /** Caps verification-code requests per client IP. */
  phoneAuthIpLimiter: InMemoryRateLimiter;
  /** Kakao and Naver user-info adapters (HTTP; the local fake provider in development). */
  socialClients: SocialClients;
  /** Address → coordinates for published requests (Kakao Local; 시/도 centres locally). */
  geocoder: Geocoder;
};

export type Context = AppDependencies & {
  requestId: string;
  viewer: Viewer;
  /** The connecting address; behind a proxy this is the proxy until trusted forwarding is configured. */
  clientIp: string | null;
  userAgent: string | null;
};

// Logged-out web clients send an empty bearer; some send the stringified absence.
const ABSENT_TOKEN_VALUES = new Set(['', 'null', 'undefined']);

export async function resolveViewer(
  authorization: string | null | undefined,
  jwtSecret: string,
): Promise<Viewer> {
  const header = authorization?.trim() ?? '';
  if (header === '') return { isAuthenticated: false, hasUnusableToken: false };

  const match = /^Bearer(?:\s+(.*))?$/i.exec(header);
  const token = match?.[1]?.trim() ?? null;
  if (token !== null && ABSENT_TOKEN_VALUES.has(token)) {
    return { isAuthenticated: false, hasUnusableToken: false };
  }
  if (match && token === null) return { isAuthenticated: false, hasUnusableToken: false };
  if (!token) return { isAuthenticated: false, hasUnusableToken: true };

  const check = await verifyAccessToken(token, jwtSecret);
  return check.status === 'valid'
    ? { isAuthenticated: true, userId: check.userId }
    : { isAuthenticated: false, hasUnusableToken: true };
}

/** The signed-in user's id, or the error that tells the client what to do next. */
export function requireUserId(viewer: Viewer): number {
  if (viewer.isAuthenticated) return viewer.userId;
  if (viewer.hasUnusableToken) throw new SessionExpiredError();
  throw new UnauthenticatedError();
}

export function findViewerUserId(viewer: Viewer): number | null {
  return viewer.isAuthenticated ? viewer.userId : null;
}
