import {
  BID_MAX_URL_PAGES,
  BID_PAGE_SIZE,
  buildBidSearchQuery,
  EMPTY_BID_SEARCH,
  FIRST_PAGE,
  readBidKeyword,
  resolveBidStates,
  type AnnouncementState,
  type BidSearchParams,
} from '@gongsa/domain';
import type {
  AnnouncementFilterInput,
  BidListQueryVariables,
} from '../../../graphql/generated/graphql';
import { countInitialPages, listOrUndefined, omitUndefined } from '../../listing/utils/list-query';

export const BID_LIST_PATH = '/bid';
/**
 * '마감된 공고 포함': every state a visitor may want to look back at (cancelled ones stay hidden).
 * 완료 is finished work like 선정완료, so it is listed here too (ADR 0027).
 */
export const WITH_CLOSED_STATES: readonly AnnouncementState[] = [
  'RECRUITING',
  'CHOOSING',
  'CHOSEN',
  'COMPLETED',
  'CLOSED',
];

/** The parts of a search the filter panel edits (everything but paging, sorting and the keyword). */
export type BidFilters = Pick<
  BidSearchParams,
  | 'search'
  | 'categories'
  | 'locations'
  | 'workTypes'
  | 'orderTypes'
  | 'fieldInfos'
  | 'priceRange'
  | 'emergency'
  | 'states'
>;

/** The announcements filter for a search; empty filters are left out so the API sees no condition. */
export function toAnnouncementFilter(params: BidSearchParams): AnnouncementFilterInput {
  return omitUndefined<AnnouncementFilterInput>({
    search: readBidKeyword(params) || undefined,
    locations: listOrUndefined(params.locations),
    workTypes: listOrUndefined(params.workTypes),
    orderTypes: listOrUndefined(params.orderTypes),
    fieldInfos: listOrUndefined(params.fieldInfos),
    priceRanges: listOrUndefined(params.priceRange),
    isEmergency: params.emergency || undefined,
    states: resolveBidStates(params),
  });
}

/** How many pages a URL's `page` loads at once (page=N shows the first N pages, capped). */
export function countInitialBidPages(page: number): number {
  return countInitialPages(page, BID_MAX_URL_PAGES);
}

/** URL → announcements variables: the first load asks for every page the URL names at once. */
export function toBidListVariables(
  params: BidSearchParams,
  after?: string | null,
): BidListQueryVariables {
  const first = after ? BID_PAGE_SIZE : BID_PAGE_SIZE * countInitialBidPages(params.page);
  return {
    filter: toAnnouncementFilter(params),
    sort: params.sorting,
    paging: after ? { first, after } : { first },
    categoryIds: listOrUndefined(params.categories.map(String)),
    withTotalCount: !after,
  };
}

/**
 * Identifies one list: two URLs with the same key show the same requests in the same order.
 * `page` is left out so that "더 보기" (which bumps page) keeps the loaded cards; `s` only echoes
 * the header bar's mode.
 */
export function readBidListKey(params: BidSearchParams): string {
  return buildBidSearchQuery({ ...params, page: FIRST_PAGE, s: '' });
}

/** The URL of a search. */
export function buildBidListHref(params: BidSearchParams): string {
  return `${BID_LIST_PATH}?${buildBidSearchQuery(params)}`;
}

/** The search with new filters: back to page 1, sorting and the header keyword kept. */
export function applyBidFilters(
  params: BidSearchParams,
  filters: Partial<BidFilters>,
): BidSearchParams {
  return { ...params, ...filters, page: FIRST_PAGE };
}

/** A fresh list: every filter, the keyword and the categories cleared; the sorting kept. */
export function clearBidSearch(params: BidSearchParams): BidSearchParams {
  return { ...EMPTY_BID_SEARCH, sorting: params.sorting };
}

/** The filter part of a search (what the phone sheet edits as a draft). */
export function pickBidFilters(params: BidSearchParams): BidFilters {
  return {
    search: params.search,
    categories: params.categories,
    locations: params.locations,
    workTypes: params.workTypes,
    orderTypes: params.orderTypes,
    fieldInfos: params.fieldInfos,
    priceRange: params.priceRange,
    emergency: params.emergency,
    states: params.states,
  };
}

/**
 * The panel's filters cleared, keeping what the header search set (keyword, categories), so
 * '필터 초기화' widens the search instead of abandoning it.
 */
export function clearBidPanelFilters(filters: BidFilters): BidFilters {
  return {
    ...pickBidFilters(EMPTY_BID_SEARCH),
    search: filters.search,
    categories: filters.categories,
  };
}

/** How many filters a search has (the phone's '필터' button shows it). */
export function countBidFilters(filters: BidFilters): number {
  return (
    (filters.search ? 1 : 0) +
    filters.categories.length +
    filters.locations.length +
    filters.workTypes.length +
    filters.orderTypes.length +
    filters.fieldInfos.length +
    filters.priceRange.length +
    (filters.emergency ? 1 : 0) +
    (filters.states.length > 0 ? 1 : 0)
  );
}

/** Whether any filter of the panel (not the header search) changes the list. */
export function hasBidPanelFilters(filters: BidFilters): boolean {
  return countBidFilters(clearBidPanelFilters(filters)) !== countBidFilters(filters);
}

/** Whether the search also lists requests that are no longer open. */
export function isIncludingClosed(states: readonly AnnouncementState[]): boolean {
  return states.some((state) => state !== 'RECRUITING');
}
