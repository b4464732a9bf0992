import { favoriteProfiles } from '@gongsa/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { ProfileListTable } from '../profiles';

/** favoriteEnterprises lists these rows, most recently added first. */
export const FAVORITE_LIST: ProfileListTable = {
  table: favoriteProfiles,
  id: favoriteProfiles.id,
  userId: favoriteProfiles.userId,
  profileId: favoriteProfiles.profileId,
  deletedAt: favoriteProfiles.deletedAt,
  at: favoriteProfiles.createdAt,
};

/** One user's favourite of one company. */
export type FavoriteKey = { userId: number; profileId: number };

/** Adds the favourite unless a live one exists (the partial unique index decides under races). */
export async function insertFavoriteProfile(
  db: Database,
  { userId, profileId }: FavoriteKey,
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
  { userId, profileId }: FavoriteKey,
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
