import {
  announcements,
  favoriteAnnouncements,
  favoritePortfolios,
  favoriteProfiles,
  portfolios,
  profiles,
  users,
} from '@gongsa/db';
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

export type FavoriteCounts = {
  favoriteProfileCount: number;
  favoriteAnnouncementCount: number;
  favoritePortfolioCount: number;
};

/**
 * How many live favourites of live targets the user has, per kind, in one statement: a company
 * counts while its profile and owner exist (as favoriteEnterprises lists it), a request while it
 * is not deleted (as favoriteAnnouncements lists it), a portfolio while it and its company exist.
 */
export async function countLiveFavorites(db: Database, userId: number): Promise<FavoriteCounts> {
  const profileCount = db
    .select({ value: sql<number>`count(*)::integer` })
    .from(favoriteProfiles)
    .innerJoin(profiles, eq(profiles.id, favoriteProfiles.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(favoriteProfiles.userId, userId),
        isNull(favoriteProfiles.deletedAt),
        isNull(profiles.deletedAt),
        isNull(users.deletedAt),
      ),
    );
  const announcementCount = db
    .select({ value: sql<number>`count(*)::integer` })
    .from(favoriteAnnouncements)
    .innerJoin(announcements, eq(announcements.id, favoriteAnnouncements.announcementId))
    .where(
      and(
        eq(favoriteAnnouncements.userId, userId),
        isNull(favoriteAnnouncements.deletedAt),
        isNull(announcements.deletedAt),
      ),
    );
  const portfolioCount = db
    .select({ value: sql<number>`count(*)::integer` })
    .from(favoritePortfolios)
    .innerJoin(portfolios, eq(portfolios.id, favoritePortfolios.portfolioId))
    .innerJoin(profiles, eq(profiles.id, portfolios.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(favoritePortfolios.userId, userId),
        isNull(favoritePortfolios.deletedAt),
        isNull(portfolios.deletedAt),
        isNull(profiles.deletedAt),
        isNull(users.deletedAt),
      ),
    );
  const [row] = await db
    .select({
      favoriteProfileCount: sql<number>`(${profileCount})`,
      favoriteAnnouncementCount: sql<number>`(${announcementCount})`,
      favoritePortfolioCount: sql<number>`(${portfolioCount})`,
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('favourite counts returned nothing');
  return row;
}
