import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { phoneSchema } from '@gongsa/domain';
import type { Context } from '../../context';
import {
  AppError,
  BadUserInputError,
  TooManyRequestsError,
  toBadUserInputError,
} from '../../errors';
import type { Database } from '../../app/database';
import { toMinutesUntil, tryHitRateLimit } from '../../platform/rate-limit/rate-limit';
import {
  consumeRequestId,
  findLatestPendingCode,
  insertCode,
  listCodeSendTimes,
  lockPhoneNumber,
  markCodeVerified,
  recordWrongAttempt,
} from './phone-auth.repository';

export const PHONE_AUTH_PURPOSES = { signUp: 'SIGN_UP' } as const;
export type PhoneAuthPurpose = (typeof PHONE_AUTH_PURPOSES)[keyof typeof PHONE_AUTH_PURPOSES];

export const PHONE_AUTH_LIMITS = {
  codeTtlMs: 3 * 60 * 1000,
  maxWrongAttempts: 5,
  maxSendsPerPhone: 5,
  sendWindowMs: 60 * 60 * 1000,
  /** How long a verified phone number may be used by the step that follows (e.g. signUp). */
  requestIdTtlMs: 30 * 60 * 1000,
} as const;

export const PHONE_AUTH_MESSAGES = {
  sendFailed: '인증번호 전송 중 오류가 발생했습니다.',
  noPendingCode: '인증번호를 먼저 받아 주세요.',
  mismatch: (remaining: number) => `인증번호가 일치하지 않습니다. (남은 횟수 ${remaining}회)`,
  tooManyAttempts: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.',
  expired: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
  tooManySends: (minutes: number) =>
    `인증번호 요청 횟수를 초과했습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  emptyCode: '인증번호를 입력해 주세요.',
} as const;

type PhoneAuthDependencies = Pick<Context, 'db' | 'env' | 'logger' | 'smsSender' | 'clientIp'>;

export function parsePhoneNumber(value: string): string {
  const parsed = phoneSchema.safeParse(value);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  return parsed.data;
}

// Keyed with the server secret: six digits are only a million candidates, so a plain hash in a
// leaked database would give every pending code away.
function hashCode(secret: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneNumber}:${code}`).digest('hex');
}

export function hashRequestId(requestId: string): string {
  return createHash('sha256').update(requestId).digest('hex');
}

function isSameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sends a fresh six-digit code by SMS. The row is written in the same transaction as the send, so
 * a gateway failure leaves nothing behind that would count as a send.
 */
export async function requestAuthNumber(
  deps: PhoneAuthDependencies,
  input: { phoneNumber: string; purpose?: PhoneAuthPurpose },
  now: Date = new Date(),
): Promise<true> {
  const phoneNumber = parsePhoneNumber(input.phoneNumber);
  const purpose = input.purpose ?? PHONE_AUTH_PURPOSES.signUp;

  // Counted in the database before the per-number check, in its own short transaction: every
  // API process shares the count, and the lock on the address is not held while the SMS goes out.
  const ipCheck = await tryHitRateLimit(
    deps.db,
    `phone-auth:${deps.clientIp ?? 'unknown'}`,
    { limit: deps.env.phoneAuthMaxSendsPerIp, windowMs: PHONE_AUTH_LIMITS.sendWindowMs },
    now,
  );
  if (!ipCheck.isAllowed) {
    throw new TooManyRequestsError(
      PHONE_AUTH_MESSAGES.tooManySends(toMinutesUntil(ipCheck.retryAt, now)),
    );
  }

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await lockPhoneNumber(tx, phoneNumber);
    const sentAt = await listCodeSendTimes(
      tx,
      phoneNumber,
      new Date(now.getTime() - PHONE_AUTH_LIMITS.sendWindowMs),
    );
    if (sentAt.length >= PHONE_AUTH_LIMITS.maxSendsPerPhone) {
      const oldest = sentAt[sentAt.length - PHONE_AUTH_LIMITS.maxSendsPerPhone]!;
      const retryAt = new Date(oldest.getTime() + PHONE_AUTH_LIMITS.sendWindowMs);
      throw new TooManyRequestsError(
        PHONE_AUTH_MESSAGES.tooManySends(toMinutesUntil(retryAt, now)),
      );
    }
    await insertCode(tx, {
      phoneNumber,
      codeHash: hashCode(deps.env.jwtSecret, phoneNumber, code),
      purpose,
      expiresAt: new Date(now.getTime() + PHONE_AUTH_LIMITS.codeTtlMs),
      now,
    });
    try {
      await deps.smsSender.send({
        to: phoneNumber,
        text: `[공사마켓] 인증번호 [${code}]를 입력해 주세요. (3분 이내)`,
      });
    } catch (error) {
      deps.logger.error({ err: error }, '인증번호 문자 발송 실패');
      throw new AppError('INTERNAL_SERVER_ERROR', PHONE_AUTH_MESSAGES.sendFailed);
    }
  });
  return true;
}

/**
 * Checks the code last sent to the number. Success returns a one-time request id for the next
 * step; each wrong try is counted, and after the fifth the code cannot be used any more.
 */
export async function validateAuthNumber(
  deps: Pick<Context, 'db' | 'env'>,
  input: { phoneNumber: string; authNumber: string; purpose?: PhoneAuthPurpose },
  now: Date = new Date(),
): Promise<string> {
  const phoneNumber = parsePhoneNumber(input.phoneNumber);
  const purpose = input.purpose ?? PHONE_AUTH_PURPOSES.signUp;
  const authNumber = input.authNumber.trim();
  if (authNumber === '') throw new BadUserInputError(PHONE_AUTH_MESSAGES.emptyCode);

  const pending = await findLatestPendingCode(deps.db, phoneNumber, purpose);
  if (!pending) throw new BadUserInputError(PHONE_AUTH_MESSAGES.noPendingCode);
  const { maxWrongAttempts } = PHONE_AUTH_LIMITS;
  if (pending.attempts >= maxWrongAttempts) {
    throw new BadUserInputError(PHONE_AUTH_MESSAGES.tooManyAttempts);
  }
  if (pending.expiresAt.getTime() <= now.getTime()) {
    throw new BadUserInputError(PHONE_AUTH_MESSAGES.expired);
  }

  const isMatch =
    /^\d{6}$/.test(authNumber) &&
    isSameHash(hashCode(deps.env.jwtSecret, phoneNumber, authNumber), pending.codeHash);
  if (!isMatch) {
    const attempts = await recordWrongAttempt(deps.db, pending.id, maxWrongAttempts);
    if (attempts === null || attempts >= maxWrongAttempts) {
      throw new BadUserInputError(PHONE_AUTH_MESSAGES.tooManyAttempts);
    }
    throw new BadUserInputError(PHONE_AUTH_MESSAGES.mismatch(maxWrongAttempts - attempts));
  }

  const requestId = randomBytes(32).toString('base64url');
  const isVerified = await markCodeVerified(deps.db, {
    codeId: pending.id,
    requestIdHash: hashRequestId(requestId),
    maxAttempts: maxWrongAttempts,
    now,
  });
  // Lost a race with the last allowed wrong guess, or the code expired in between.
  if (!isVerified) throw new BadUserInputError(PHONE_AUTH_MESSAGES.tooManyAttempts);
  return requestId;
}

/**
 * Spends the request id from validateAuthNumber for the call that presents it (signUp, find
 * email, password reset, phone change …): once, within 30 minutes, and only with the phone number
 * it was issued for. Run it inside the caller's transaction so a later failure leaves the
 * verification usable. False when the id is unknown, spent, stale or for another number.
 */
export async function consumePhoneRequestId(
  db: Database,
  input: { requestId: string; phoneNumber: string },
  now: Date = new Date(),
): Promise<boolean> {
  const requestId = input.requestId.trim();
  if (requestId === '') return false;
  return consumeRequestId(db, {
    requestIdHash: hashRequestId(requestId),
    phoneNumber: input.phoneNumber,
    verifiedSince: new Date(now.getTime() - PHONE_AUTH_LIMITS.requestIdTtlMs),
    now,
  });
}
