import { follows, profiles, users } from '@gongsa/db';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { ProfileListTable } from '../profiles';

/** myFollowings lists these rows, most recently followed first (follows name the company's owner). */
export const FOLLOWING_LIST: ProfileListTable = {
  table: follows,
  id: follows.id,
  userId: follows.followerId,
  profileId: follows.followingId,
  names: 'owner',
  deletedAt: follows.deletedAt,
  at: follows.createdAt,
};

/** One member following one company's owner. */
export type FollowKey = { followerId: number; followingId: number };

/**
 * Follows unless a live follow exists: the partial unique index over live rows decides between
 * simultaneous calls, so fifty at once leave one row.
 */
export async function insertFollow(db: Database, key: FollowKey, now: Date): Promise<void> {
  await db
    .insert(follows)
    .values({ ...key, createdAt: now, updatedAt: now })
    .onConflictDoNothing({
      target: [follows.followerId, follows.followingId],
      where: isNull(follows.deletedAt),
    });
}

/** Ends the live follow, if there is one (soft delete: a later follow is a new row). */
export async function deleteFollow(db: Database, key: FollowKey, now: Date): Promise<void> {
  await db
    .update(follows)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(follows.followerId, key.followerId),
        eq(follows.followingId, key.followingId),
        isNull(follows.deletedAt),
      ),
    );
}

/** Which of these owners the member follows now. */
export async function selectFollowedIds(
  db: Database,
  followerId: number,
  followingIds: readonly number[],
): Promise<number[]> {
  if (followingIds.length === 0) return [];
  const rows = await db
    .select({ id: follows.followingId })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, followerId),
        inArray(follows.followingId, [...followingIds]),
        isNull(follows.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Live followers of each owner, counted on follows_following_id_idx (one index range per company;
 * no counter to keep right under races: ADR 0033 has the measurement).
 */
export async function countFollowers(
  db: Database,
  followingIds: readonly number[],
): Promise<Map<number, number>> {
  if (followingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: follows.followingId, value: count() })
    .from(follows)
    // A member who left no longer counts as a follower.
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(
      and(
        inArray(follows.followingId, [...followingIds]),
        isNull(follows.deletedAt),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(follows.followingId);
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** How many companies the member follows now: what myFollowings lists (live profile and owner). */
export async function countFollowings(db: Database, followerId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(follows)
    .innerJoin(profiles, eq(profiles.userId, follows.followingId))
    .innerJoin(users, eq(users.id, follows.followingId))
    .where(
      and(
        eq(follows.followerId, followerId),
        isNull(follows.deletedAt),
        isNull(profiles.deletedAt),
        isNull(users.deletedAt),
      ),
    );
  return row?.value ?? 0;
}
