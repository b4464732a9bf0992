import { favoriteProfiles, profiles, users } from '@gongsa/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../graphql/connection';
import {
  buildKeysetQuery,
  toDisplayOrder,
  type KeysetOrder,
} from '../../graphql/keyset.repository';

export type FavoriteRow = { id: number; createdAt: Date; profileId: number };

/** Adds the favourite unless a live one exists (the partial unique index decides under races). */
export async function insertFavoriteProfile(
  db: Database,
  userId: number,
  profileId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(favoriteProfiles)
    .values({ userId, profileId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({
      target: [favoriteProfiles.userId, favoriteProfiles.profileId],
      where: sql`${favoriteProfiles.deletedAt} is null`,
    });
}

/** Soft-deletes the user's live favourite of the profile, if there is one. */
export async function deleteFavoriteProfile(
  db: Database,
  userId: number,
  profileId: number,
  now: Date,
): Promise<void> {
  await db
    .update(favoriteProfiles)
    .set({ deletedAt: now })
    .where(
      and(
        eq(favoriteProfiles.userId, userId),
        eq(favoriteProfiles.profileId, profileId),
        isNull(favoriteProfiles.deletedAt),
      ),
    );
}

const FAVORITE_KEYSET: KeysetOrder = {
  sort: { column: favoriteProfiles.createdAt, fromCursor: (value) => new Date(String(value)) },
  id: favoriteProfiles.id,
  order: 'desc',
};

/** The user's live favourites of companies that still exist, most recently added first. */
export async function findFavoritePage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: FavoriteRow[]; totalCount: number }> {
  const visible = and(
    eq(favoriteProfiles.userId, userId),
    isNull(favoriteProfiles.deletedAt),
    isNull(profiles.deletedAt),
    isNull(users.deletedAt),
  );
  const keyset = buildKeysetQuery(FAVORITE_KEYSET, request);
  const rows = await db
    .select({
      id: favoriteProfiles.id,
      createdAt: favoriteProfiles.createdAt,
      profileId: favoriteProfiles.profileId,
    })
    .from(favoriteProfiles)
    .innerJoin(profiles, eq(profiles.id, favoriteProfiles.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(visible, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const [total] = await db
    .select({ value: count() })
    .from(favoriteProfiles)
    .innerJoin(profiles, eq(profiles.id, favoriteProfiles.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(visible);
  return { rows: toDisplayOrder(rows, request), totalCount: total?.value ?? 0 };
}
