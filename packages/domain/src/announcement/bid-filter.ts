import { DEFAULT_BID_SORTING, FIRST_PAGE } from '../constants';
import {
  ANNOUNCEMENT_STATES,
  isAnnouncementState,
  isFieldInfo,
  isOrderType,
  isWorkType,
  type AnnouncementState,
  type FieldInfo,
  type OrderType,
  type WorkType,
} from '../enums/announcement';
import { isPriceRange, type PriceRange } from '../enums/price';
import { isBidSorting, type BidSorting } from '../enums/search';
import { createQueryReader, writeQueryLists, type RawSearchParams } from '../search/url-query';

/**
 * /bid filters (SPEC §2: "same query shape" as /company, default sorting '3'). One definition
 * for the web's URL and the API's filter input, so a shared link always means the same list.
 */

/** A page of the /bid list; `page=N` in the URL means the first N pages are shown. */
export const BID_PAGE_SIZE = 20;
/** More than this many pages are never loaded at once from a URL (100 cards at most). */
export const BID_MAX_URL_PAGES = 5;
/** Upper bound on each multi-value filter, so a hand-made URL cannot ask for thousands. */
export const BID_FILTER_MAX_VALUES = 50;
/**
 * 완료 came after 선정완료 (ADR 0027): a link made before it that lists 선정완료 meant the finished
 * requests that are now 완료 too, so it reads as both.
 */
function withCompletedWhereChosen(states: AnnouncementState[]): AnnouncementState[] {
  return states.includes('CHOSEN') && !states.includes('COMPLETED')
    ? [...states, 'COMPLETED']
    : states;
}

/** What the list shows without a `states` filter: open requests only (contract default). */
export const DEFAULT_BID_STATES: readonly AnnouncementState[] = ['RECRUITING'];

export interface BidSearchParams {
  /** Trade name (초성 allowed), 시/군/구 or an 8-digit announcement number. */
  search: string;
  categories: number[];
  /** '서울특별시' (the whole 시/도) or '서울특별시 강남구'. */
  locations: string[];
  workTypes: WorkType[];
  orderTypes: OrderType[];
  fieldInfos: FieldInfo[];
  priceRange: PriceRange[];
  /** Only emergency requests. */
  emergency: boolean;
  /** Empty means the default (모집중 only). */
  states: AnnouncementState[];
  page: number;
  sorting: BidSorting;
  /** The keyword typed in the header search bar (shown back in the bar). */
  k: string;
  /** The header search mode toggle at the time of the search: '1' company, '2' bid. */
  s: string;
}

export const EMPTY_BID_SEARCH: BidSearchParams = {
  search: '',
  categories: [],
  locations: [],
  workTypes: [],
  orderTypes: [],
  fieldInfos: [],
  priceRange: [],
  emergency: false,
  states: [],
  page: FIRST_PAGE,
  sorting: DEFAULT_BID_SORTING,
  k: '',
  s: '',
};

/** Reads /bid query parameters; unknown or malformed values are dropped, never an error. */
export function parseBidSearchParams(params: RawSearchParams): BidSearchParams {
  const query = createQueryReader(params, BID_FILTER_MAX_VALUES);
  const sorting = query.read('sorting');
  return {
    search: query.readText('search', 50),
    categories: query.readIds('categories'),
    locations: query.readList('locations').filter((location) => location.length <= 40),
    workTypes: query.readList('workTypes').filter(isWorkType),
    orderTypes: query.readList('orderTypes').filter(isOrderType),
    fieldInfos: query.readList('fieldInfos').filter(isFieldInfo),
    priceRange: query.readList('priceRange').filter(isPriceRange),
    emergency: query.readFlag('emergency'),
    states: withCompletedWhereChosen(query.readList('states').filter(isAnnouncementState)),
    page: query.readPage(FIRST_PAGE),
    sorting: isBidSorting(sorting) ? sorting : DEFAULT_BID_SORTING,
    k: query.readText('k', 50),
    s: query.readText('s', 1),
  };
}

/**
 * The query string for a search, in a stable order. page and sorting are always written (SPEC §2:
 * a bid search carries sorting '3'); empty filters are left out.
 */
export function buildBidSearchQuery(params: Partial<BidSearchParams>): string {
  const value = { ...EMPTY_BID_SEARCH, ...params };
  const query = new URLSearchParams();
  if (value.search) query.set('search', value.search);
  const lists = [
    ['categories', value.categories],
    ['locations', value.locations],
    ['workTypes', value.workTypes],
    ['orderTypes', value.orderTypes],
    ['fieldInfos', value.fieldInfos],
    ['priceRange', value.priceRange],
  ] as const;
  writeQueryLists(query, lists);
  if (value.emergency) query.set('emergency', 'true');
  if (value.states.length > 0) query.set('states', value.states.join(','));
  query.set('page', String(value.page));
  query.set('sorting', value.sorting);
  if (value.k) query.set('k', value.k);
  if (value.s) query.set('s', value.s);
  return query.toString();
}

/** Whether any filter beyond the keyword narrows or widens the list (the empty state offers to clear them). */
export function hasBidFilters(params: BidSearchParams): boolean {
  return (
    params.categories.length > 0 ||
    params.locations.length > 0 ||
    params.workTypes.length > 0 ||
    params.orderTypes.length > 0 ||
    params.fieldInfos.length > 0 ||
    params.priceRange.length > 0 ||
    params.emergency ||
    params.states.length > 0
  );
}

/** An announcement number (uniqueId): exactly 8 digits. */
export const ANNOUNCEMENT_NUMBER_PATTERN = /^\d{8}$/;

export function isAnnouncementNumber(value: string): boolean {
  return ANNOUNCEMENT_NUMBER_PATTERN.test(value.trim());
}

/**
 * The keyword the list searches for. The header bar in bid mode writes only `k` (SPEC §2); with
 * ticked categories the categories are the search and `k` just names them, so it is not sent.
 */
export function readBidKeyword(
  params: Pick<BidSearchParams, 'search' | 'k' | 'categories'>,
): string {
  if (params.search) return params.search;
  return params.categories.length > 0 ? '' : params.k;
}

/**
 * The states a search lists: the URL's, or 모집중 only. Someone looking up an announcement number
 * wants that request whatever its state, so a number search without `states` lists them all.
 */
export function resolveBidStates(
  params: Pick<BidSearchParams, 'states' | 'search' | 'k' | 'categories'>,
): AnnouncementState[] {
  if (params.states.length > 0) return [...params.states];
  if (isAnnouncementNumber(readBidKeyword(params))) return [...ANNOUNCEMENT_STATES];
  return [...DEFAULT_BID_STATES];
}
