import {
  COMPANY_FILTER_MAX_VALUES,
  COMPANY_UNIQUE_ID_PATTERN,
  DEFAULT_COMPANY_SORTING,
  PRICE_BAND_BOUNDS_MANWON,
  SALES_AMOUNT_BAND_BOUNDS_WON,
  STAT_RANGE_BOUNDS,
  haversineKm,
  isChoseongQuery,
  isCompanySorting,
  isPriceBand,
  isSalesAmountBand,
  isStatRange,
  type CompanySorting,
  withJosa,
} from '@gongsa/domain';
import type { Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError } from '../../errors';
import { parseClientIds } from '../../platform/ids';
import { selectLiveCategoryIds } from '../categories';
import { defineBatchLoader, requestScopeOf } from '../../platform/request-scope';
import {
  memoizeCountUpTo,
  toConnection,
  withCarriedCount,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { toFileView, type FileView } from '../files';
import type { ProfileView } from '../profiles';
import {
  countEnterprises,
  countEnterprisesUpTo,
  findViewerProfile,
  selectEnterpriseCards,
  selectEnterprisePage,
  selectListedEnterprisesByIds,
  selectBestRatedCompanies,
  selectBusiestTrades,
  selectRecommendations,
  type EnterpriseCardRow,
  type EnterpriseListFilter,
  type EnterpriseSort,
  type GeoPoint,
  type ViewerProfileRow,
} from './enterprises.repository';

export const SEARCH_MAX_LENGTH = 50;
export const ENTERPRISES_BY_IDS_MAX = 100;
export const RECOMMENDATION_DEFAULT_COUNT = 10;
export const RECOMMENDATION_MAX_COUNT = 50;

export const ENTERPRISE_LIST_MESSAGES = {
  invalidSort: '정렬 기준이 올바르지 않습니다.',
  distanceNeedsLocation: '거리순 정렬에는 위치 정보가 필요합니다.',
  invalidLocation: '위치 정보가 올바르지 않습니다.',
  tooLongSearch: `검색어는 ${SEARCH_MAX_LENGTH}자 이하로 입력해 주세요.`,
  invalidIds: (label: string) => `${label} 정보가 올바르지 않습니다.`,
  tooManyValues: (label: string) =>
    `${withJosa(label, '은/는')} 최대 ${COMPANY_FILTER_MAX_VALUES}개까지 선택할 수 있습니다.`,
  unknownValue: (label: string, value: string) => `알 수 없는 ${label}입니다: ${value}`,
  invalidRegion: '지역은 시/도 또는 "시/도 시/군/구" 형식으로 선택해 주세요.',
  tooManyIds: `한 번에 최대 ${ENTERPRISES_BY_IDS_MAX}개까지 조회할 수 있습니다.`,
  invalidRecommendationCount: `추천 기업은 1개에서 ${RECOMMENDATION_MAX_COUNT}개까지 조회할 수 있습니다.`,
} as const;

const SORT_BY_SORTING: Readonly<Record<CompanySorting, EnterpriseSort>> = {
  '1': 'RECOMMENDED',
  '2': 'RATING',
  '3': 'REVIEW_COUNT',
  '4': 'PORTFOLIO_COUNT',
  '5': 'SALES',
  '6': 'DISTANCE',
};

const WON_PER_MANWON = 10_000;
const REGION_MAX_LENGTH = 40;

export type EnterpriseFilterInput = {
  search?: string | null;
  licenseIds?: readonly (string | number)[] | null;
  criIds?: readonly (string | number)[] | null;
  salesAmounts?: readonly string[] | null;
  locations?: readonly string[] | null;
  priceRanges?: readonly string[] | null;
  statRanges?: readonly string[] | null;
  portfolioVisible?: boolean | null;
};

export type EnterprisesArgs = {
  filter?: EnterpriseFilterInput | null;
  sort?: string | null;
  paging?: ConnectionArgs | null;
  categoryIds?: readonly (string | number)[] | null;
  deviceLocation?: GeoPoint | null;
  orderType?: 'PUBLIC' | 'PRIVATE' | null;
};

type EnterpriseDependencies = Pick<Context, 'db' | 'viewer' | 'env'>;

// --- per-request state ------------------------------------------------------------------------

/*
 * A 20-card page asks every card for rating, licences, logo, distance …; each field resolver
 * would otherwise query on its own. The card rows of all profiles asked for in the same tick are
 * loaded in one batch, and the distance origin is worked out once per request.
 */
const loadCard = defineBatchLoader<EnterpriseDependencies, EnterpriseCardView | null>(
  async (ctx, ids) => {
    const rows = await selectEnterpriseCards(ctx.db, ids);
    // Made once per card: a page's dozen card fields per company all read this one object.
    return new Map(
      rows.map((row) => [
        row.id,
        { ...row, logo: row.logo ? toFileView(row.logo, ctx.env, 'public') : null },
      ]),
    );
  },
  null,
);

const VIEWER_PROFILE_KEY = {};
const DEVICE_LOCATION_KEY = {};

function loadViewerProfile(ctx: EnterpriseDependencies): Promise<ViewerProfileRow | null> {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return Promise.resolve(null);
  return requestScopeOf(ctx).once(VIEWER_PROFILE_KEY, () => findViewerProfile(ctx.db, userId));
}

function toGeoPoint(latitude: number | null, longitude: number | null): GeoPoint | null {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** Where distances are measured from: the device, else the viewer's own company address. */
async function findOrigin(ctx: EnterpriseDependencies): Promise<GeoPoint | null> {
  const device = requestScopeOf(ctx).get<GeoPoint>(DEVICE_LOCATION_KEY);
  if (device) return device;
  const viewerProfile = await loadViewerProfile(ctx);
  return viewerProfile ? toGeoPoint(viewerProfile.latitude, viewerProfile.longitude) : null;
}

// --- Profile card fields ----------------------------------------------------------------------

export type EnterpriseCardView = Omit<EnterpriseCardRow, 'logo'> & { logo: FileView | null };

const EMPTY_CARD: EnterpriseCardView = {
  id: 0,
  type: 'CONSUMER',
  rating: 0,
  reviewCount: 0,
  portfolioCount: 0,
  latitude: null,
  longitude: null,
  si: null,
  sigungu: null,
  cri: null,
  mainCategoryPath: [],
  licenseNames: [],
  logo: null,
};

/*
 * A list page loads its cards with the page (prefetchCards): the dozen card fields of 20 cards are
 * then read at once instead of awaiting the loader 240 times, which cost the list more CPU than its
 * SQL (ADR 0024). A profile from elsewhere (the company page, a request's author) loads its card
 * through the same batch loader when a field asks.
 */
/** Each prefetched page row's distance origin (two lists in one request may have two origins). */
const ORIGINS_KEY = {};

function originsOf(ctx: EnterpriseDependencies): WeakMap<object, GeoPoint | null> {
  return requestScopeOf(ctx).once(ORIGINS_KEY, () => new WeakMap<object, GeoPoint | null>());
}

function toCard(profileId: number, card: EnterpriseCardView | null): EnterpriseCardView {
  return card ?? { ...EMPTY_CARD, id: profileId };
}

function toDistance(origin: GeoPoint | null, card: EnterpriseCardView | null): number | null {
  const target = card ? toGeoPoint(card.latitude, card.longitude) : null;
  if (!origin || !target) return null;
  return Math.round(haversineKm(origin, target));
}

/** Loads the cards of a page's rows in one batch; their fields are then answered at once. */
async function prefetchCards(
  ctx: EnterpriseDependencies,
  rows: readonly Pick<ProfileView, 'id'>[],
  origin: GeoPoint | null,
): Promise<void> {
  const origins = originsOf(ctx);
  for (const row of rows) origins.set(row, origin);
  // A failed batch keeps nothing: each card field then asks again on its own, as without this.
  await loadCard
    .prefetch(
      ctx,
      rows.map((row) => row.id),
    )
    .catch(() => undefined);
}

/** One card field: at once when the card is loaded (a list page's), else through the loader. */
export function readEnterpriseCard<T>(
  ctx: EnterpriseDependencies,
  profile: Pick<ProfileView, 'id'>,
  pick: (card: EnterpriseCardView) => T,
): T | Promise<T> {
  return loadCard.read(ctx, profile.id, (card) => pick(toCard(profile.id, card)));
}

/** Whole kilometres from the viewer's origin, or null when either place is unknown. */
export function findEnterpriseDistance(
  ctx: EnterpriseDependencies,
  profile: Pick<ProfileView, 'id'>,
): number | null | Promise<number | null> {
  const origins = originsOf(ctx);
  if (origins.has(profile)) {
    const origin = origins.get(profile) ?? null;
    return loadCard.read(ctx, profile.id, (card) => toDistance(origin, card));
  }
  return Promise.all([findOrigin(ctx), loadCard(ctx, profile.id)]).then(([found, card]) =>
    toDistance(found, card),
  );
}

// --- input validation -------------------------------------------------------------------------

function checkCount(values: readonly unknown[], label: string): void {
  if (values.length > COMPANY_FILTER_MAX_VALUES) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.tooManyValues(label));
  }
}

function parseIds(
  values: readonly (string | number)[] | null | undefined,
  label: string,
  field: string,
): number[] | undefined {
  if (!values || values.length === 0) return undefined;
  checkCount(values, label);
  return parseClientIds(
    values,
    () => new BadUserInputError(ENTERPRISE_LIST_MESSAGES.invalidIds(label), { field }),
  );
}

function parseCodes<T extends string>(
  values: readonly string[] | null | undefined,
  label: string,
  field: string,
  isKnown: (value: string) => value is T,
): T[] | undefined {
  if (!values || values.length === 0) return undefined;
  checkCount(values, label);
  const unknown = values.find((value) => !isKnown(value));
  if (unknown !== undefined) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.unknownValue(label, unknown), { field });
  }
  return Array.from(new Set(values as T[]));
}

function parseLocations(
  values: readonly string[] | null | undefined,
): Pick<EnterpriseListFilter, 'siList' | 'sigunguList'> {
  if (!values || values.length === 0) return {};
  checkCount(values, '지역');
  const siList: string[] = [];
  const sigunguList: string[] = [];
  for (const value of values) {
    const location = value.normalize('NFC').trim().replace(/\s+/g, ' ');
    const parts = location.split(' ');
    if (location === '' || location.length > REGION_MAX_LENGTH || parts.length > 3) {
      throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.invalidRegion, { field: 'locations' });
    }
    // '서울특별시' is a whole 시/도; anything with a 시/군/구 part is matched as written.
    (parts.length === 1 ? siList : sigunguList).push(location);
  }
  return { siList, sigunguList };
}

function parseSearch(search: string | null | undefined): Partial<EnterpriseListFilter> {
  const term = (search ?? '').normalize('NFC').trim();
  if (term === '') return {};
  if (Array.from(term).length > SEARCH_MAX_LENGTH) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.tooLongSearch, { field: 'search' });
  }
  // Unique numbers are generated upper-case; a typed one may not be.
  if (COMPANY_UNIQUE_ID_PATTERN.test(term)) return { uniqueId: term.toUpperCase() };
  if (isChoseongQuery(term)) return { choseong: term.replace(/\s+/g, '') };
  return { nameWords: term.split(/\s+/) };
}

function parseDeviceLocation(location: GeoPoint | null | undefined): GeoPoint | null {
  if (!location) return null;
  const { latitude, longitude } = location;
  const isValid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  if (!isValid) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.invalidLocation, {
      field: 'deviceLocation',
    });
  }
  return { latitude, longitude };
}

function parseSort(sort: string | null | undefined): EnterpriseSort {
  const sorting =
    sort === null || sort === undefined || sort === '' ? DEFAULT_COMPANY_SORTING : sort;
  if (!isCompanySorting(sorting)) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.invalidSort, { field: 'sort' });
  }
  return SORT_BY_SORTING[sorting];
}

/** Validates the /company arguments and turns band codes into bounds. */
export function parseEnterpriseFilter(args: EnterprisesArgs): EnterpriseListFilter {
  const filter = args.filter ?? {};
  const salesAmounts = parseCodes(
    filter.salesAmounts,
    '매출액 구간',
    'salesAmounts',
    isSalesAmountBand,
  );
  const priceRanges = parseCodes(filter.priceRanges, '금액 구간', 'priceRanges', isPriceBand);
  const statRanges = parseCodes(filter.statRanges, '통계 구간', 'statRanges', isStatRange);
  return {
    ...parseSearch(filter.search),
    categoryIds: parseIds(args.categoryIds, '업종', 'categoryIds'),
    licenseIds: parseIds(filter.licenseIds, '면허', 'licenseIds'),
    criIds: parseIds(filter.criIds, '신용등급', 'criIds'),
    salesBounds: salesAmounts?.map((band) => SALES_AMOUNT_BAND_BOUNDS_WON[band]),
    priceBounds: priceRanges?.map((band) => {
      const { minManwon, maxManwon } = PRICE_BAND_BOUNDS_MANWON[band];
      return {
        min: minManwon * WON_PER_MANWON,
        max: maxManwon === null ? null : maxManwon * WON_PER_MANWON,
      };
    }),
    statBounds: statRanges?.map((range) => STAT_RANGE_BOUNDS[range]),
    ...parseLocations(filter.locations),
    hasPortfolio: filter.portfolioVisible === true,
    orderType: args.orderType ?? undefined,
  };
}

// --- queries ----------------------------------------------------------------------------------

/** What the client selected of the list (the graphql layer reads it from the query). */
export type EnterpriseListSelection = {
  isCountSelected: boolean;
  /** The limit of totalCountCapped when it is selected (its count starts with the page). */
  cappedCountLimit: number | null;
  /** Only Profile fields that need no more than the card columns of the row. */
  isCardOnly: boolean;
  /** A field of the card (rating, region, licences, logo, distance …): cards load with the page. */
  isCardSelected: boolean;
};

/** enterprises: the /company list, filtered, sorted and paged by keyset cursors. */
export async function listEnterprises(
  ctx: EnterpriseDependencies,
  args: EnterprisesArgs,
  selection: EnterpriseListSelection,
): Promise<Connection<ProfileView>> {
  const sort = parseSort(args.sort);
  const parsed = parseEnterpriseFilter(args);
  const filter =
    parsed.categoryIds === undefined
      ? parsed
      : { ...parsed, categoryIds: await selectLiveCategoryIds(ctx.db, parsed.categoryIds) };
  const request = toPageRequest(args.paging ?? {});
  const deviceLocation = parseDeviceLocation(args.deviceLocation);
  if (deviceLocation) requestScopeOf(ctx).set(DEVICE_LOCATION_KEY, deviceLocation);
  const origin = await findOrigin(ctx);
  if (sort === 'DISTANCE' && origin === null) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.distanceNeedsLocation, { field: 'sort' });
  }
  // The count is the costly statement of the list ("더 보기" never asks for it): it runs only
  // when totalCount is selected, then alongside the page rather than after it.
  let counting: Promise<number> | undefined;
  const countTotal = () => (counting ??= countEnterprises(ctx.db, filter));
  // Marks a failure as handled until the count's resolver awaits it (or never does).
  if (selection.isCountSelected) countTotal().catch(() => undefined);
  // The capped count rides on the page (one statement), except with the distance sort, whose
  // page may take several statements.
  const countLimit = sort === 'DISTANCE' ? null : selection.cappedCountLimit;
  const fallbackCountUpTo = memoizeCountUpTo((limit) =>
    countEnterprisesUpTo(ctx.db, filter, limit),
  );
  if (selection.cappedCountLimit !== null && countLimit === null) {
    fallbackCountUpTo(selection.cappedCountLimit).catch(() => undefined);
  }
  const rows = await selectEnterprisePage(ctx.db, {
    filter,
    sort,
    origin,
    request,
    isCardOnly: selection.isCardOnly,
    countLimit,
  });
  const countUpTo = withCarriedCount(
    { limit: countLimit, count: rows[0]?.matchCount ?? null },
    fallbackCountUpTo,
  );
  const connection = toConnection(
    rows,
    request,
    countTotal,
    (row) => ({ sortValue: row.sortKey, id: row.id, sortKey: sort }),
    countUpTo,
  );
  if (selection.isCardSelected) await prefetchCards(ctx, connection.nodes, origin);
  return connection;
}

/** enterprisesByIds: listed companies in the order asked; unknown or hidden ids are skipped. */
export async function findEnterprisesByIds(
  ctx: EnterpriseDependencies,
  ids: readonly (string | number)[],
): Promise<ProfileView[]> {
  if (ids.length > ENTERPRISES_BY_IDS_MAX) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.tooManyIds, { field: 'ids' });
  }
  const parsed = parseClientIds(
    ids,
    () => new BadUserInputError(ENTERPRISE_LIST_MESSAGES.invalidIds('업체'), { field: 'ids' }),
  );
  const rows = await selectListedEnterprisesByIds(ctx.db, parsed);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return parsed.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export type EnterpriseRecommendationView = { profile: ProfileView; reason: string };

function describeActivity(row: { rating: number; reviewCount: number; portfolioCount: number }) {
  if (row.reviewCount > 0) return `리뷰 ${row.reviewCount}개 · 평점 ${row.rating.toFixed(1)}`;
  if (row.portfolioCount > 0) return `포트폴리오 ${row.portfolioCount}개를 올린 업체예요`;
  return '공사마켓에서 활동 중인 업체예요';
}

/** How many recommendations a caller asked for (1–50, 10 by default). */
function readRecommendationCount(first: number | null | undefined): number {
  const count = first ?? RECOMMENDATION_DEFAULT_COUNT;
  if (!Number.isInteger(count) || count < 1 || count > RECOMMENDATION_MAX_COUNT) {
    throw new BadUserInputError(ENTERPRISE_LIST_MESSAGES.invalidRecommendationCount, {
      field: 'first',
    });
  }
  return count;
}

/** How far back popularEnterprises looks for busy trades, and how many it takes. */
const BUSY_TRADE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
const BUSY_TRADE_COUNT = 4;

/**
 * popularEnterprises, what a logged-out visitor is recommended (ADR 0037): the best rated
 * companies of the 업종 with the most requests in the last 30 days, taken in turn (each trade's
 * best, then each one's second…) so one trade does not fill the row; best rated overall when no
 * request names a trade yet.
 */
export async function listPopularEnterprises(
  ctx: Pick<EnterpriseDependencies, 'db'>,
  first: number | null | undefined,
  now: Date = new Date(),
): Promise<EnterpriseRecommendationView[]> {
  const count = readRecommendationCount(first);
  const trades = await selectBusiestTrades(
    ctx.db,
    new Date(now.getTime() - BUSY_TRADE_WINDOW_MS),
    BUSY_TRADE_COUNT,
  );
  const perTrade = await Promise.all(
    trades.map((trade) => selectBestRatedCompanies(ctx.db, trade.id, count)),
  );
  const picked = new Map<number, EnterpriseRecommendationView>();
  for (let rank = 0; picked.size < count && perTrade.some((rows) => rank < rows.length); rank++) {
    perTrade.forEach((rows, index) => {
      const row = rows[rank];
      if (row === undefined || picked.has(row.id) || picked.size >= count) return;
      const tradeName = trades[index]!.name;
      picked.set(row.id, {
        profile: row,
        reason:
          row.reviewCount > 0
            ? `요즘 요청이 많은 ${tradeName} · 평점 ${row.rating.toFixed(1)}`
            : `요즘 요청이 많은 ${tradeName} 업체예요`,
      });
    });
  }
  if (picked.size < count) {
    for (const row of await selectBestRatedCompanies(ctx.db, null, count)) {
      if (picked.size >= count) break;
      if (picked.has(row.id)) continue;
      picked.set(row.id, { profile: row, reason: describeActivity(row) });
    }
  }
  return [...picked.values()];
}

/** recommendEnterprises: companies matching the viewer's trades, region and activity. */
export async function recommendEnterprises(
  ctx: EnterpriseDependencies,
  first: number | null | undefined,
): Promise<EnterpriseRecommendationView[]> {
  requireUserId(ctx.viewer);
  const count = readRecommendationCount(first);
  const viewerProfile = (await loadViewerProfile(ctx)) ?? {
    id: 0,
    si: null,
    sigungu: null,
    latitude: null,
    longitude: null,
    categories: [],
  };
  const rows = await selectRecommendations(ctx.db, viewerProfile, count);
  return rows.map(({ sharedCategoryName, isSameRegion, ...profile }) => {
    const region =
      viewerProfile.sigungu !== null && profile.sigungu === viewerProfile.sigungu
        ? viewerProfile.sigungu
        : viewerProfile.si;
    const reason =
      sharedCategoryName !== null
        ? `관심 업종 ${withJosa(sharedCategoryName, '을/를')} 시공해요`
        : isSameRegion && region !== null
          ? `같은 지역(${region}) 업체예요`
          : describeActivity(profile);
    return { profile, reason };
  });
}
