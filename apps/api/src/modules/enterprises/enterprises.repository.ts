import {
  announcementCategories,
  announcements,
  categories,
  criGrades,
  enterpriseCredits,
  files,
  isListedProfile,
  licenses,
  profileCategories,
  profileLicenses,
  profileListedCategories,
  profileSortKeys,
  profiles,
  toBigramQuery,
  type StoredFile,
  escapeLike,
} from '@gongsa/db';
import { EARTH_RADIUS_KM, type ProfileType } from '@gongsa/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { definePreparedStatement, isAnyOfIds } from '../../platform/prepared.repository';
import {
  buildKeysetQuery,
  carriedCountColumn,
  toDisplayOrder,
  type KeysetOrder,
} from '../../platform/keyset.repository';
import {
  PROFILE_COLUMNS,
  PROFILE_CORE_COLUMNS,
  createEmptyProfileInfoColumns,
  type ProfileRow,
} from '../profiles';

export type GeoPoint = { latitude: number; longitude: number };
export type AmountBound = { min: number; max: number | null };
export type StatBound = { minReviewCount?: number; minRating?: number };

/** What a /company search asks for, already validated and translated by the service. */
export type EnterpriseListFilter = {
  /** Exact company unique number (stored upper-case). */
  uniqueId?: string;
  /** Every word must be in the company name (ILIKE, served by bigram / trigram indexes). */
  nameWords?: string[];
  /** A 초성 query without spaces, matched against profiles.choseong. */
  choseong?: string;
  /** Live selected categories of any depth (selectLiveCategoryIds); any leaf under one matches. */
  categoryIds?: number[];
  licenseIds?: number[];
  criIds?: number[];
  salesBounds?: AmountBound[];
  priceBounds?: AmountBound[];
  statBounds?: StatBound[];
  /** Whole 시/도 (profiles.si). */
  siList?: string[];
  /** '시/도 시/군/구' (profiles.sigungu). */
  sigunguList?: string[];
  hasPortfolio?: boolean;
  orderType?: 'PUBLIC' | 'PRIVATE';
};

export type EnterpriseSort =
  'RECOMMENDED' | 'RATING' | 'REVIEW_COUNT' | 'PORTFOLIO_COUNT' | 'SALES' | 'DISTANCE';

export type EnterpriseListRow = ProfileRow & {
  sortKey: number;
  /** The list's capped count, when the page was asked to carry it (see selectEnterprisePage). */
  matchCount: number | null;
};

const SORT_KEYS = profileSortKeys(profiles);

// Far beyond any distance on Earth: companies without coordinates sort after every located one.
const UNKNOWN_DISTANCE_KM = 100_000;

/** Great-circle distance in km (6371 km sphere), the SQL twin of haversineKm in @gongsa/domain. */
function distanceKmSql(origin: GeoPoint): SQL {
  return sql`coalesce(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${profiles.latitude} - ${origin.latitude}::float8) / 2), 2)
    + cos(radians(${origin.latitude}::float8)) * cos(radians(${profiles.latitude}))
    * power(sin(radians(${profiles.longitude} - ${origin.longitude}::float8) / 2), 2)
  ))), ${UNKNOWN_DISTANCE_KM}::float8)`;
}

function toKeysetOrder(sort: EnterpriseSort, origin: GeoPoint | null): KeysetOrder {
  const byKey = (column: NonNullable<KeysetOrder['sort']>['column']): KeysetOrder => ({
    sort: { column, type: 'number', key: sort },
    id: profiles.id,
    order: 'desc',
  });
  switch (sort) {
    case 'RECOMMENDED':
      return byKey(SORT_KEYS.recommended);
    case 'RATING':
      return byKey(SORT_KEYS.rating);
    case 'REVIEW_COUNT':
      return byKey(profiles.reviewCount);
    case 'PORTFOLIO_COUNT':
      return byKey(profiles.portfolioCount);
    case 'SALES':
      return byKey(SORT_KEYS.sales);
    case 'DISTANCE':
      if (origin === null) throw new Error('distance sort without an origin');
      // Nearest first; id ascending breaks ties so the order is total.
      return {
        sort: { column: distanceKmSql(origin), type: 'number', key: sort },
        id: profiles.id,
        order: 'asc',
      };
  }
}

/**
 * Text typed for a company name (or its 초성): ILIKE is the truth, the indexes only narrow
 * candidates.
 */
function matchSearchText(
  column: typeof profiles.companyName | typeof profiles.choseong,
  text: string,
): SQL {
  const contains = ilike(column, `%${escapeLike(text)}%`);
  const characters = Array.from(text);
  // One character gives no bigram or trigram: the GIN index over the name's characters
  // (profiles_company_name_chars_idx, same expression) finds the candidates, ILIKE confirms.
  if (characters.length === 1 && column === profiles.companyName) {
    return and(
      sql`regexp_split_to_array(lower(${profiles.companyName}), '') @> array[lower(${text})]`,
      contains,
    ) as SQL;
  }
  // Two characters give no trigram: the bigram tsvector (GIN) finds the candidates first.
  const bigramQuery = characters.length === 2 ? toBigramQuery(text) : null;
  return bigramQuery === null
    ? contains
    : (and(
        sql`${profiles.searchBigrams} @@ to_tsquery('simple', ${bigramQuery})`,
        contains,
      ) as SQL);
}

function matchAmountBounds(
  column: SQL | typeof profiles.mainBusinessPrice,
  bounds: AmountBound[],
): SQL {
  return or(
    ...bounds.map((bound) =>
      bound.max === null
        ? sql`${column} >= ${bound.min}`
        : sql`(${column} >= ${bound.min} and ${column} < ${bound.max})`,
    ),
  ) as SQL;
}

/**
 * How a join-table filter (licences) is written. A page walks a sort index and
 * probes the join table per row (`exists`), stopping after one page. A count visits every match:
 * the ids are collected from the join table's (key, profile) index first and looked up by
 * primary key, which for a rare licence is a few hundred probes instead of a pass over all rows.
 */
type JoinFilterMode = 'page' | 'count';

function matchJoinTable(mode: JoinFilterMode, table: typeof profileLicenses, condition: SQL): SQL {
  return mode === 'page'
    ? sql`exists (select 1 from ${table} where ${table.profileId} = ${profiles.id} and ${condition})`
    : sql`${profiles.id} = any(array(select ${table.profileId} from ${table} where ${condition}))`;
}

/*
 * The rows /company may list (isListedProfile). Leaving soft-deletes the profile in the same
 * transaction, so a live profile always belongs to a live user and no join to users is needed:
 * the count of a whole list stays an index-only scan of the partial list indexes.
 */
function isListed(): SQL {
  return isListedProfile(profiles);
}

function buildConditions(filter: EnterpriseListFilter, mode: JoinFilterMode): SQL[] {
  const conditions: SQL[] = [isListed()];
  if (filter.uniqueId !== undefined) conditions.push(eq(profiles.uniqueId, filter.uniqueId));
  for (const word of filter.nameWords ?? []) {
    conditions.push(matchSearchText(profiles.companyName, word));
  }
  if (filter.choseong !== undefined) {
    conditions.push(matchSearchText(profiles.choseong, filter.choseong));
  }
  if (filter.categoryIds !== undefined) {
    conditions.push(
      filter.categoryIds.length === 0
        ? sql`false`
        : // A GIN bitmap on the partial list index, ANDed with the other filters' indexes.
          sql`${profiles.categoryIds} && array[${sql.join(
            filter.categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::bigint[]`,
    );
  }
  if (filter.licenseIds?.length) {
    conditions.push(
      matchJoinTable(mode, profileLicenses, inArray(profileLicenses.licenseId, filter.licenseIds)),
    );
  }
  if (filter.criIds?.length) conditions.push(inArray(profiles.criGradeId, filter.criIds));
  if (filter.salesBounds?.length) {
    // On the sort-key expression (equal for bounds ≥ 0), so a count is an index-only range scan.
    conditions.push(matchAmountBounds(SORT_KEYS.sales, filter.salesBounds));
  }
  if (filter.priceBounds?.length) {
    conditions.push(matchAmountBounds(profiles.mainBusinessPrice, filter.priceBounds));
  }
  if (filter.statBounds?.length) {
    conditions.push(
      or(
        ...filter.statBounds.map((bound) =>
          bound.minReviewCount !== undefined
            ? sql`${profiles.reviewCount} >= ${bound.minReviewCount}`
            : sql`${profiles.rating} >= ${bound.minRating ?? 0}`,
        ),
      ) as SQL,
    );
  }
  const regions: SQL[] = [];
  if (filter.siList?.length) regions.push(inArray(profiles.si, filter.siList));
  if (filter.sigunguList?.length) regions.push(inArray(profiles.sigungu, filter.sigunguList));
  if (regions.length > 0) conditions.push(or(...regions) as SQL);
  if (filter.hasPortfolio) conditions.push(sql`${profiles.portfolioCount} > 0`);
  if (filter.orderType !== undefined) {
    const amount =
      filter.orderType === 'PUBLIC'
        ? enterpriseCredits.publicAmount
        : enterpriseCredits.privateAmount;
    conditions.push(sql`exists (
      select 1 from ${enterpriseCredits}
      where ${enterpriseCredits.profileId} = ${profiles.id}
        and ${enterpriseCredits.deletedAt} is null and ${amount} > 0
    )`);
  }
  return conditions;
}

/** Radii tried in turn around the cursor before the distance sort reads the whole list. */
const DISTANCE_SEARCH_RADII_KM = [2, 8, 32, 128, 512];
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * A box around the origin that holds every point within radiusKm (or null when it would wrap
 * around a pole or the antimeridian). Lines of longitude converge, so the longitude half-width
 * uses the box edge nearest the pole.
 */
function boundingBox(origin: GeoPoint, radiusKm: number): SQL | null {
  const latitudeDelta = radiusKm / KM_PER_DEGREE_LATITUDE;
  const poleward = Math.abs(origin.latitude) + latitudeDelta;
  if (poleward >= 89) return null;
  const longitudeDelta = latitudeDelta / Math.cos((poleward * Math.PI) / 180);
  if (Math.abs(origin.longitude) + longitudeDelta >= 180) return null;
  return sql`${profiles.latitude} between ${origin.latitude - latitudeDelta}::float8 and ${origin.latitude + latitudeDelta}::float8
    and ${profiles.longitude} between ${origin.longitude - longitudeDelta}::float8 and ${origin.longitude + longitudeDelta}::float8`;
}

/** What the Profile fields of a list card read from the row itself (the rest load by id). */
const ENTERPRISE_CARD_COLUMNS = { ...PROFILE_CORE_COLUMNS, companyName: profiles.companyName };

/**
 * One page of listed companies in display order (up to limit + 1 rows, see toConnection).
 * isCardOnly reads just ENTERPRISE_CARD_COLUMNS: mapping 35 columns per row is a measurable part
 * of the API's CPU per list request. With countLimit, each row also carries the list's count
 * capped at that limit (matchCount): PostgreSQL evaluates it once per statement, and the /company
 * page saves a round trip (ADR 0016, 2026-11-27).
 */
export async function selectEnterprisePage(
  db: Database,
  options: {
    filter: EnterpriseListFilter;
    sort: EnterpriseSort;
    origin: GeoPoint | null;
    request: PageRequest;
    isCardOnly: boolean;
    countLimit?: number | null;
  },
): Promise<EnterpriseListRow[]> {
  const keysetOrder = toKeysetOrder(options.sort, options.origin);
  const keyset = buildKeysetQuery(keysetOrder, options.request);
  const sortKey = keysetOrder.sort!.column;
  const conditions = [...buildConditions(options.filter, 'page'), keyset.where];
  const countLimit = options.countLimit ?? null;
  // float8 so both drivers hand back a JS number for the cursor (bigint arrives as a string).
  const extraColumns = {
    sortKey: sql<number>`(${sortKey})::float8`,
    matchCount: carriedCountColumn(
      countLimit === null ? null : selectMatchesUpTo(db, options.filter, countLimit),
    ),
  };
  const readPage = async (extra: SQL[]): Promise<EnterpriseListRow[]> => {
    const where = and(...conditions, ...extra);
    if (!options.isCardOnly) {
      return db
        .select({ ...PROFILE_COLUMNS, ...extraColumns })
        .from(profiles)
        .where(where)
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit);
    }
    const rows = await db
      .select({ ...ENTERPRISE_CARD_COLUMNS, ...extraColumns })
      .from(profiles)
      .where(where)
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    // The empty info columns stand in for what a card-only page does not read: the service asks
    // for one only when the query selects no Profile field that reads them (info, isCompleted …),
    // so these values never reach a client.
    return rows.map((row) => Object.assign(createEmptyProfileInfoColumns(), row));
  };

  /*
   * Distance has no index order, so sorting the whole list costs a full scan. Forward pages look
   * inside growing circles around the origin first (a latitude/longitude box the location index
   * serves, then the exact distance): once a circle holds a full page, nothing outside it can
   * come earlier, so the page is exact.
   */
  const origin = options.origin;
  if (options.sort === 'DISTANCE' && origin !== null && options.request.direction === 'forward') {
    const startKm =
      typeof options.request.after?.sortValue === 'number' ? options.request.after.sortValue : 0;
    for (const radius of DISTANCE_SEARCH_RADII_KM) {
      const limitKm = startKm + radius;
      const box = boundingBox(origin, limitKm);
      if (box === null) break;
      const rows = await readPage([box, sql`${sortKey} <= ${limitKm}::float8`]);
      if (rows.length === keyset.limit) return rows;
    }
  }
  return toDisplayOrder(await readPage([]), options.request);
}

/**
 * The trade and 시/도 of a filter that holds nothing else (one category id, any 시/도, no other
 * condition), or null. Such a count is read from profile_listed_categories, whose index holds
 * exactly the matches (ADR 0025); any other filter counts profiles.
 */
function toTradeRegionFilter(
  filter: EnterpriseListFilter,
): { categoryId: number; siList: string[] } | null {
  const { categoryIds, siList, ...rest } = filter;
  if (categoryIds?.length !== 1) return null;
  for (const value of Object.values(rest)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0) && value !== false) {
      return null;
    }
  }
  return { categoryId: categoryIds[0]!, siList: siList ?? [] };
}

function selectTradeRegionMatches(
  db: Database,
  tradeRegion: { categoryId: number; siList: string[] },
) {
  return db
    .select({ profileId: profileListedCategories.profileId })
    .from(profileListedCategories)
    .where(
      and(
        eq(profileListedCategories.categoryId, tradeRegion.categoryId),
        tradeRegion.siList.length > 0
          ? inArray(profileListedCategories.si, tradeRegion.siList)
          : undefined,
      ),
    );
}

export async function countEnterprises(
  db: Database,
  filter: EnterpriseListFilter,
): Promise<number> {
  const tradeRegion = toTradeRegionFilter(filter);
  if (tradeRegion !== null) {
    const matches = selectTradeRegionMatches(db, tradeRegion).as('matches');
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
    return row?.count ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(...buildConditions(filter, 'count')));
  return row?.count ?? 0;
}

/** The matches of a filter, at most `limit + 1` of them (the capped count's subquery). */
function selectMatchesUpTo(db: Database, filter: EnterpriseListFilter, limit: number) {
  const tradeRegion = toTradeRegionFilter(filter);
  return (
    tradeRegion !== null
      ? selectTradeRegionMatches(db, tradeRegion)
      : db
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(...buildConditions(filter, 'count')))
  ).limit(limit + 1);
}

/**
 * The same count, stopping after `limit + 1` rows: PostgreSQL reads at most that many matches,
 * so the unfiltered list or a common syllable no longer scans every listed company per view.
 */
export async function countEnterprisesUpTo(
  db: Database,
  filter: EnterpriseListFilter,
  limit: number,
): Promise<number> {
  const matches = selectMatchesUpTo(db, filter, limit).as('matches');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
  return row?.count ?? 0;
}

/** Listed companies with these ids, in no particular order. */
export async function selectListedEnterprisesByIds(
  db: Database,
  ids: number[],
): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(PROFILE_COLUMNS)
    .from(profiles)
    .where(and(isListed(), inArray(profiles.id, ids)));
}

export type EnterpriseCardRow = {
  id: number;
  type: ProfileType;
  rating: number;
  reviewCount: number;
  portfolioCount: number;
  latitude: number | null;
  longitude: number | null;
  si: string | null;
  sigungu: string | null;
  cri: { id: number; name: string; priority: number } | null;
  mainCategoryPath: string[];
  licenseNames: string[];
  logo: StoredFile | null;
};

const mainCategory = alias(categories, 'main_category');
const mainParent = alias(categories, 'main_parent');
const mainGrandparent = alias(categories, 'main_grandparent');

/*
 * The list-card fields of profiles by id, licence names included (one statement, not two: a page
 * of cards is one round trip). Prepared: a list page sends it on every view.
 */
const selectCardsStatement = definePreparedStatement((db) =>
  db
    .select({
      id: profiles.id,
      type: profiles.type,
      rating: profiles.rating,
      reviewCount: profiles.reviewCount,
      portfolioCount: profiles.portfolioCount,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      si: profiles.si,
      sigungu: profiles.sigungu,
      criId: criGrades.id,
      criName: criGrades.name,
      criPriority: criGrades.priority,
      categoryName: mainCategory.name,
      parentName: mainParent.name,
      grandparentName: mainGrandparent.name,
      licenseNames: sql<string[]>`array(
        select ${licenses.name} from ${profileLicenses}
        join ${licenses} on ${licenses.id} = ${profileLicenses.licenseId}
        where ${profileLicenses.profileId} = ${profiles.id} and ${profileLicenses.deletedAt} is null
        order by ${licenses.priority}, ${licenses.id}
      )`,
      logo: files,
    })
    .from(profiles)
    .leftJoin(criGrades, and(eq(criGrades.id, profiles.criGradeId), isNull(criGrades.deletedAt)))
    .leftJoin(
      mainCategory,
      and(eq(mainCategory.id, profiles.mainCategoryId), isNull(mainCategory.deletedAt)),
    )
    .leftJoin(mainParent, eq(mainParent.id, mainCategory.parentId))
    .leftJoin(mainGrandparent, eq(mainGrandparent.id, mainParent.parentId))
    .leftJoin(files, and(eq(files.id, profiles.logoImgFileId), isNull(files.deletedAt)))
    .where(isAnyOfIds(profiles.id))
    .prepare('enterprise_cards'),
);

/** The list-card fields of these profiles (any state: a card may show a company that left). */
export async function selectEnterpriseCards(
  db: Database,
  ids: number[],
): Promise<EnterpriseCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCardsStatement(db).execute({ ids });
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    rating: row.rating,
    reviewCount: row.reviewCount,
    portfolioCount: row.portfolioCount,
    latitude: row.latitude,
    longitude: row.longitude,
    si: row.si,
    sigungu: row.sigungu,
    cri:
      row.criId === null || row.criName === null || row.criPriority === null
        ? null
        : { id: row.criId, name: row.criName, priority: row.criPriority },
    mainCategoryPath: [row.grandparentName, row.parentName, row.categoryName].filter(
      (name): name is string => name !== null,
    ),
    licenseNames: row.licenseNames,
    logo: row.logo,
  }));
}

/** The viewer's own profile: what recommendations are matched against. */
export type ViewerProfileRow = {
  id: number;
  si: string | null;
  sigungu: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: { id: number; name: string }[];
};

export async function findViewerProfile(
  db: Database,
  userId: number,
): Promise<ViewerProfileRow | null> {
  const [profile] = await db
    .select({
      id: profiles.id,
      si: profiles.si,
      sigungu: profiles.sigungu,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
    })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)))
    .limit(1);
  if (!profile) return null;
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(and(eq(profileCategories.profileId, profile.id), isNull(categories.deletedAt)))
    .orderBy(asc(categories.priority), asc(categories.id));
  return { ...profile, categories: categoryRows };
}

export type RecommendationRow = ProfileRow & {
  si: string | null;
  rating: number;
  reviewCount: number;
  portfolioCount: number;
  sigungu: string | null;
  /** The first of the viewer's categories this company shares, if any. */
  sharedCategoryName: string | null;
  isSameRegion: boolean;
};

/**
 * Listed companies ranked for a viewer: shared categories weigh most, then the same 시/군/구
 * (or 시/도), then activity (rating, reviews, portfolios). The viewer's own profile is excluded.
 */
export async function selectRecommendations(
  db: Database,
  viewer: ViewerProfileRow,
  limit: number,
): Promise<RecommendationRow[]> {
  const categoryIds = viewer.categories.map((category) => category.id);
  const sharesCategory =
    categoryIds.length === 0
      ? sql`false`
      : sql`exists (
          select 1 from ${profileCategories}
          where ${profileCategories.profileId} = ${profiles.id}
            and ${inArray(profileCategories.categoryId, categoryIds)}
        )`;
  const isSameSigungu =
    viewer.sigungu === null ? sql`false` : sql`${profiles.sigungu} = ${viewer.sigungu}`;
  const isSameSi = viewer.si === null ? sql`false` : sql`${profiles.si} = ${viewer.si}`;
  const activity = sql`(${profiles.rating} * 2 + least(${profiles.reviewCount}, 50) * 0.2 + least(${profiles.portfolioCount}, 20) * 0.25)`;
  const score = sql`(
    case when ${sharesCategory} then 100 else 0 end
    + case when ${isSameSigungu} then 40 when ${isSameSi} then 20 else 0 end
    + ${activity}
  )`;
  const readRanked = (extra: SQL[]) =>
    db
      .select({
        ...PROFILE_COLUMNS,
        rating: profiles.rating,
        reviewCount: profiles.reviewCount,
        portfolioCount: profiles.portfolioCount,
        si: profiles.si,
        sigungu: profiles.sigungu,
      })
      .from(profiles)
      .where(and(isListed(), sql`${profiles.id} <> ${viewer.id}`, ...extra))
      .orderBy(desc(score), desc(profiles.id))
      .limit(limit);
  /*
   * A shared trade scores 100, more than region (≤ 40) plus activity (≤ 25) can add up to, so when
   * enough companies share one the whole answer is among them: rank only those (found through
   * the profile_categories index) instead of scoring every listed company.
   */
  let rows =
    categoryIds.length === 0
      ? []
      : await readRanked([
          sql`${profiles.id} in (select ${profileCategories.profileId} from ${profileCategories} where ${inArray(profileCategories.categoryId, categoryIds)})`,
        ]);
  if (rows.length < limit) rows = await readRanked([]);
  const shared =
    categoryIds.length === 0 || rows.length === 0
      ? []
      : await db
          .select({ profileId: profileCategories.profileId, name: categories.name })
          .from(profileCategories)
          .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
          .where(
            and(
              inArray(
                profileCategories.profileId,
                rows.map((row) => row.id),
              ),
              inArray(profileCategories.categoryId, categoryIds),
            ),
          )
          .orderBy(asc(categories.priority), asc(categories.id));
  const sharedNames = new Map<number, string>();
  for (const row of shared) {
    if (!sharedNames.has(row.profileId)) sharedNames.set(row.profileId, row.name);
  }
  return rows.map((row) => ({
    ...row,
    sharedCategoryName: sharedNames.get(row.id) ?? null,
    isSameRegion:
      (viewer.sigungu !== null && row.sigungu === viewer.sigungu) ||
      (viewer.si !== null && row.si === viewer.si),
  }));
}

/**
 * The 업종 (parents of the leaf trades requests name) with the most requests published since
 * `since`, busiest first: what logged-out visitors are shown companies of (ADR 0037).
 */
export async function selectBusiestTrades(
  db: Database,
  since: Date,
  limit: number,
): Promise<Array<{ id: number; name: string; requestCount: number }>> {
  const leaf = alias(categories, 'leaf');
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      requestCount: sql<number>`count(distinct ${announcements.id})::int`,
    })
    .from(announcementCategories)
    .innerJoin(announcements, eq(announcements.id, announcementCategories.announcementId))
    .innerJoin(leaf, eq(leaf.id, announcementCategories.categoryId))
    .innerJoin(categories, eq(categories.id, leaf.parentId))
    .where(
      and(
        isNull(announcementCategories.deletedAt),
        isNull(announcements.deletedAt),
        sql`${announcements.createdAt} >= ${since}`,
        isNull(categories.deletedAt),
      ),
    )
    .groupBy(categories.id, categories.name)
    .orderBy(sql`count(distinct ${announcements.id}) desc`, asc(categories.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, requestCount: Number(row.requestCount) }));
}

export type RatedCompanyRow = ProfileRow & {
  rating: number;
  reviewCount: number;
  portfolioCount: number;
};

/**
 * Listed companies best rated first (then more reviews, then the newest), in one trade (any
 * category id, leaf or parent, on the company's category_ids) or among all.
 */
export function selectBestRatedCompanies(
  db: Database,
  tradeId: number | null,
  limit: number,
): Promise<RatedCompanyRow[]> {
  return db
    .select({
      ...PROFILE_COLUMNS,
      rating: profiles.rating,
      reviewCount: profiles.reviewCount,
      portfolioCount: profiles.portfolioCount,
    })
    .from(profiles)
    .where(
      and(
        isListed(),
        tradeId === null ? undefined : sql`${profiles.categoryIds} && array[${tradeId}]::bigint[]`,
      ),
    )
    .orderBy(desc(profiles.rating), desc(profiles.reviewCount), desc(profiles.id))
    .limit(limit);
}
