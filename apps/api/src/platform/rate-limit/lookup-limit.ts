import type { Context } from '../../context';
import { findViewerUserId } from '../../context';
import { TooManyRequestsError } from '../../errors';
import { toMinutesUntil, tryHitRateLimit } from './rate-limit';

export const LOOKUP_WINDOW_MS = 60 * 60 * 1000;

export const LOOKUP_MESSAGES = {
  tooMany: (minutes: number) => `확인 요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
} as const;

/**
 * Lookups that reveal whether something is taken (an email, a 법인등록번호) share one budget per
 * client address and, when signed in, per account (LOOKUP_MAX_PER_IP per hour, in the database,
 * so it holds across API processes): enough for a person filling in a form, too few to walk a list.
 */
export async function assertLookupAllowed(
  ctx: Pick<Context, 'db' | 'env' | 'clientIp' | 'viewer'>,
  now: Date = new Date(),
): Promise<void> {
  const userId = findViewerUserId(ctx.viewer);
  const keys = [
    `lookup:ip:${ctx.clientIp ?? 'unknown'}`,
    ...(userId === null ? [] : [`lookup:user:${userId}`]),
  ];
  for (const key of keys) {
    const check = await tryHitRateLimit(
      ctx.db,
      key,
      { limit: ctx.env.lookupMaxPerIp, windowMs: LOOKUP_WINDOW_MS },
      now,
    );
    if (!check.isAllowed) {
      throw new TooManyRequestsError(LOOKUP_MESSAGES.tooMany(toMinutesUntil(check.retryAt, now)));
    }
  }
}
