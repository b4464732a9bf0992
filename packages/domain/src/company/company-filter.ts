import { createEnumGuard } from '../enums/define-enum';
import { isPriceBand, type PriceBand } from '../enums/price';
import { isCompanySorting, type CompanySorting } from '../enums/search';
import { DEFAULT_COMPANY_SORTING, FIRST_PAGE } from '../constants';
import { createQueryReader, writeQueryLists, type RawSearchParams } from '../search/url-query';

/**
 * /company filters (SPEC §2 query: search, categories, licenses, cris, salesAmount, locations,
 * priceRange, statRange, page, sorting, portfolioVisible, k, s). One definition for the web's URL
 * and the API's filter input, so a shared link always means the same list.
 */

/** 최근 연도 매출액 구간 (억 원). Lower bound inclusive, upper exclusive. */
export const SALES_AMOUNT_BANDS = [
  'LESSTHEN_10',
  'OVER_10_LESSTHEN_50',
  'OVER_50_LESSTHEN_100',
  'OVER_100_LESSTHEN_500',
  'OVER_500',
] as const;
export type SalesAmountBand = (typeof SALES_AMOUNT_BANDS)[number];
const EOK = 100_000_000;
/** Bounds in won. `max: null` is open-ended. */
export const SALES_AMOUNT_BAND_BOUNDS_WON: Readonly<
  Record<SalesAmountBand, { min: number; max: number | null }>
> = {
  LESSTHEN_10: { min: 0, max: 10 * EOK },
  OVER_10_LESSTHEN_50: { min: 10 * EOK, max: 50 * EOK },
  OVER_50_LESSTHEN_100: { min: 50 * EOK, max: 100 * EOK },
  OVER_100_LESSTHEN_500: { min: 100 * EOK, max: 500 * EOK },
  OVER_500: { min: 500 * EOK, max: null },
};
export const isSalesAmountBand = createEnumGuard(SALES_AMOUNT_BANDS);

/**
 * 통계 구간 (statRange): the company's track record on Gongsa Market — reviews received. SPEC
 * names the parameter only; see docs/adr/0009-company-directory.md.
 */
export const STAT_RANGES = ['REVIEW_1', 'REVIEW_5', 'REVIEW_10', 'RATING_4', 'RATING_4_5'] as const;
export type StatRange = (typeof STAT_RANGES)[number];
/** Each range is a lower bound on the review count or on the average rating. */
export const STAT_RANGE_BOUNDS: Readonly<
  Record<StatRange, { minReviewCount?: number; minRating?: number }>
> = {
  REVIEW_1: { minReviewCount: 1 },
  REVIEW_5: { minReviewCount: 5 },
  REVIEW_10: { minReviewCount: 10 },
  RATING_4: { minRating: 4 },
  RATING_4_5: { minRating: 4.5 },
};
export const isStatRange = createEnumGuard(STAT_RANGES);

/** A page of the /company list; `page=N` in the URL means the first N pages are shown. */
export const COMPANY_PAGE_SIZE = 20;
/** More than this many pages are never loaded at once from a URL (100 cards at most). */
export const COMPANY_MAX_URL_PAGES = 5;
/** Upper bound on each multi-value filter, so a hand-made URL cannot ask for thousands. */
export const COMPANY_FILTER_MAX_VALUES = 50;

export interface CompanySearchParams {
  /** Company unique number or a company-name keyword (초성 allowed). */
  search: string;
  categories: number[];
  licenses: number[];
  cris: number[];
  salesAmount: SalesAmountBand[];
  /** '서울특별시' (the whole 시/도) or '서울특별시 강남구'. */
  locations: string[];
  priceRange: PriceBand[];
  statRange: StatRange[];
  page: number;
  sorting: CompanySorting;
  /** Only companies with at least one portfolio. */
  portfolioVisible: boolean;
  /** The keyword typed in the header search bar (shown back in the bar). */
  k: string;
  /** The header search mode toggle at the time of the search: '1' company, '2' bid. */
  s: string;
}

export const EMPTY_COMPANY_SEARCH: CompanySearchParams = {
  search: '',
  categories: [],
  licenses: [],
  cris: [],
  salesAmount: [],
  locations: [],
  priceRange: [],
  statRange: [],
  page: FIRST_PAGE,
  sorting: DEFAULT_COMPANY_SORTING,
  portfolioVisible: false,
  k: '',
  s: '',
};

/** Reads /company query parameters; unknown or malformed values are dropped, never an error. */
export function parseCompanySearchParams(params: RawSearchParams): CompanySearchParams {
  const query = createQueryReader(params, COMPANY_FILTER_MAX_VALUES);
  const sorting = query.read('sorting');
  const search = query.readText('search', 50);
  return {
    search,
    categories: query.readIds('categories'),
    licenses: query.readIds('licenses'),
    cris: query.readIds('cris'),
    salesAmount: query.readList('salesAmount').filter(isSalesAmountBand),
    locations: query.readList('locations').filter((location) => location.length <= 40),
    priceRange: query.readList('priceRange').filter(isPriceBand),
    statRange: query.readList('statRange').filter(isStatRange),
    page: query.readPage(FIRST_PAGE),
    sorting: isCompanySorting(sorting) ? sorting : DEFAULT_COMPANY_SORTING,
    portfolioVisible: query.readFlag('portfolioVisible'),
    k: query.readText('k', 50),
    s: query.readText('s', 1),
  };
}

/**
 * The query string for a search, in a stable order. page, sorting and portfolioVisible are always
 * written (SPEC §2: every search carries page 1, sorting '1', portfolioVisible false); empty
 * filters are left out.
 */
export function buildCompanySearchQuery(params: Partial<CompanySearchParams>): string {
  const value = { ...EMPTY_COMPANY_SEARCH, ...params };
  const query = new URLSearchParams();
  if (value.search) query.set('search', value.search);
  const lists = [
    ['categories', value.categories],
    ['licenses', value.licenses],
    ['cris', value.cris],
    ['salesAmount', value.salesAmount],
    ['locations', value.locations],
    ['priceRange', value.priceRange],
    ['statRange', value.statRange],
  ] as const;
  writeQueryLists(query, lists);
  query.set('page', String(value.page));
  query.set('sorting', value.sorting);
  query.set('portfolioVisible', String(value.portfolioVisible));
  if (value.k) query.set('k', value.k);
  if (value.s) query.set('s', value.s);
  return query.toString();
}

/** Whether any filter beyond the keyword narrows the list (the empty state offers to clear them). */
export function hasCompanyFilters(params: CompanySearchParams): boolean {
  return (
    params.categories.length > 0 ||
    params.licenses.length > 0 ||
    params.cris.length > 0 ||
    params.salesAmount.length > 0 ||
    params.locations.length > 0 ||
    params.priceRange.length > 0 ||
    params.statRange.length > 0 ||
    params.portfolioVisible
  );
}
