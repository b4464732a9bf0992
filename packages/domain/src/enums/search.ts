import { createEnumGuard, createEnumOptions } from './define-enum';

/** SPEC §2 Search behaviour: mode 1 searches companies, mode 2 estimate requests. */
export const SEARCH_TYPES = ['1', '2'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_COMPANY: SearchType = '1';
export const SEARCH_TYPE_BID: SearchType = '2';
export const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, string>> = {
  '1': '업체 검색',
  '2': '견적 의뢰',
};
export const isSearchType = createEnumGuard(SEARCH_TYPES);
export const SEARCH_TYPE_OPTIONS = createEnumOptions(SEARCH_TYPES, SEARCH_TYPE_LABELS);

/** The bar starts in estimate-request mode on bid pages and in company mode everywhere else. */
export function getSearchTypeForPath(pathname: string): SearchType {
  return /^\/(bid|myBid)(\/|\?|#|$)/.test(pathname) ? SEARCH_TYPE_BID : SEARCH_TYPE_COMPANY;
}

export const COMPANY_SORTINGS = ['1', '2', '3', '4', '5', '6'] as const;
export type CompanySorting = (typeof COMPANY_SORTINGS)[number];
export const COMPANY_SORTING_LABELS: Readonly<Record<CompanySorting, string>> = {
  '1': '추천순',
  '2': '평점순',
  '3': '리뷰 많은순',
  '4': '포트폴리오 많은순',
  '5': '매출액순',
  '6': '거리순',
};
export const isCompanySorting = createEnumGuard(COMPANY_SORTINGS);
export const COMPANY_SORTING_OPTIONS = createEnumOptions(COMPANY_SORTINGS, COMPANY_SORTING_LABELS);

export const BID_SORTINGS = ['1', '2', '3', '4'] as const;
export type BidSorting = (typeof BID_SORTINGS)[number];
export const BID_SORTING_LABELS: Readonly<Record<BidSorting, string>> = {
  '1': '마감 임박순',
  '2': '금액 높은순',
  '3': '최신순',
  '4': '지원자 많은순',
};
export const isBidSorting = createEnumGuard(BID_SORTINGS);
export const BID_SORTING_OPTIONS = createEnumOptions(BID_SORTINGS, BID_SORTING_LABELS);
