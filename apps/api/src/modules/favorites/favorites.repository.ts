import {
  announcements,
  favoriteAnnouncements,
  favoritePortfolios,
  favoriteProfiles,
  portfolios,
  profiles,
  users,
} from '@gongsa/db';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';
import { findKeysetPage } from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';
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

/**
 * One kind of favourite: a table of (user, target) rows, soft-deleted on removal, whose partial
 * unique index over live rows lets the same target be favourited again later.
 */
export type FavoriteKind = {
  table: PgTable;
  userId: AnyPgColumn;
  targetId: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

export const FAVORITE_COMPANY: FavoriteKind = {
  table: favoriteProfiles,
  userId: favoriteProfiles.userId,
  targetId: favoriteProfiles.profileId,
  deletedAt: favoriteProfiles.deletedAt,
};

export const FAVORITE_PORTFOLIO: FavoriteKind = {
  table: favoritePortfolios,
  userId: favoritePortfolios.userId,
  targetId: favoritePortfolios.portfolioId,
  deletedAt: favoritePortfolios.deletedAt,
};

/** One user's favourite of one target. */
export type FavoriteKey = { userId: number; targetId: number };

/** Adds the favourite unless a live one exists (the partial unique index decides under races). */
export async function insertFavorite(
  db: Database,
  kind: FavoriteKind,
  { userId, targetId }: FavoriteKey,
  now: Date,
): Promise<void> {
  const column = (c: AnyPgColumn) => sql.identifier(c.name);
  await db.execute(sql`insert into ${kind.table}
    (${column(kind.userId)}, ${column(kind.targetId)}, created_at, updated_at)
    values (${userId}, ${targetId}, ${now}, ${now})
    on conflict (${column(kind.userId)}, ${column(kind.targetId)})
      where ${column(kind.deletedAt)} is null do nothing`);
}

/** Soft-deletes the user's live favourite of the target, if there is one. */
export async function deleteFavorite(
  db: Database,
  kind: FavoriteKind,
  { userId, targetId }: FavoriteKey,
  now: Date,
): Promise<void> {
  await db
    .update(kind.table)
    .set({ deletedAt: now } as never)
    .where(and(eq(kind.userId, userId), eq(kind.targetId, targetId), isNull(kind.deletedAt)));
}

/** Which of these targets the user has as a live favourite. */
export async function selectFavoriteTargetIds(
  db: Database,
  kind: FavoriteKind,
  userId: number,
  targetIds: readonly number[],
): Promise<number[]> {
  if (targetIds.length === 0) return [];
  const rows = await db
    .select({ id: sql<number>`${kind.targetId}`.mapWith(Number) })
    .from(kind.table)
    .where(
      and(eq(kind.userId, userId), inArray(kind.targetId, [...targetIds]), isNull(kind.deletedAt)),
    );
  return rows.map((row) => row.id);
}

/**
 * The user's live favourite of a portfolio that is live, its company and owner too (rows of
 * favorite_portfolios joined to portfolios): what the list shows and the count counts.
 */
function isLiveFavoritePortfolioOf(userId: number): SQL {
  return and(
    eq(favoritePortfolios.userId, userId),
    isNull(favoritePortfolios.deletedAt),
    isNull(portfolios.deletedAt),
    sql`exists (select 1 from ${profiles} join ${users} on ${users.id} = ${profiles.userId}
      where ${profiles.id} = ${portfolios.profileId}
        and ${profiles.deletedAt} is null and ${users.deletedAt} is null)`,
  )!;
}

/** The user's live favourites of live portfolios, most recently added first. */
export async function selectFavoritePortfolioPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: Array<{ favoriteId: number; portfolioId: number }>; totalCount: number }> {
  const visible = isLiveFavoritePortfolioOf(userId);
  return findKeysetPage(
    { id: favoritePortfolios.id, order: 'desc' },
    request,
    (keyset) =>
      db
        .select({ favoriteId: favoritePortfolios.id, portfolioId: favoritePortfolios.portfolioId })
        .from(favoritePortfolios)
        .innerJoin(portfolios, eq(portfolios.id, favoritePortfolios.portfolioId))
        .where(and(visible, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: count() })
        .from(favoritePortfolios)
        .innerJoin(portfolios, eq(portfolios.id, favoritePortfolios.portfolioId))
        .where(visible),
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
    .where(isLiveFavoritePortfolioOf(userId));
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
