import {
  buildCompanySearchQuery,
  COMPANY_MAX_URL_PAGES,
  COMPANY_PAGE_SIZE,
  EMPTY_COMPANY_SEARCH,
  FIRST_PAGE,
  type CompanySearchParams,
  type GeoPoint,
} from '@gongsa/domain';
import type {
  CompanyListQueryVariables,
  EnterpriseFilterInput,
} from '../../../graphql/generated/graphql';
import {
  countInitialPages as countListPages,
  listOrUndefined,
  omitUndefined,
} from '../../listing/utils/list-query';

export const COMPANY_LIST_PATH = '/company';
/** SPEC §2: distance sorting needs a location. */
export const DISTANCE_SORTING = '6';

/** The parts of a search the filter panel edits (everything but paging, sorting and the keyword). */
export type CompanyFilters = Pick<
  CompanySearchParams,
  | 'search'
  | 'categories'
  | 'licenses'
  | 'cris'
  | 'salesAmount'
  | 'locations'
  | 'priceRange'
  | 'statRange'
  | 'portfolioVisible'
>;

/** The enterprises filter for a search; empty filters are left out so the API sees no condition. */
export function toEnterpriseFilter(params: CompanySearchParams): EnterpriseFilterInput {
  return omitUndefined<EnterpriseFilterInput>({
    search: params.search || undefined,
    licenseIds: listOrUndefined(params.licenses.map(String)),
    criIds: listOrUndefined(params.cris.map(String)),
    salesAmounts: listOrUndefined(params.salesAmount),
    locations: listOrUndefined(params.locations),
    priceRanges: listOrUndefined(params.priceRange),
    statRanges: listOrUndefined(params.statRange),
    portfolioVisible: params.portfolioVisible || undefined,
  });
}

/** How many pages a URL's `page` loads at once (SPEC: page=N shows the first N pages, capped). */
export function countInitialPages(page: number): number {
  return countListPages(page, COMPANY_MAX_URL_PAGES);
}

type VariableOptions = {
  /** The browser's position, used for distance sorting and the distance on each card. */
  deviceLocation?: GeoPoint | null;
  /** Cursor of the last loaded card: asks for the next page only, without the total count. */
  after?: string | null;
};

/** URL → enterprises variables: the first load asks for every page the URL names at once. */
export function toCompanyListVariables(
  params: CompanySearchParams,
  { deviceLocation, after }: VariableOptions = {},
): CompanyListQueryVariables {
  const first = after ? COMPANY_PAGE_SIZE : COMPANY_PAGE_SIZE * countInitialPages(params.page);
  return {
    filter: toEnterpriseFilter(params),
    sort: params.sorting,
    paging: after ? { first, after } : { first },
    categoryIds: listOrUndefined(params.categories.map(String)),
    deviceLocation: deviceLocation
      ? { latitude: deviceLocation.latitude, longitude: deviceLocation.longitude }
      : undefined,
    withTotalCount: !after,
  };
}

/**
 * Identifies one list: two URLs with the same key show the same companies in the same order.
 * `page` is left out so that "더 보기" (which bumps page) keeps the loaded cards, and `k`/`s`
 * because they only echo the header search bar, which rewrites them while the user types.
 */
export function readListKey(params: CompanySearchParams): string {
  return buildCompanySearchQuery({ ...params, page: FIRST_PAGE, k: '', s: '' });
}

/** The URL of a search; any filter or sorting change starts again at page 1. */
export function buildCompanyListHref(params: CompanySearchParams): string {
  return `${COMPANY_LIST_PATH}?${buildCompanySearchQuery(params)}`;
}

/** The search with new filters: back to page 1, sorting and the header keyword kept. */
export function applyFilters(
  params: CompanySearchParams,
  filters: Partial<CompanyFilters>,
): CompanySearchParams {
  return { ...params, ...filters, page: FIRST_PAGE };
}

/** A fresh list: every filter, the keyword and the categories cleared; the sorting kept. */
export function clearSearch(params: CompanySearchParams): CompanySearchParams {
  return { ...EMPTY_COMPANY_SEARCH, sorting: params.sorting };
}

/**
 * The panel's filters cleared, keeping what the header search set (keyword, categories, unique
 * number), so '필터 초기화' widens the search instead of abandoning it.
 */
export function clearPanelFilters(filters: CompanyFilters): CompanyFilters {
  return {
    ...pickFilters(EMPTY_COMPANY_SEARCH),
    search: filters.search,
    categories: filters.categories,
  };
}

/** Whether any filter of the panel (not the header search) narrows the list. */
export function hasPanelFilters(filters: CompanyFilters): boolean {
  return countFilters(clearPanelFilters(filters)) !== countFilters(filters);
}

/** The filter part of a search (what the phone sheet edits as a draft). */
export function pickFilters(params: CompanySearchParams): CompanyFilters {
  return {
    search: params.search,
    categories: params.categories,
    licenses: params.licenses,
    cris: params.cris,
    salesAmount: params.salesAmount,
    locations: params.locations,
    priceRange: params.priceRange,
    statRange: params.statRange,
    portfolioVisible: params.portfolioVisible,
  };
}

/** How many filters a search has (the phone's '필터' button shows it). */
export function countFilters(filters: CompanyFilters): number {
  return (
    (filters.search ? 1 : 0) +
    filters.categories.length +
    filters.licenses.length +
    filters.cris.length +
    filters.salesAmount.length +
    filters.locations.length +
    filters.priceRange.length +
    filters.statRange.length +
    (filters.portfolioVisible ? 1 : 0)
  );
}
