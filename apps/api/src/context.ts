import type { UserRole, UserState } from '@gongsa/domain';
import type { Database } from './app/database';
import type { Env } from './env';
import { SessionExpiredError, UnauthenticatedError } from './errors';
import type { Logger } from './logger';
import type { RequestScope } from './platform/request-scope';
import { verifyAccessToken } from './modules/auth/access-token';
import type { AdCounterBuffer } from './modules/advertisements/ad-counters';
import type { BusinessStatusLookup } from './modules/business-status/business-status-lookup';
import type { FileStorage } from './modules/files/storage/file-storage';
import type { Geocoder } from './modules/geocoding/geocoder';
import type { PaymentGateway } from './modules/payments/gateway/payment-gateway';
import type { SmsSender } from './modules/sms/sms-sender';
import type { SocialClients } from './modules/social/social-provider-client';

/**
 * Who is calling. A token that was sent but cannot be used (expired, tampered, garbage) is kept
 * apart from no token at all: login-only fields answer FORBIDDEN for it, which makes the web
 * client refresh its token and retry (SPEC §8), while a visitor without a token gets UNAUTHENTICATED.
 */
export type Viewer =
  | {
      isAuthenticated: true;
      userId: number;
      role: UserRole;
      /**
       * The account's live profile, read with its standing (null: none yet). Absent when the
       * viewer was made without that read (a job, a test): ask the database then.
       */
      profileId?: number | null;
    }
  | {
      isAuthenticated: false;
      hasUnusableToken: boolean;
      /** Why a valid token's account may not act (it left, was removed or suspended). */
      accountRefusal?: string;
    };

/** Role and state of the account a valid token names (null when the account no longer exists). */
export type AccountStanding = { role: UserRole; state: UserState; profileId: number | null };
export type FindAccountStanding = (userId: number) => Promise<AccountStanding | null>;

export type AppDependencies = {
  db: Database;
  env: Env;
  logger: Logger;
  storage: FileStorage;
  businessStatusLookup: BusinessStatusLookup;
  smsSender: SmsSender;
  /** Kakao and Naver user-info adapters (HTTP; the local fake provider in development). */
  socialClients: SocialClients;
  /** Address → coordinates for published requests (Kakao Local; 시/도 centres locally). */
  geocoder: Geocoder;
  /** NicePay, or the sandbox this API serves (PAYMENT_GATEWAY; ADR 0028). */
  paymentGateway: PaymentGateway;
  /** Banner and advertisement impressions and clicks, written in batches (ADR 0037). */
  adCounters: AdCounterBuffer;
};

export type Context = AppDependencies & {
  requestId: string;
  viewer: Viewer;
  /** Per-request DataLoaders and once-per-request values (platform/request-scope.ts). */
  requestScope: RequestScope;
  /** The connecting address; behind a proxy this is the proxy until trusted forwarding is configured. */
  clientIp: string | null;
  userAgent: string | null;
};

// Logged-out web clients send an empty bearer; some send the stringified absence.
const ABSENT_TOKEN_VALUES = new Set(['', 'null', 'undefined']);

/** Every request without a usable token shares this one (frozen: nobody may change it). */
const NO_TOKEN_VIEWER: Viewer = Object.freeze({ isAuthenticated: false, hasUnusableToken: false });

export const ACCOUNT_REFUSAL_MESSAGES = {
  gone: '계정을 찾을 수 없습니다. 다시 로그인해 주세요.',
  suspended: '이용이 정지된 계정입니다. 고객센터에 문의해 주세요.',
} as const;

/**
 * The account's standing is checked here, once per request, so no resolver or route has to ask
 * again: the valid token of an account that left, was removed or suspended acts as nobody, and
 * anything that needs a member answers UNAUTHENTICATED with the reason (the client logs out;
 * refreshing cannot help).
 */
/**
 * The viewer a request's authorization header names. Answered at once when the header alone
 * decides (no token, an empty or absent one — most public requests), so building their context
 * waits for no promise; a token is verified and its account's standing read first.
 */
export function resolveViewer(
  authorization: string | null | undefined,
  jwtSecret: string,
  findAccountStanding: FindAccountStanding,
): Viewer | Promise<Viewer> {
  const header = authorization?.trim() ?? '';
  if (header === '') return NO_TOKEN_VIEWER;

  const match = /^Bearer(?:\s+(.*))?$/i.exec(header);
  const token = match?.[1]?.trim() ?? null;
  if (token !== null && ABSENT_TOKEN_VALUES.has(token)) return NO_TOKEN_VIEWER;
  if (match && token === null) return NO_TOKEN_VIEWER;
  if (!token) return { isAuthenticated: false, hasUnusableToken: true };
  return resolveTokenViewer(token, jwtSecret, findAccountStanding);
}

async function resolveTokenViewer(
  token: string,
  jwtSecret: string,
  findAccountStanding: FindAccountStanding,
): Promise<Viewer> {
  const check = await verifyAccessToken(token, jwtSecret);
  if (check.status !== 'valid') return { isAuthenticated: false, hasUnusableToken: true };
  const standing = await findAccountStanding(check.userId);
  if (standing?.state === 'ACTIVE') {
    return {
      isAuthenticated: true,
      userId: check.userId,
      role: standing.role,
      profileId: standing.profileId,
    };
  }
  const accountRefusal =
    standing?.state === 'SUSPENDED'
      ? ACCOUNT_REFUSAL_MESSAGES.suspended
      : ACCOUNT_REFUSAL_MESSAGES.gone;
  return { isAuthenticated: false, hasUnusableToken: false, accountRefusal };
}

/** The signed-in user's id, or the error that tells the client what to do next. */
export function requireUserId(viewer: Viewer): number {
  if (viewer.isAuthenticated) return viewer.userId;
  if (viewer.accountRefusal) throw new UnauthenticatedError(viewer.accountRefusal);
  if (viewer.hasUnusableToken) throw new SessionExpiredError();
  throw new UnauthenticatedError();
}

export function findViewerUserId(viewer: Viewer): number | null {
  return viewer.isAuthenticated ? viewer.userId : null;
}
