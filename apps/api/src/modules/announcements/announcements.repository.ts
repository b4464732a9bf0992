import {
  announcementApplies,
  announcementCategories,
  announcementFiles,
  announcementInvitations,
  announcementLicenses,
  announcements,
  categories,
  favoriteAnnouncements,
  files,
  profiles,
  toSearchQuery,
  toSearchVector,
  type StoredFile,
  escapeLike,
} from '@gongsa/db';
import {
  ANNOUNCEMENT_AUTO_COMPLETE_DAYS,
  ANNOUNCEMENT_CHOOSING_DAYS,
  BID_PAGE_SIZE,
  type AnnouncementState,
  type AnnouncementType,
  type ApplyState,
  type FieldInfo,
  type OrderType,
  type ServicePriceType,
  type WorkScope,
  type WorkType,
} from '@gongsa/domain';
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import {
  buildKeysetQuery,
  carriedCountColumn,
  findKeysetPage,
  type KeysetOrder,
} from '../../platform/keyset.repository';
import {
  definePreparedStatement,
  definePreparedStatements,
  isAnyOfIds,
} from '../../platform/prepared.repository';
import { PROFILE_COLUMNS, type ProfileRow } from '../profiles';
import type { CategoryLink } from '../categories';

/** The stored announcement (state as written; the service resolves the effective state). */
export type AnnouncementRow = {
  id: number;
  userId: number;
  profileId: number;
  uniqueId: string;
  type: AnnouncementType;
  state: AnnouncementState;
  workType: WorkType;
  workTypeEtc: string | null;
  orderType: OrderType;
  fieldInfo: FieldInfo;
  fieldInfoEtc: string | null;
  si: string | null;
  sigungu: string | null;
  address: string | null;
  addressDetail: string | null;
  latitude: number | null;
  longitude: number | null;
  bCode: string | null;
  bun: string | null;
  ji: string | null;
  permitStatus: string | null;
  workScope: WorkScope | null;
  workScopeEtc: string | null;
  hasLicense: boolean | null;
  isPossibleTaxBillIssue: boolean | null;
  isReqRentLedgerSubmitPossible: boolean | null;
  description: string | null;
  workStartSoon: boolean;
  servicePriceType: ServicePriceType;
  servicePrice: number | null;
  dailyWorkTermStart: string | null;
  dailyWorkTermEnd: string | null;
  publisherName: string | null;
  emergencyContact: string | null;
  noticeTxt: string | null;
  isEmergency: boolean;
  postingDay: number;
  postingEndAt: Date;
  choosingEndAt: Date | null;
  chosenAt: Date | null;
  completedAt: Date | null;
  completionConfirmedAt: Date | null;
  isHaveDocs: boolean;
  isHaveVideo: boolean;
  isReCreated: boolean;
  reCreatedFromId: number | null;
  mainImageFileId: number | null;
  applyCount: number;
  hasNewApplies: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const ANNOUNCEMENT_COLUMNS = {
  id: announcements.id,
  userId: announcements.userId,
  profileId: announcements.profileId,
  uniqueId: announcements.uniqueId,
  type: announcements.type,
  state: announcements.state,
  workType: announcements.workType,
  workTypeEtc: announcements.workTypeEtc,
  orderType: announcements.orderType,
  fieldInfo: announcements.fieldInfo,
  fieldInfoEtc: announcements.fieldInfoEtc,
  si: announcements.si,
  sigungu: announcements.sigungu,
  address: announcements.address,
  addressDetail: announcements.addressDetail,
  latitude: announcements.latitude,
  longitude: announcements.longitude,
  bCode: announcements.bCode,
  bun: announcements.bun,
  ji: announcements.ji,
  permitStatus: announcements.permitStatus,
  workScope: announcements.workScope,
  workScopeEtc: announcements.workScopeEtc,
  hasLicense: announcements.hasLicense,
  isPossibleTaxBillIssue: announcements.isPossibleTaxBillIssue,
  isReqRentLedgerSubmitPossible: announcements.isReqRentLedgerSubmitPossible,
  description: announcements.description,
  workStartSoon: announcements.workStartSoon,
  servicePriceType: announcements.servicePriceType,
  servicePrice: announcements.servicePrice,
  dailyWorkTermStart: announcements.dailyWorkTermStart,
  dailyWorkTermEnd: announcements.dailyWorkTermEnd,
  publisherName: announcements.publisherName,
  emergencyContact: announcements.emergencyContact,
  noticeTxt: announcements.noticeTxt,
  isEmergency: announcements.isEmergency,
  postingDay: announcements.postingDay,
  postingEndAt: announcements.postingEndAt,
  choosingEndAt: announcements.choosingEndAt,
  chosenAt: announcements.chosenAt,
  completedAt: announcements.completedAt,
  completionConfirmedAt: announcements.completionConfirmedAt,
  isHaveDocs: announcements.isHaveDocs,
  isHaveVideo: announcements.isHaveVideo,
  isReCreated: announcements.isReCreated,
  reCreatedFromId: announcements.reCreatedFromId,
  mainImageFileId: announcements.mainImageFileId,
  applyCount: announcements.applyCount,
  hasNewApplies: announcements.hasNewApplies,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};

/**
 * What the fields of a request card read from the row itself (BidCardFields: number, state and
 * its deadlines, region, price, counts, owner; the rest load by id). See selectAnnouncementPage.
 */
const ANNOUNCEMENT_CARD_COLUMNS = {
  id: announcements.id,
  userId: announcements.userId,
  uniqueId: announcements.uniqueId,
  state: announcements.state,
  workType: announcements.workType,
  sigungu: announcements.sigungu,
  servicePriceType: announcements.servicePriceType,
  servicePrice: announcements.servicePrice,
  isEmergency: announcements.isEmergency,
  postingEndAt: announcements.postingEndAt,
  choosingEndAt: announcements.choosingEndAt,
  chosenAt: announcements.chosenAt,
  mainImageFileId: announcements.mainImageFileId,
  applyCount: announcements.applyCount,
  hasNewApplies: announcements.hasNewApplies,
};

type AnnouncementCardColumns = keyof typeof ANNOUNCEMENT_CARD_COLUMNS;

/**
 * Stand-ins for the columns a card-only page does not read, as a literal (one fast object shape
 * per row). The service reads a page this way only when the query selects no field that reads
 * them, so these values never reach a client.
 */
function createUnreadAnnouncementColumns(): Omit<AnnouncementRow, AnnouncementCardColumns> {
  return {
    profileId: 0,
    type: 'ALL',
    workTypeEtc: null,
    orderType: 'PRIVATE',
    fieldInfo: 'ETC',
    fieldInfoEtc: null,
    si: null,
    address: null,
    addressDetail: null,
    latitude: null,
    longitude: null,
    bCode: null,
    bun: null,
    ji: null,
    permitStatus: null,
    workScope: null,
    workScopeEtc: null,
    hasLicense: null,
    isPossibleTaxBillIssue: null,
    isReqRentLedgerSubmitPossible: null,
    description: null,
    workStartSoon: false,
    dailyWorkTermStart: null,
    dailyWorkTermEnd: null,
    publisherName: null,
    emergencyContact: null,
    noticeTxt: null,
    postingDay: 0,
    isHaveDocs: false,
    isHaveVideo: false,
    isReCreated: false,
    reCreatedFromId: null,
    completedAt: null,
    completionConfirmedAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

/**
 * The moment a list is read at: a Date, or the `now` placeholder of a prepared statement (its
 * value then goes in as ISO text, see selectLandingPage).
 */
type Instant = Date | Placeholder<'now'>;

function toTimestamp(now: Instant): SQL {
  return sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
}

/**
 * The effective state of ADR 0010 and 0027 as one SQL expression (text), the twin of
 * resolveAnnouncementState in @gongsa/domain: lists filter and count by it, so no job has to
 * move requests along when their time runs out.
 */
export function effectiveAnnouncementStateSql(now: Instant): SQL<AnnouncementState> {
  const at = toTimestamp(now);
  const choosingEnd = sql`coalesce(${announcements.choosingEndAt}, ${announcements.postingEndAt} + interval '1 day' * ${ANNOUNCEMENT_CHOOSING_DAYS}::int)`;
  return sql<AnnouncementState>`(case
    when ${announcements.state} = 'RECRUITING' and ${announcements.postingEndAt} > ${at} then 'RECRUITING'
    when ${announcements.state} = 'RECRUITING' and ${announcements.applyCount} = 0 then 'CLOSED'
    when ${announcements.state} in ('RECRUITING', 'CHOOSING') and ${choosingEnd} > ${at} then 'CHOOSING'
    when ${announcements.state} in ('RECRUITING', 'CHOOSING') then 'CLOSED'
    when ${announcements.state} = 'CHOSEN' and ${announcements.chosenAt} + interval '1 day' * ${ANNOUNCEMENT_AUTO_COMPLETE_DAYS}::int <= ${at} then 'COMPLETED'
    else ${announcements.state}::text end)`;
}

/**
 * Requests whose effective state is one of these. 모집중 alone (the /bid default) is written so
 * the (state, posting_end_at) index serves it.
 */
export function matchEffectiveStates(states: readonly AnnouncementState[], now: Instant): SQL {
  if (states.length === 0) return sql`false`;
  const recruiting = sql`(${announcements.state} = 'RECRUITING' and ${announcements.postingEndAt} > ${toTimestamp(now)})`;
  const others = states.filter((state) => state !== 'RECRUITING');
  const matchOthers =
    others.length === 0
      ? null
      : sql`${effectiveAnnouncementStateSql(now)} in (${sql.join(
          others.map((state) => sql`${state}`),
          sql`, `,
        )})`;
  if (!states.includes('RECRUITING')) return matchOthers as SQL;
  return matchOthers === null ? recruiting : (or(recruiting, matchOthers) as SQL);
}

/** States in which new applicants still matter to the owner (the 내 입찰 dot, SPEC §4). */
export const NEW_APPLIES_STATES = [
  'RECRUITING',
  'CHOOSING',
] as const satisfies readonly AnnouncementState[];

/**
 * Requests whose owner has unopened applicants and can still choose: the flag stays set on a
 * request that closed by time (no job clears it), so the effective state decides.
 */
export function matchNewApplies(now: Date): SQL {
  return and(
    eq(announcements.hasNewApplies, true),
    matchEffectiveStates(NEW_APPLIES_STATES, now),
  ) as SQL;
}

// --- list ---------------------------------------------------------------------------------------

export type AmountBound = { min: number; max: number | null };

export type AnnouncementListFilter = {
  /** Exact 8-digit announcement number. */
  uniqueId?: string;
  /** Each word must match a trade name, the region or the search document. */
  words?: string[];
  /** A 초성 query matched against trade names. */
  choseong?: string;
  /** Leaf categories (the service expands selected parents). */
  categoryIds?: number[];
  siList?: string[];
  sigunguList?: string[];
  workTypes?: WorkType[];
  orderTypes?: OrderType[];
  fieldInfos?: FieldInfo[];
  /** Price types stored as such (bands, DAILY_WORK, NURI_AGENCY). */
  servicePriceTypes?: ServicePriceType[];
  /** Typed-in (WRITE) amounts that fall into one of these bounds. */
  writtenPriceBounds?: AmountBound[];
  isEmergency?: boolean;
  /** Effective states; undefined means every state. */
  states?: AnnouncementState[];
  userId?: number;
};

export type AnnouncementSort = 'DEADLINE' | 'PRICE' | 'LATEST' | 'APPLY_COUNT';

export type AnnouncementListRow = AnnouncementRow & {
  sortKey: number | string;
  /** The list's capped count, when the page was asked to carry it (see selectAnnouncementPage). */
  matchCount: number | null;
};

const leafParent = alias(categories, 'leaf_parent');

/** The request has a trade whose name (or its parent's) matches. */
function matchCategoryText(column: 'name' | 'choseong', text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return sql`exists (
    select 1 from ${announcementCategories}
    join ${categories} on ${categories.id} = ${announcementCategories.categoryId}
    left join ${categories} as ${sql.identifier('leaf_parent')} on ${leafParent.id} = ${categories.parentId}
    where ${announcementCategories.announcementId} = ${announcements.id}
      and (${ilike(categories[column], pattern)} or ${ilike(leafParent[column], pattern)})
  )`;
}

function matchWord(word: string): SQL {
  const bigrams = toSearchQuery(word);
  const conditions = [
    matchCategoryText('name', word),
    ilike(announcements.sigungu, `%${escapeLike(word)}%`),
  ];
  if (bigrams !== null) conditions.push(sql`${announcements.searchBigrams} @@ ${bigrams}`);
  return or(...conditions) as SQL;
}

function buildConditions(filter: AnnouncementListFilter, now: Instant): SQL[] {
  const conditions: SQL[] = [isNull(announcements.deletedAt)];
  if (filter.userId !== undefined) conditions.push(eq(announcements.userId, filter.userId));
  if (filter.uniqueId !== undefined) conditions.push(eq(announcements.uniqueId, filter.uniqueId));
  for (const word of filter.words ?? []) conditions.push(matchWord(word));
  if (filter.choseong !== undefined) {
    conditions.push(matchCategoryText('choseong', filter.choseong));
  }
  if (filter.categoryIds !== undefined) {
    conditions.push(
      filter.categoryIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${announcementCategories}
            where ${announcementCategories.announcementId} = ${announcements.id}
              and ${inArray(announcementCategories.categoryId, filter.categoryIds)})`,
    );
  }
  const regions: SQL[] = [];
  if (filter.siList?.length) regions.push(inArray(announcements.si, filter.siList));
  if (filter.sigunguList?.length) regions.push(inArray(announcements.sigungu, filter.sigunguList));
  if (regions.length > 0) conditions.push(or(...regions) as SQL);
  if (filter.workTypes?.length) conditions.push(inArray(announcements.workType, filter.workTypes));
  if (filter.orderTypes?.length) {
    conditions.push(inArray(announcements.orderType, filter.orderTypes));
  }
  if (filter.fieldInfos?.length) {
    conditions.push(inArray(announcements.fieldInfo, filter.fieldInfos));
  }
  const prices: SQL[] = [];
  if (filter.servicePriceTypes?.length) {
    prices.push(inArray(announcements.servicePriceType, filter.servicePriceTypes));
  }
  for (const bound of filter.writtenPriceBounds ?? []) {
    prices.push(
      sql`(${announcements.servicePriceType} = 'WRITE' and ${announcements.servicePrice} >= ${bound.min}${
        bound.max === null ? sql`` : sql` and ${announcements.servicePrice} < ${bound.max}`
      })`,
    );
  }
  if (prices.length > 0) conditions.push(or(...prices) as SQL);
  if (filter.isEmergency) conditions.push(eq(announcements.isEmergency, true));
  if (filter.states !== undefined) conditions.push(matchEffectiveStates(filter.states, now));
  return conditions;
}

// Past deadlines sort after every open one in 마감 임박순.
const CLOSED_DEADLINE_OFFSET_S = 10_000_000_000;

function toKeysetOrder(sort: AnnouncementSort, now: Instant): KeysetOrder {
  switch (sort) {
    case 'DEADLINE':
      return {
        sort: {
          column: sql`(extract(epoch from ${announcements.postingEndAt}) + case when ${announcements.state} = 'RECRUITING' and ${announcements.postingEndAt} > ${toTimestamp(now)} then 0 else ${sql.raw(String(CLOSED_DEADLINE_OFFSET_S))} end)::float8`,
          type: 'number',
          key: sort,
        },
        id: announcements.id,
        order: 'asc',
      };
    case 'PRICE':
      return {
        sort: {
          column: sql`coalesce(${announcements.servicePrice}, -1)::float8`,
          type: 'number',
          key: sort,
        },
        id: announcements.id,
        order: 'desc',
      };
    case 'APPLY_COUNT':
      return {
        sort: { column: announcements.applyCount, type: 'number', key: sort },
        id: announcements.id,
        order: 'desc',
      };
    case 'LATEST':
      // Wrapped in sql so the cursor's text keeps its microseconds (a Date would drop them and
      // skip rows created in the same millisecond, as seeded rows are).
      return {
        sort: { column: sql`${announcements.createdAt}`, type: 'date-text', key: sort },
        id: announcements.id,
        order: 'desc',
      };
  }
}

/** What the cursor stores for a row: the exact sort value. */
function selectSortKey(sort: AnnouncementSort, keysetOrder: KeysetOrder): SQL<unknown> {
  if (sort === 'LATEST') {
    return sql`to_char(${announcements.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql`${keysetOrder.sort!.column}`;
}

function toSortKey(sort: AnnouncementSort, row: AnnouncementRow & { sortKey: unknown }) {
  if (sort === 'LATEST') return String(row.sortKey);
  if (sort === 'APPLY_COUNT') return row.applyCount;
  return Number(row.sortKey);
}

/** The /bid landing page's filter: 모집중, nothing else (what parseAnnouncementFilter makes of no filter). */
const LANDING_FILTER: AnnouncementListFilter = { states: ['RECRUITING'] };

function isLandingFilter(filter: AnnouncementListFilter): boolean {
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'states') {
      if (!Array.isArray(value) || value.length !== 1 || value[0] !== 'RECRUITING') return false;
    } else if (value !== undefined && value !== false) {
      return false;
    }
  }
  return filter.states !== undefined;
}

type LandingShape = { sort: AnnouncementSort; limit: number; countLimit: number };

function prepareLandingPage(db: Database, { sort, limit, countLimit }: LandingShape) {
  const now = sql.placeholder('now');
  const keysetOrder = toKeysetOrder(sort, now);
  const keyset = buildKeysetQuery(keysetOrder, {
    direction: 'forward',
    limit,
    after: null,
    before: null,
  });
  return db
    .select({
      ...ANNOUNCEMENT_CARD_COLUMNS,
      sortKey: selectSortKey(sort, keysetOrder),
      matchCount: carriedCountColumn(selectMatchesUpTo(db, LANDING_FILTER, now, countLimit)),
    })
    .from(announcements)
    .where(and(...buildConditions(LANDING_FILTER, now)))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit)
    .prepare(`announcement_landing_page_${sort.toLowerCase()}_${limit}_${countLimit}`);
}

/**
 * The /bid landing page — 모집중 in one of the four orders, the first page of cards (up to the
 * web's page size) with its capped count: what most list requests ask. One prepared statement
 * per order and size, built from the same conditions, order and columns as any other page (so it
 * cannot drift from them), with only the moment as a placeholder: drizzle builds its SQL once per
 * database handle instead of on every request, and PostgreSQL parses it once per connection. The
 * sizes are literals so that a generic plan PostgreSQL may choose after a few runs still knows
 * them (ADR 0016, 2026-11-27 (later)).
 */
const landingPageStatement = definePreparedStatements(
  (shape: LandingShape) => `${shape.sort}:${shape.limit}:${shape.countLimit}`,
  prepareLandingPage,
);

function isLandingPage(options: {
  filter: AnnouncementListFilter;
  request: PageRequest;
  isCardOnly?: boolean;
  countLimit?: number | null;
}): options is typeof options & { countLimit: number } {
  const { request } = options;
  return (
    options.isCardOnly === true &&
    typeof options.countLimit === 'number' &&
    request.direction === 'forward' &&
    request.after === null &&
    request.before === null &&
    request.limit <= BID_PAGE_SIZE &&
    isLandingFilter(options.filter)
  );
}

/**
 * One page of requests in display order (up to limit + 1 rows). With countLimit, each row also
 * carries the list's count capped at that limit (matchCount): one statement instead of two for
 * the /bid page, whose count PostgreSQL evaluates once per statement (ADR 0016, 2026-11-27).
 */
export async function selectAnnouncementPage(
  db: Database,
  options: {
    filter: AnnouncementListFilter;
    sort: AnnouncementSort;
    request: PageRequest;
    now: Date;
    /** Read just ANNOUNCEMENT_CARD_COLUMNS (the /bid list: 14 of 45 columns per row). */
    isCardOnly?: boolean;
    countLimit?: number | null;
  },
): Promise<AnnouncementListRow[]> {
  if (isLandingPage(options)) {
    const cards = await landingPageStatement(db, {
      sort: options.sort,
      limit: options.request.limit,
      countLimit: options.countLimit,
    }).execute({ now: options.now.toISOString() });
    return cards.map((card) => {
      const row = Object.assign(createUnreadAnnouncementColumns(), card);
      return Object.assign(row, { sortKey: toSortKey(options.sort, row) });
    });
  }
  const keysetOrder = toKeysetOrder(options.sort, options.now);
  const sortKey = selectSortKey(options.sort, keysetOrder);
  const countLimit = options.countLimit ?? null;
  const counted = {
    matchCount: carriedCountColumn(
      countLimit === null ? null : selectMatchesUpTo(db, options.filter, options.now, countLimit),
    ),
  };
  const { rows } = await findKeysetPage(
    keysetOrder,
    options.request,
    async (
      keyset,
    ): Promise<Array<AnnouncementRow & { sortKey: unknown; matchCount: number | null }>> => {
      const where = and(...buildConditions(options.filter, options.now), keyset.where);
      if (!options.isCardOnly) {
        return db
          .select({ ...ANNOUNCEMENT_COLUMNS, sortKey, ...counted })
          .from(announcements)
          .where(where)
          .orderBy(...keyset.orderBy)
          .limit(keyset.limit);
      }
      const cards = await db
        .select({ ...ANNOUNCEMENT_CARD_COLUMNS, sortKey, ...counted })
        .from(announcements)
        .where(where)
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit);
      return cards.map((card) => Object.assign(createUnreadAnnouncementColumns(), card));
    },
    () => Promise.resolve([{ value: 0 }]),
  );
  // The rows are this function's own: setting the key in place avoids copying 46 columns per row.
  return rows.map((row) => Object.assign(row, { sortKey: toSortKey(options.sort, row) }));
}

export async function countAnnouncements(
  db: Database,
  filter: AnnouncementListFilter,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(announcements)
    .where(and(...buildConditions(filter, now)));
  return row?.value ?? 0;
}

/** The matches of a filter, at most `limit + 1` of them (the capped count's subquery). */
function selectMatchesUpTo(
  db: Database,
  filter: AnnouncementListFilter,
  now: Instant,
  limit: number,
) {
  return db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(...buildConditions(filter, now)))
    .limit(limit + 1);
}

/** The same count, stopping after `limit + 1` rows (see totalCountCapped). */
export async function countAnnouncementsUpTo(
  db: Database,
  filter: AnnouncementListFilter,
  now: Date,
  limit: number,
): Promise<number> {
  const matches = selectMatchesUpTo(db, filter, now, limit).as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  return row?.value ?? 0;
}

/** Leaf categories at or under these categories (a DEPTH_1/2 choice matches its whole subtree). */
export async function selectLeafCategoryIdsUnder(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .leftJoin(leafParent, eq(leafParent.id, categories.parentId))
    .where(
      and(
        isNull(categories.deletedAt),
        or(
          inArray(categories.id, ids),
          inArray(categories.parentId, ids),
          inArray(leafParent.parentId, ids),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

// --- favourites list ----------------------------------------------------------------------------

export type FavoriteAnnouncementRow = AnnouncementRow & { favoriteId: number };

/** The user's live favourites of live requests, most recently added first. */
export async function selectFavoriteAnnouncementPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: FavoriteAnnouncementRow[]; countAll: () => Promise<number> }> {
  const visible = and(
    eq(favoriteAnnouncements.userId, userId),
    isNull(favoriteAnnouncements.deletedAt),
    isNull(announcements.deletedAt),
  );
  const { rows } = await findKeysetPage(
    { id: favoriteAnnouncements.id, order: 'desc' },
    request,
    (keyset) =>
      db
        .select({ ...ANNOUNCEMENT_COLUMNS, favoriteId: favoriteAnnouncements.id })
        .from(favoriteAnnouncements)
        .innerJoin(announcements, eq(announcements.id, favoriteAnnouncements.announcementId))
        .where(and(visible, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => Promise.resolve([{ value: 0 }]),
  );
  const countAll = async () => {
    const [row] = await db
      .select({ value: count() })
      .from(favoriteAnnouncements)
      .innerJoin(announcements, eq(announcements.id, favoriteAnnouncements.announcementId))
      .where(visible);
    return row?.value ?? 0;
  };
  return { rows, countAll };
}

export async function insertFavoriteAnnouncement(
  db: Database,
  { userId, announcementId }: { userId: number; announcementId: number },
  now: Date,
): Promise<void> {
  await db
    .insert(favoriteAnnouncements)
    .values({ userId, announcementId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({
      target: [favoriteAnnouncements.userId, favoriteAnnouncements.announcementId],
      where: sql`${favoriteAnnouncements.deletedAt} is null`,
    });
}

export async function deleteFavoriteAnnouncement(
  db: Database,
  { userId, announcementId }: { userId: number; announcementId: number },
  now: Date,
): Promise<void> {
  await db
    .update(favoriteAnnouncements)
    .set({ deletedAt: now })
    .where(
      and(
        eq(favoriteAnnouncements.userId, userId),
        eq(favoriteAnnouncements.announcementId, announcementId),
        isNull(favoriteAnnouncements.deletedAt),
      ),
    );
}

/** Which of these requests the user has as a live favourite. */
export async function selectFavoriteAnnouncementIds(
  db: Database,
  userId: number,
  announcementIds: number[],
): Promise<number[]> {
  if (announcementIds.length === 0) return [];
  const rows = await db
    .select({ id: favoriteAnnouncements.announcementId })
    .from(favoriteAnnouncements)
    .where(
      and(
        eq(favoriteAnnouncements.userId, userId),
        inArray(favoriteAnnouncements.announcementId, announcementIds),
        isNull(favoriteAnnouncements.deletedAt),
      ),
    );
  return rows.map((row) => row.id);
}

// --- single rows and per-request batches --------------------------------------------------------

export async function findAnnouncementById(
  db: Database,
  id: number,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select(ANNOUNCEMENT_COLUMNS)
    .from(announcements)
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)));
  return row ?? null;
}

export async function selectAnnouncementsByIds(
  db: Database,
  ids: number[],
): Promise<AnnouncementRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(ANNOUNCEMENT_COLUMNS)
    .from(announcements)
    .where(and(inArray(announcements.id, ids), isNull(announcements.deletedAt)));
}

/**
 * The live request locked until the transaction ends, with its stored state first moved to the
 * effective one (ADR 0010: every write settles the row, then checks the transition).
 */
export async function settleAnnouncementForUpdate(
  db: Database,
  id: number,
  now: Date,
  resolveState: (row: AnnouncementRow) => AnnouncementState,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .select(ANNOUNCEMENT_COLUMNS)
    .from(announcements)
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)))
    .for('update');
  if (!row) return null;
  const state = resolveState(row);
  if (state === row.state) return row;
  await db.update(announcements).set({ state, updatedAt: now }).where(eq(announcements.id, id));
  return { ...row, state, updatedAt: now };
}

/** How a request's trades are linked, for the categories module to read them (in entry order). */
export const ANNOUNCEMENT_CATEGORY_LINK: CategoryLink = {
  name: 'announcement',
  table: announcementCategories,
  ownerId: announcementCategories.announcementId,
  categoryId: announcementCategories.categoryId,
  position: announcementCategories.id,
};

export type CategoryNameRow = { announcementId: number; id: number; name: string };

// The card data of a list page is asked for on every request: built and named once (ADR 0016).
const selectCategoryRowsStatement = definePreparedStatement((db) =>
  db
    .select({
      announcementId: announcementCategories.announcementId,
      id: categories.id,
      name: categories.name,
    })
    .from(announcementCategories)
    .innerJoin(categories, eq(categories.id, announcementCategories.categoryId))
    .where(isAnyOfIds(announcementCategories.announcementId))
    .orderBy(asc(announcementCategories.id))
    .prepare('announcement_category_rows'),
);

export async function selectAnnouncementCategoryRows(
  db: Database,
  announcementIds: number[],
): Promise<CategoryNameRow[]> {
  if (announcementIds.length === 0) return [];
  return selectCategoryRowsStatement(db).execute({ ids: announcementIds });
}

export async function selectAnnouncementLicenseRows(
  db: Database,
  announcementIds: number[],
): Promise<Array<{ announcementId: number; licenseId: number }>> {
  if (announcementIds.length === 0) return [];
  return db
    .select({
      announcementId: announcementLicenses.announcementId,
      licenseId: announcementLicenses.licenseId,
    })
    .from(announcementLicenses)
    .where(inArray(announcementLicenses.announcementId, announcementIds))
    .orderBy(asc(announcementLicenses.id));
}

export type AnnouncementFileRow = {
  announcementId: number;
  kind: 'IMAGE' | 'DOCUMENT';
  file: StoredFile;
};

const selectFileRowsStatement = definePreparedStatement((db) =>
  db
    .select({
      announcementId: announcementFiles.announcementId,
      kind: announcementFiles.kind,
      file: files,
    })
    .from(announcementFiles)
    .innerJoin(files, and(eq(files.id, announcementFiles.fileId), isNull(files.deletedAt)))
    .where(isAnyOfIds(announcementFiles.announcementId))
    .orderBy(asc(announcementFiles.priority), asc(announcementFiles.id))
    .prepare('announcement_file_rows'),
);

export async function selectAnnouncementFileRows(
  db: Database,
  announcementIds: number[],
): Promise<AnnouncementFileRow[]> {
  if (announcementIds.length === 0) return [];
  return selectFileRowsStatement(db).execute({ ids: announcementIds });
}

/** The viewer's stored apply state per request (any live apply). */
export async function selectApplyStatesOfUser(
  db: Database,
  userId: number,
  announcementIds: number[],
): Promise<Array<{ announcementId: number; state: ApplyState }>> {
  if (announcementIds.length === 0) return [];
  return db
    .select({
      announcementId: announcementApplies.announcementId,
      state: announcementApplies.state,
    })
    .from(announcementApplies)
    .where(
      and(
        eq(announcementApplies.userId, userId),
        inArray(announcementApplies.announcementId, announcementIds),
        isNull(announcementApplies.deletedAt),
      ),
    );
}

/** Users whose submitted application is waiting on this request (told when it is canceled). */
export async function selectSubmittedApplicantUserIds(
  db: Database,
  announcementId: number,
): Promise<number[]> {
  const rows = await db
    .select({ userId: announcementApplies.userId })
    .from(announcementApplies)
    .where(
      and(
        eq(announcementApplies.announcementId, announcementId),
        eq(announcementApplies.state, 'SUBMITTED'),
        isNull(announcementApplies.deletedAt),
      ),
    );
  return rows.map((row) => row.userId);
}

/** An invited company opening the request: its unchecked invitation becomes checked. */
export async function markInvitationCheckedByUser(
  db: Database,
  announcementId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(announcementInvitations)
    .set({ isChecked: true, checkedAt: now, updatedAt: now })
    .where(
      and(
        eq(announcementInvitations.announcementId, announcementId),
        eq(announcementInvitations.isChecked, false),
        isNull(announcementInvitations.deletedAt),
        sql`${announcementInvitations.profileId} in (select ${profiles.id} from ${profiles}
          where ${profiles.userId} = ${userId} and ${profiles.deletedAt} is null)`,
      ),
    );
}

/** The authors of requests: a profile deleted since still shows as the author. */
export async function selectProfilesIncludingDeleted(
  db: Database,
  ids: number[],
): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db.select(PROFILE_COLUMNS).from(profiles).where(inArray(profiles.id, ids));
}

// --- dashboard ----------------------------------------------------------------------------------

export async function countMyAnnouncementsByState(
  db: Database,
  userId: number,
  now: Date,
): Promise<{ byState: Array<{ state: AnnouncementState; value: number }>; newApplies: number }> {
  const effective = effectiveAnnouncementStateSql(now);
  const live = and(eq(announcements.userId, userId), isNull(announcements.deletedAt));
  const [byState, [newApplies]] = await Promise.all([
    db
      .select({ state: effective, value: count() })
      .from(announcements)
      .where(live)
      // By position: the expression carries its own parameters, so repeating it would not match.
      .groupBy(sql`1`),
    db
      .select({ value: count() })
      .from(announcements)
      .where(and(live, matchNewApplies(now))),
  ]);
  return { byState, newApplies: newApplies?.value ?? 0 };
}

// --- writes -------------------------------------------------------------------------------------

export type AnnouncementWrite = Omit<
  AnnouncementRow,
  | 'id'
  | 'uniqueId'
  | 'state'
  | 'createdAt'
  | 'updatedAt'
  | 'applyCount'
  | 'hasNewApplies'
  | 'permitStatus'
  | 'chosenAt'
  | 'completedAt'
  | 'completionConfirmedAt'
> & { searchText: string };

export type AnnouncementRelations = {
  categoryIds: number[];
  licenseIds: number[];
  imageIds: number[];
  fileIds: number[];
};

/** Inserts a published request with the next announcement number; returns its id. */
export async function insertAnnouncement(
  db: Database,
  { searchText, ...values }: AnnouncementWrite,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({
      ...values,
      uniqueId: sql`nextval('announcement_number_seq')::text`,
      state: 'RECRUITING',
      searchBigrams: toSearchVector(searchText),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: announcements.id });
  if (!row) throw new Error('announcement insert returned no row');
  return row.id;
}

export async function updateAnnouncementContent(
  db: Database,
  id: number,
  {
    searchText,
    ...values
  }: Omit<AnnouncementWrite, 'userId' | 'profileId' | 'isReCreated' | 'reCreatedFromId'>,
  now: Date,
): Promise<void> {
  await db
    .update(announcements)
    .set({ ...values, searchBigrams: toSearchVector(searchText), updatedAt: now })
    .where(eq(announcements.id, id));
}

/** Replaces the trades, licences, images and documents (in the given order). */
export async function replaceAnnouncementRelations(
  db: Database,
  announcementId: number,
  relations: AnnouncementRelations,
  now: Date,
): Promise<void> {
  await db
    .delete(announcementCategories)
    .where(eq(announcementCategories.announcementId, announcementId));
  await db
    .delete(announcementLicenses)
    .where(eq(announcementLicenses.announcementId, announcementId));
  await db.delete(announcementFiles).where(eq(announcementFiles.announcementId, announcementId));
  const stamp = { createdAt: now, updatedAt: now };
  if (relations.categoryIds.length > 0) {
    await db
      .insert(announcementCategories)
      .values(
        relations.categoryIds.map((categoryId) => ({ announcementId, categoryId, ...stamp })),
      );
  }
  if (relations.licenseIds.length > 0) {
    await db
      .insert(announcementLicenses)
      .values(relations.licenseIds.map((licenseId) => ({ announcementId, licenseId, ...stamp })));
  }
  const fileRows = [
    ...relations.imageIds.map((fileId, priority) => ({
      announcementId,
      fileId,
      kind: 'IMAGE' as const,
      priority,
      ...stamp,
    })),
    ...relations.fileIds.map((fileId, priority) => ({
      announcementId,
      fileId,
      kind: 'DOCUMENT' as const,
      priority,
      ...stamp,
    })),
  ];
  if (fileRows.length > 0) await db.insert(announcementFiles).values(fileRows);
}

/** A canceled request has nothing left to choose from, so its new-applicant dot goes out too. */
export async function markAnnouncementCanceled(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(announcements)
    .set({ state: 'CANCELED', hasNewApplies: false, updatedAt: now })
    .where(eq(announcements.id, id));
}

export async function softDeleteAnnouncement(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(announcements)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(announcements.id, id));
}

export type AnnouncementForApplyRow = Pick<
  AnnouncementRow,
  | 'id'
  | 'userId'
  | 'profileId'
  | 'uniqueId'
  | 'type'
  | 'state'
  | 'postingEndAt'
  | 'choosingEndAt'
  | 'chosenAt'
  | 'applyCount'
  | 'latitude'
  | 'longitude'
>;

/**
 * The live request. With `lock` the row stays locked until the transaction ends: every apply
 * write on one request then runs after the previous one, so counts and "apply once" cannot race.
 */
export async function findAnnouncementForApply(
  db: Database,
  id: number,
  options: { lock: boolean },
): Promise<AnnouncementForApplyRow | null> {
  const query = db
    .select({
      id: announcements.id,
      userId: announcements.userId,
      profileId: announcements.profileId,
      uniqueId: announcements.uniqueId,
      type: announcements.type,
      state: announcements.state,
      postingEndAt: announcements.postingEndAt,
      choosingEndAt: announcements.choosingEndAt,
      chosenAt: announcements.chosenAt,
      applyCount: announcements.applyCount,
      latitude: announcements.latitude,
      longitude: announcements.longitude,
    })
    .from(announcements)
    .where(and(eq(announcements.id, id), isNull(announcements.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The selection: the request is 선정완료 from now, and its 완료 period counts from now (ADR 0027).
 */
export async function markAnnouncementChosen(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(announcements)
    .set({ state: 'CHOSEN', chosenAt: now, updatedAt: now })
    .where(eq(announcements.id, id));
}

/** 공사 완료 by the client (completeAnnouncement, ADR 0027). */
export async function markAnnouncementCompleted(
  db: Database,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .update(announcements)
    .set({ state: 'COMPLETED', completedAt: now, updatedAt: now })
    .where(eq(announcements.id, id));
}

/** 완료 확인 by the selected company (confirmAnnouncementCompletion, ADR 0027). */
export async function markAnnouncementCompletionConfirmed(
  db: Database,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .update(announcements)
    .set({ completionConfirmedAt: now, updatedAt: now })
    .where(eq(announcements.id, id));
}

/** The user and apply of the request's selected estimate, or null before a selection. */
export async function findSelectedApplicant(
  db: Database,
  announcementId: number,
): Promise<{ applyId: number; userId: number } | null> {
  const [row] = await db
    .select({ applyId: announcementApplies.id, userId: announcementApplies.userId })
    .from(announcementApplies)
    .where(
      and(
        eq(announcementApplies.announcementId, announcementId),
        eq(announcementApplies.state, 'SELECTED'),
        isNull(announcementApplies.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Stores the state time has already given the request (ADR 0010: settle before a write). */
export async function updateAnnouncementState(
  db: Database,
  id: number,
  state: AnnouncementState,
  now: Date,
): Promise<void> {
  await db.update(announcements).set({ state, updatedAt: now }).where(eq(announcements.id, id));
}
