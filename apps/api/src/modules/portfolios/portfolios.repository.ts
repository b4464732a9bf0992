import { categories, portfolioCategories, portfolios } from '@gongsa/db';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type PortfolioRow = {
  id: number;
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
};

/** The company's newest live portfolios. */
export function findLatestPortfolios(
  db: Database,
  profileId: number,
  limit: number,
): Promise<PortfolioRow[]> {
  return db
    .select({
      id: portfolios.id,
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
    })
    .from(portfolios)
    .where(and(eq(portfolios.profileId, profileId), isNull(portfolios.deletedAt)))
    .orderBy(desc(portfolios.createdAt), desc(portfolios.id))
    .limit(limit);
}

/** Category names of each portfolio, in one query for the whole page. */
export async function findPortfolioCategoryNames(
  db: Database,
  portfolioIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (portfolioIds.length === 0) return new Map();
  const rows = await db
    .select({ portfolioId: portfolioCategories.portfolioId, name: categories.name })
    .from(portfolioCategories)
    .innerJoin(categories, eq(categories.id, portfolioCategories.categoryId))
    .where(
      and(
        inArray(portfolioCategories.portfolioId, [...portfolioIds]),
        isNull(portfolioCategories.deletedAt),
      ),
    )
    .orderBy(asc(portfolioCategories.portfolioId), asc(portfolioCategories.id));
  const names = new Map<number, string[]>();
  for (const row of rows)
    names.set(row.portfolioId, [...(names.get(row.portfolioId) ?? []), row.name]);
  return names;
}
