import type { Database } from '../../app/database';
import {
  insertRateLimitHit,
  listRateLimitHitTimes,
  lockRateLimitKey,
} from './rate-limit.repository';

export type RateLimitCheck = { isAllowed: true } | { isAllowed: false; retryAt: Date };

/**
 * Records a hit on `key` unless it already has `limit` hits in the sliding window ending `now`,
 * and tells a refused caller when the oldest counted hit leaves the window. The count lives in
 * the database (rate_limit_hits) under a per-key advisory lock, so it holds across every API
 * process and two simultaneous requests cannot both take the last slot. Refused hits are not
 * recorded, so hammering a closed window does not keep it closed.
 */
export async function tryHitRateLimit(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number },
  now: Date = new Date(),
): Promise<RateLimitCheck> {
  return db.transaction(async (tx) => {
    await lockRateLimitKey(tx, key);
    const hits = await listRateLimitHitTimes(tx, key, new Date(now.getTime() - options.windowMs));
    if (hits.length >= options.limit) {
      // The window reopens when enough of the oldest hits have left it to go below the limit.
      const oldestCounted = hits[hits.length - options.limit]!;
      return { isAllowed: false, retryAt: new Date(oldestCounted.getTime() + options.windowMs) };
    }
    await insertRateLimitHit(tx, {
      key,
      hitAt: now,
      expiresAt: new Date(now.getTime() + options.windowMs),
    });
    return { isAllowed: true };
  });
}

/** Whole minutes (at least 1) until a refused caller may try again, for the Korean message. */
export function toMinutesUntil(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
}
