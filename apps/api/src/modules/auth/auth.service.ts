import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { REFRESH_COOKIE_MAX_AGE_S } from '@gongsa/domain';
import type { Context } from '../../context';
import { BadUserInputError, TooManyRequestsError } from '../../errors';
import { signAccessToken } from './access-token';
import {
  countRecentFailedLogins,
  findCredentialsByEmail,
  insertLoginAttempt,
  insertRefreshToken,
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
} as const;

export const LOGIN_THROTTLE = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;
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

type SignInDependencies = Pick<Context, 'db' | 'env' | 'clientIp' | 'userAgent'>;

/** Issues an access token (JWT, 15 min) and a refresh token (random, stored hashed). */
export async function issueTokens(
  deps: SignInDependencies,
  userId: number,
  now = new Date(),
): Promise<AuthToken> {
  const { accessToken, expiresIn } = await signAccessToken(userId, deps.env.jwtSecret, now);
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(deps.db, {
    userId,
    tokenHash: hashRefreshToken(refreshToken),
    familyId: randomUUID(),
    expiresAt: new Date(now.getTime() + REFRESH_COOKIE_MAX_AGE_S * 1000),
    userAgent: deps.userAgent,
    ipAddress: deps.clientIp,
  });
  return { tokenType: 'Bearer', accessToken, expiresIn, refreshToken };
}

export async function signIn(
  deps: SignInDependencies,
  input: { loginId: string; password: string },
): Promise<AuthToken> {
  const loginId = input.loginId.normalize('NFC').trim().toLowerCase();
  if (loginId === '') throw new BadUserInputError(AUTH_MESSAGES.emptyLoginId);
  if (input.password === '') throw new BadUserInputError(AUTH_MESSAGES.emptyPassword);
  if (input.password.length > MAX_PASSWORD_LENGTH) {
    throw new BadUserInputError(AUTH_MESSAGES.wrongCredentials);
  }

  const now = new Date();
  const failures = await countRecentFailedLogins(
    deps.db,
    loginId,
    new Date(now.getTime() - LOGIN_THROTTLE.windowMs),
  );
  if (failures >= LOGIN_THROTTLE.maxFailures)
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts);

  const user = await findCredentialsByEmail(deps.db, loginId);
  const isPasswordCorrect = await verifyPassword(user?.passwordHash ?? null, input.password);
  const attempt = { loginId, ipAddress: deps.clientIp, userId: user?.id ?? null };

  if (!user || !isPasswordCorrect || user.state === 'LEFT') {
    await insertLoginAttempt(deps.db, {
      ...attempt,
      isSuccess: false,
      failureReason: 'WRONG_CREDENTIALS',
    });
    throw new BadUserInputError(AUTH_MESSAGES.wrongCredentials);
  }
  if (user.state === 'SUSPENDED') {
    await insertLoginAttempt(deps.db, { ...attempt, isSuccess: false, failureReason: 'SUSPENDED' });
    throw new BadUserInputError(AUTH_MESSAGES.suspended);
  }

  await insertLoginAttempt(deps.db, { ...attempt, isSuccess: true, failureReason: null });
  await updateLastLoginAt(deps.db, user.id, now);
  return issueTokens(deps, user.id, now);
}
