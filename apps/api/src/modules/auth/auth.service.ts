import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { REFRESH_COOKIE_MAX_AGE_S } from '@gongsa/domain';
import type { Database } from '../../app/database';
import type { Context, FindAccountStanding } from '../../context';
import { BadUserInputError, SessionExpiredError, TooManyRequestsError } from '../../errors';
import { signAccessToken } from './access-token';
import {
  countRecentFailedLoginsByIp,
  findAccountStanding,
  findCredentialsByEmail,
  findRecentFailedLogins,
  findRefreshTokenByHash,
  findUserState,
  insertLoginAttempt,
  insertRefreshToken,
  lockLoginThrottle,
  lockRefreshTokenFamily,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  settleLoginAttempt,
  updateLastLoginAt,
} from './auth.repository';

export type AuthToken = {
  tokenType: 'Bearer';
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  refreshToken: string;
};

export const AUTH_MESSAGES = {
  emptyLoginId: '이메일을 입력해 주세요.',
  emptyPassword: '비밀번호를 입력해 주세요.',
  wrongCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  suspended: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.',
  tooManyAttemptsFromIp: '이 네트워크에서 로그인 실패가 너무 많습니다. 15분 후 다시 시도해 주세요.',
  backoff: '로그인에 여러 번 실패했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/**
 * Per account: a hard stop after 10 failures in 15 minutes, and from the 5th failure on each
 * further try must wait 1 s, 2 s, 4 s … after the last failure (capped), which slows a guesser to a
 * crawl long before the stop while a person who mistyped twice never notices. Per IP: a cap on
 * failures across all accounts (LOGIN_MAX_FAILURES_PER_IP, 30 by default) against password
 * spraying. Only failures count anywhere, and an answer of "too many" is not itself recorded.
 */
export const LOGIN_THROTTLE = {
  maxFailures: 10,
  windowMs: 15 * 60 * 1000,
  backoffAfterFailures: 5,
  backoffBaseMs: 1000,
  backoffMaxMs: 60 * 1000,
} as const;

/** How long after the last failure the next try must wait, given the failures in the window. */
export function getLoginBackoffMs(failures: number): number {
  if (failures < LOGIN_THROTTLE.backoffAfterFailures) return 0;
  const doublings = failures - LOGIN_THROTTLE.backoffAfterFailures;
  return Math.min(LOGIN_THROTTLE.backoffBaseMs * 2 ** doublings, LOGIN_THROTTLE.backoffMaxMs);
}
const MAX_PASSWORD_LENGTH = 256;

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomUUID());
  return dummyHash;
}

async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await getDummyHash()), password);
  } catch {
    return false;
  }
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * How long a refresh token stays usable, counted again from every rotation. 로그인 상태 유지 keeps
 * it as long as the web app's cookie (one year); otherwise it only has to outlive the tab's
 * session, and a day without any refresh ends it.
 */
export const REFRESH_TOKEN_TTL_SECONDS = {
  remembered: REFRESH_COOKIE_MAX_AGE_S,
  session: 24 * 60 * 60,
} as const;

type SignInDependencies = Pick<Context, 'db' | 'env' | 'clientIp' | 'userAgent'>;
type RefreshDependencies = SignInDependencies & Pick<Context, 'logger'>;

function createRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

function getRefreshTokenExpiry(isRemember: boolean, now: Date): Date {
  const ttlSeconds = isRemember
    ? REFRESH_TOKEN_TTL_SECONDS.remembered
    : REFRESH_TOKEN_TTL_SECONDS.session;
  return new Date(now.getTime() + ttlSeconds * 1000);
}

/** Issues an access token (JWT, 15 min) and the first refresh token of a new family. */
export async function issueTokens(
  deps: SignInDependencies,
  userId: number,
  options: { isRemember: boolean },
  now = new Date(),
): Promise<AuthToken> {
  const { accessToken, expiresIn } = await signAccessToken(userId, deps.env.jwtSecret, now);
  const refreshToken = createRefreshToken();
  await insertRefreshToken(deps.db, {
    userId,
    tokenHash: hashRefreshToken(refreshToken),
    familyId: randomUUID(),
    isRemember: options.isRemember,
    expiresAt: getRefreshTokenExpiry(options.isRemember, now),
    userAgent: deps.userAgent,
    ipAddress: deps.clientIp,
  });
  return { tokenType: 'Bearer', accessToken, expiresIn, refreshToken };
}

type Rotation =
  | { status: 'rotated'; userId: number; refreshToken: string }
  | { status: 'reused'; familyId: string }
  | { status: 'rejected' };

/**
 * Exchanges a refresh token for a new access token and a new refresh token of the same family
 * (RFC 9700 §4.14.2: refresh token rotation). Each token works once. A token that comes back
 * after it was used means two parties hold the family (one of them a thief, and the server
 * cannot tell which), so the whole family is revoked and both have to log in again. Unknown,
 * expired and revoked tokens, and accounts that are no longer active, all get the same
 * FORBIDDEN answer, which the web client treats as "log in again".
 */
export async function refreshToken(
  deps: RefreshDependencies,
  input: { refreshToken: string },
): Promise<AuthToken> {
  const tokenHash = hashRefreshToken(input.refreshToken);
  const now = new Date();
  // Marking the presented token used and inserting its successor commit together: a failure in
  // between must not leave the user holding only a spent token.
  const rotation = await deps.db.transaction(async (tx): Promise<Rotation> => {
    const known = await findRefreshTokenByHash(tx, tokenHash);
    if (!known) return { status: 'rejected' };
    await lockRefreshTokenFamily(tx, known.familyId);
    const presented = await markRefreshTokenUsed(tx, tokenHash, now);
    if (!presented) {
      // Read again under the lock: a concurrent rotation may have used it since the first read.
      const current = await findRefreshTokenByHash(tx, tokenHash);
      if (!current?.usedAt) return { status: 'rejected' };
      await revokeRefreshTokenFamily(tx, known.familyId, now);
      return { status: 'reused', familyId: known.familyId };
    }
    if ((await findUserState(tx, presented.userId)) !== 'ACTIVE') {
      await revokeRefreshTokenFamily(tx, presented.familyId, now);
      return { status: 'rejected' };
    }
    const successor = createRefreshToken();
    await insertRefreshToken(tx, {
      userId: presented.userId,
      tokenHash: hashRefreshToken(successor),
      familyId: presented.familyId,
      isRemember: presented.isRemember,
      expiresAt: getRefreshTokenExpiry(presented.isRemember, now),
      userAgent: deps.userAgent,
      ipAddress: deps.clientIp,
    });
    return { status: 'rotated', userId: presented.userId, refreshToken: successor };
  });

  if (rotation.status === 'reused') {
    deps.logger.warn(
      { familyId: rotation.familyId },
      '사용된 리프레시 토큰이 다시 제시되어 토큰 계열을 폐기했습니다',
    );
  }
  if (rotation.status !== 'rotated') throw new SessionExpiredError();
  const { accessToken, expiresIn } = await signAccessToken(
    rotation.userId,
    deps.env.jwtSecret,
    now,
  );
  return { tokenType: 'Bearer', accessToken, expiresIn, refreshToken: rotation.refreshToken };
}

/**
 * Ends the login the refresh token belongs to, in every tab that shares it. Holding the token is
 * the authority, so no access token is needed; an unknown or missing token changes nothing and
 * still answers true, so logout never fails and says nothing about the token.
 */
export async function signOut(
  deps: Pick<Context, 'db'>,
  input: { refreshToken?: string | null },
): Promise<true> {
  const presented = input.refreshToken;
  if (!presented) return true;
  await deps.db.transaction(async (tx) => {
    const known = await findRefreshTokenByHash(tx, hashRefreshToken(presented));
    if (!known) return;
    await lockRefreshTokenFamily(tx, known.familyId);
    await revokeRefreshTokenFamily(tx, known.familyId, new Date());
  });
  return true;
}

/** Refuses a sign-in the per-account stop, the per-address cap or the backoff forbids. */
async function assertLoginAllowed(
  db: Database,
  deps: SignInDependencies,
  loginId: string,
  now: Date,
): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failures = await findRecentFailedLogins(db, loginId, windowStart);
  if (failures.count >= LOGIN_THROTTLE.maxFailures) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts);
  }
  if (deps.clientIp !== null) {
    const ipFailures = await countRecentFailedLoginsByIp(db, deps.clientIp, windowStart);
    if (ipFailures >= deps.env.loginMaxFailuresPerIp) {
      throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttemptsFromIp);
    }
  }
  const backoffMs = getLoginBackoffMs(failures.count);
  if (
    backoffMs > 0 &&
    failures.lastFailedAt !== null &&
    now.getTime() < failures.lastFailedAt.getTime() + backoffMs
  ) {
    throw new TooManyRequestsError(AUTH_MESSAGES.backoff);
  }
}

export async function signIn(
  deps: SignInDependencies,
  input: { loginId: string; password: string; isKeepLogin?: boolean | null },
): Promise<AuthToken> {
  const loginId = input.loginId.normalize('NFC').trim().toLowerCase();
  if (loginId === '') throw new BadUserInputError(AUTH_MESSAGES.emptyLoginId);
  if (input.password === '') throw new BadUserInputError(AUTH_MESSAGES.emptyPassword);
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    throw new BadUserInputError(AUTH_MESSAGES.wrongCredentials);
  }

  const now = new Date();
  // The throttle is checked and this attempt reserved (as a failure until the password proves
  // otherwise) in one transaction under the login id's and the address's locks: parallel tries
  // see each other's reservations, so no more passwords are checked than the limits allow.
  const attemptId = await deps.db.transaction(async (tx) => {
    await lockLoginThrottle(tx, loginId, deps.clientIp);
    await assertLoginAllowed(tx, deps, loginId, now);
    return insertLoginAttempt(tx, {
      loginId,
      ipAddress: deps.clientIp,
      userId: null,
      isSuccess: false,
      failureReason: 'PENDING',
    });
  });

  const user = await findCredentialsByEmail(deps.db, loginId);
  const isPasswordCorrect = await verifyPassword(user?.passwordHash ?? null, input.password);
  const userId = user?.id ?? null;

  if (!user || !isPasswordCorrect || user.state === 'LEFT') {
    await settleLoginAttempt(deps.db, attemptId, {
      userId,
      isSuccess: false,
      failureReason: 'WRONG_CREDENTIALS',
    });
    throw new BadUserInputError(AUTH_MESSAGES.wrongCredentials);
  }
  if (user.state === 'SUSPENDED') {
    await settleLoginAttempt(deps.db, attemptId, {
      userId,
      isSuccess: false,
      failureReason: 'SUSPENDED',
    });
    throw new BadUserInputError(AUTH_MESSAGES.suspended);
  }

  await settleLoginAttempt(deps.db, attemptId, { userId, isSuccess: true, failureReason: null });
  await updateLastLoginAt(deps.db, user.id, now);
  return issueTokens(deps, user.id, { isRemember: input.isKeepLogin ?? false }, now);
}

/** Looks up the standing of the account a valid access token names (see resolveViewer). */
export function createAccountStandingLookup(db: Database): FindAccountStanding {
  return (userId) => findAccountStanding(db, userId);
}
