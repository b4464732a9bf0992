import { categories, portfolioCategories, portfolioImages, portfolios, profiles } from '@gongsa/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { CategoryLink } from '../categories';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';

export const PORTFOLIO_COLUMNS = {
  id: portfolios.id,
  userId: portfolios.userId,
  profileId: portfolios.profileId,
  title: portfolios.title,
  description: portfolios.description,
  mainImageFileId: portfolios.mainImageFileId,
  locationSi: portfolios.locationSi,
  locationDo: portfolios.locationDo,
  constructionType: portfolios.constructionType,
  projectSize: portfolios.projectSize,
  servicePriceType: portfolios.servicePriceType,
  servicePrice: portfolios.servicePrice,
  serviceTermStart: portfolios.serviceTermStart,
  serviceTermEnd: portfolios.serviceTermEnd,
  createdAt: portfolios.createdAt,
};

export type PortfolioRow = {
  id: number;
  userId: number;
  profileId: number;
  title: string;
  description: string | null;
  mainImageFileId: number | null;
  locationSi: string | null;
  locationDo: string | null;
  constructionType: string | null;
  projectSize: string | null;
  servicePriceType: string | null;
  servicePrice: number | null;
  serviceTermStart: string | null;
  serviceTermEnd: string | null;
  createdAt: Date;
};

/** The columns createPortfolio and updatePortfolio write (the links are separate tables). */
export type PortfolioValues = {
  title: string;
  constructionType: string | null;
  locationSi: string;
  locationDo: string;
  projectSize: string | null;
  servicePriceType: (typeof portfolios.$inferInsert)['servicePriceType'];
  servicePrice: number | null;
  serviceTermStart: string;
  serviceTermEnd: string;
  description: string | null;
  mainImageFileId: number | null;
};

export type PortfolioListFilter = {
  /** Leaf trades, or a parent: a portfolio matches when one of its trades is or is under one. */
  categoryIds?: number[];
  locationSi?: string;
  locationDo?: string;
  profileId?: number;
  userId?: number;
};

/** Live portfolios with one of these trades, or a trade under one of them (대분류 → 업종 → 세부). */
function hasTradeUnder(categoryIds: number[]): SQL {
  return sql`exists (select 1 from ${portfolioCategories}
    join ${categories} on ${categories.id} = ${portfolioCategories.categoryId}
    where ${portfolioCategories.portfolioId} = ${portfolios.id}
      and ${portfolioCategories.deletedAt} is null
      and (${inArray(categories.id, categoryIds)} or ${inArray(categories.parentId, categoryIds)}
        or ${categories.parentId} in (select parent.id from ${categories} parent
          where ${inArray(sql`parent.parent_id`, categoryIds)})))`;
}

/** The trades of a portfolio, in the order saved (categories' findLinkedCategories reads it). */
export const PORTFOLIO_CATEGORY_LINK: CategoryLink = {
  name: 'portfolio',
  table: portfolioCategories,
  ownerId: portfolioCategories.portfolioId,
  categoryId: portfolioCategories.categoryId,
  position: portfolioCategories.id,
};

/** A portfolio is shown while its company is (a company that left takes its work along). */
const OF_LIVE_COMPANY = sql`exists (select 1 from ${profiles}
  where ${profiles.id} = ${portfolios.profileId} and ${profiles.deletedAt} is null)`;

function toConditions(filter: PortfolioListFilter): SQL {
  return and(
    isNull(portfolios.deletedAt),
    OF_LIVE_COMPANY,
    filter.profileId === undefined ? undefined : eq(portfolios.profileId, filter.profileId),
    filter.userId === undefined ? undefined : eq(portfolios.userId, filter.userId),
    filter.locationSi === undefined ? undefined : eq(portfolios.locationSi, filter.locationSi),
    filter.locationDo === undefined ? undefined : eq(portfolios.locationDo, filter.locationDo),
    filter.categoryIds && filter.categoryIds.length > 0
      ? hasTradeUnder(filter.categoryIds)
      : undefined,
  )!;
}

/** The list's order: newest first, id breaking ties (cursor: [createdAt, id]). */
export const PORTFOLIO_KEYSET: KeysetOrder = {
  sort: { column: portfolios.createdAt, type: 'date' },
  id: portfolios.id,
  order: 'desc',
};

/** A page of live portfolios, newest first. */
export async function selectPortfolioPage(
  db: Database,
  filter: PortfolioListFilter,
  request: PageRequest,
): Promise<{ rows: PortfolioRow[]; totalCount: number }> {
  const where = toConditions(filter);
  return findKeysetPage(
    PORTFOLIO_KEYSET,
    request,
    (keyset) =>
      db
        .select(PORTFOLIO_COLUMNS)
        .from(portfolios)
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: sql<number>`count(*)::int` })
        .from(portfolios)
        .where(where),
  );
}

export async function findLivePortfolio(db: Database, id: number): Promise<PortfolioRow | null> {
  const [row] = await db
    .select(PORTFOLIO_COLUMNS)
    .from(portfolios)
    .where(and(eq(portfolios.id, id), isNull(portfolios.deletedAt), OF_LIVE_COMPANY));
  return row ?? null;
}

/** The live portfolio under its row lock, for an update or a delete. */
export async function findLivePortfolioForUpdate(
  tx: Database,
  id: number,
): Promise<PortfolioRow | null> {
  const [row] = await tx
    .select(PORTFOLIO_COLUMNS)
    .from(portfolios)
    .where(and(eq(portfolios.id, id), isNull(portfolios.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function selectLivePortfoliosByIds(
  db: Database,
  ids: readonly number[],
): Promise<PortfolioRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(PORTFOLIO_COLUMNS)
    .from(portfolios)
    .where(and(inArray(portfolios.id, [...ids]), isNull(portfolios.deletedAt), OF_LIVE_COMPANY));
}

export async function insertPortfolio(
  tx: Database,
  owner: { userId: number; profileId: number },
  values: PortfolioValues,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(portfolios)
    .values({ ...owner, ...values, createdAt: now, updatedAt: now })
    .returning({ id: portfolios.id });
  return row!.id;
}

export async function updatePortfolioRow(
  tx: Database,
  id: number,
  values: PortfolioValues,
  now: Date,
): Promise<void> {
  await tx
    .update(portfolios)
    .set({ ...values, updatedAt: now })
    .where(eq(portfolios.id, id));
}

export async function softDeletePortfolio(tx: Database, id: number, now: Date): Promise<void> {
  await tx.update(portfolios).set({ deletedAt: now, updatedAt: now }).where(eq(portfolios.id, id));
}

/** Replaces the trades and the ordered photos of a portfolio (the form saves them whole). */
export async function replacePortfolioLinks(
  tx: Database,
  portfolioId: number,
  links: { categoryIds: number[]; imageFileIds: number[] },
): Promise<void> {
  await tx.delete(portfolioCategories).where(eq(portfolioCategories.portfolioId, portfolioId));
  await tx.delete(portfolioImages).where(eq(portfolioImages.portfolioId, portfolioId));
  if (links.categoryIds.length > 0) {
    await tx
      .insert(portfolioCategories)
      .values(links.categoryIds.map((categoryId) => ({ portfolioId, categoryId })));
  }
  if (links.imageFileIds.length > 0) {
    await tx
      .insert(portfolioImages)
      .values(links.imageFileIds.map((fileId, priority) => ({ portfolioId, fileId, priority })));
  }
}

/** The photos of each portfolio, in their order. */
export async function selectPortfolioImageFileIds(
  db: Database,
  portfolioIds: readonly number[],
): Promise<Array<{ portfolioId: number; fileId: number }>> {
  if (portfolioIds.length === 0) return [];
  return db
    .select({ portfolioId: portfolioImages.portfolioId, fileId: portfolioImages.fileId })
    .from(portfolioImages)
    .where(
      and(
        inArray(portfolioImages.portfolioId, [...portfolioIds]),
        isNull(portfolioImages.deletedAt),
      ),
    )
    .orderBy(
      asc(portfolioImages.portfolioId),
      asc(portfolioImages.priority),
      asc(portfolioImages.id),
    );
}

/** Live portfolios per user (User.portfolioCount). */
export async function countLivePortfoliosOfUsers(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: portfolios.userId, value: sql<number>`count(*)::int` })
    .from(portfolios)
    .where(and(inArray(portfolios.userId, [...userIds]), isNull(portfolios.deletedAt)))
    .groupBy(portfolios.userId);
  return new Map(rows.map((row) => [row.userId, row.value]));
}

/**
 * recommendPortfolios' candidates: the newest live portfolios with a main photo, a bounded window
 * (the service keeps one per company first). Served by portfolios_created_at_idx.
 */
export async function selectNewestPortfoliosWithImage(
  db: Database,
  limit: number,
): Promise<PortfolioRow[]> {
  return db
    .select(PORTFOLIO_COLUMNS)
    .from(portfolios)
    .where(
      and(isNull(portfolios.deletedAt), isNotNull(portfolios.mainImageFileId), OF_LIVE_COMPANY),
    )
    .orderBy(desc(portfolios.createdAt), desc(portfolios.id))
    .limit(limit);
}

export type SimilarPortfolioRow = PortfolioRow & { sameTrade: boolean; sameRegion: boolean };

/**
 * Portfolios like this one: sharing a trade (업종: the parent of a leaf, so 도배 and 실크벽지
 * meet) first, then in the same 시/도; newest first within each. The portfolio itself is left out.
 */
export async function selectSimilarPortfolios(
  db: Database,
  portfolio: Pick<PortfolioRow, 'id' | 'locationSi'>,
  limit: number,
): Promise<SimilarPortfolioRow[]> {
  // Written with aliases: in a select list Drizzle leaves a single table's columns unqualified.
  const sameTrade = sql<boolean>`exists (select 1 from portfolio_categories link
    join categories trade on trade.id = link.category_id
    where link.portfolio_id = "portfolios"."id" and link.deleted_at is null
      and coalesce(trade.parent_id, trade.id) in (select coalesce(own.parent_id, own.id)
        from portfolio_categories own_link join categories own on own.id = own_link.category_id
        where own_link.portfolio_id = ${portfolio.id} and own_link.deleted_at is null))`;
  const sameRegion =
    portfolio.locationSi === null
      ? sql<boolean>`false`
      : sql<boolean>`coalesce("portfolios"."location_si" = ${portfolio.locationSi}, false)`;
  const rows = await db
    .select({ ...PORTFOLIO_COLUMNS, sameTrade, sameRegion })
    .from(portfolios)
    .where(
      and(
        isNull(portfolios.deletedAt),
        OF_LIVE_COMPANY,
        ne(portfolios.id, portfolio.id),
        sql`(${sameTrade} or ${sameRegion})`,
      ),
    )
    .orderBy(desc(sameTrade), desc(sameRegion), desc(portfolios.id))
    .limit(limit);
  return rows;
}
