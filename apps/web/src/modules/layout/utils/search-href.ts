import {
  COMPANY_UNIQUE_ID_PATTERN,
  DEFAULT_BID_SORTING,
  DEFAULT_COMPANY_SORTING,
} from '@gongsa/domain';

/** SPEC §2: 1 = 업체 검색, 2 = 견적 의뢰. */
export type SearchMode = 'company' | 'bid';

export const SEARCH_MODE_LABELS: Record<SearchMode, string> = {
  company: '업체 검색',
  bid: '견적 의뢰',
};

export const SEARCH_MODE_HINTS: Record<SearchMode, string> = {
  company: '업종 또는 업체 고유번호(예: ABC123456)로 검색할 수 있어요',
  bid: '업종, 지역 또는 공고번호로 검색할 수 있어요',
};

/** On a path under /bid or /myBid the bar starts in estimate-request mode. */
export function readDefaultSearchMode(pathname: string): SearchMode {
  return /^\/(bid|myBid)(\/|$)/.test(pathname) ? 'bid' : 'company';
}

/**
 * Where a submitted keyword goes, or null when there is nothing to search. In company mode a
 * company unique number (3 letters + 6 digits) opens that company's search directly.
 */
export function buildSearchHref(rawKeyword: string, mode: SearchMode): string | null {
  const keyword = rawKeyword.trim();
  if (!keyword) return null;
  if (mode === 'company') {
    const base = { page: '1', sorting: DEFAULT_COMPANY_SORTING, portfolioVisible: 'false' };
    const params = COMPANY_UNIQUE_ID_PATTERN.test(keyword)
      ? { search: keyword, ...base }
      : { ...base, k: keyword };
    return `/company?${new URLSearchParams(params)}`;
  }
  return `/bid?${new URLSearchParams({ page: '1', sorting: DEFAULT_BID_SORTING, k: keyword })}`;
}
