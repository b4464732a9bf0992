import { rateLimitHits } from '@gongsa/db';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';

// Namespace for the rate limiter's advisory locks, apart from auth's (7301, 7302).
const RATE_LIMIT_LOCK_CLASS = 7310;

/**
 * Serialises hits on one key until the transaction ends, in every process on the database: the
 * next hit's count then sees this one's row. Two keys with the same hash only wait for each other.
 */
export async function lockRateLimitKey(db: Database, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_CLASS}, hashtext(${key}))`);
}

/** When each recorded hit on the key after `since` happened, oldest first. */
export async function listRateLimitHitTimes(
  db: Database,
  key: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hitAt, since)))
    .orderBy(asc(rateLimitHits.hitAt));
  return rows.map((row) => row.hitAt);
}

export async function insertRateLimitHit(
  db: Database,
  hit: { key: string; hitAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(rateLimitHits).values(hit);
}

/** Deletes up to `limit` hits whose window ended by `now`; returns how many went. */
export async function deleteExpiredRateLimitHits(
  db: Database,
  input: { now: Date; limit: number },
): Promise<number> {
  const expired = db
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(lte(rateLimitHits.expiresAt, input.now))
    .limit(input.limit);
  const deleted = await db
    .delete(rateLimitHits)
    .where(inArray(rateLimitHits.id, expired))
    .returning({ id: rateLimitHits.id });
  return deleted.length;
}
