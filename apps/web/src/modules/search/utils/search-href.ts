import {
  DEFAULT_BID_SORTING,
  DEFAULT_COMPANY_SORTING,
  FIRST_PAGE,
  SEARCH_TYPE_BID,
  SEARCH_TYPE_COMPANY,
  buildCompanySearchQuery,
  ANNOUNCEMENT_NUMBER_PATTERN,
  COMPANY_UNIQUE_ID_PATTERN,
} from '@gongsa/domain';

/** SPEC §2: 1 = 업체 검색, 2 = 견적 의뢰. */
export type SearchMode = 'company' | 'bid';

export const SEARCH_MODES: readonly SearchMode[] = ['company', 'bid'];

export const SEARCH_MODE_LABELS: Record<SearchMode, string> = {
  company: '업체 검색',
  bid: '견적 의뢰',
};

/** The help tip (SPEC §2): what each mode accepts. */
export const SEARCH_MODE_HINTS: Record<SearchMode, string> = {
  company: '업종 또는 업체 고유번호(예: ABC123456)로 검색할 수 있어요',
  bid: '업종, 지역 또는 공고번호로 검색할 수 있어요',
};

/** The s query parameter written for each mode. */
export const SEARCH_MODE_TYPES: Record<SearchMode, string> = {
  company: SEARCH_TYPE_COMPANY,
  bid: SEARCH_TYPE_BID,
};

export const COMPANY_LIST_PATH = '/company';
export const BID_LIST_PATH = '/bid';

/** On a path under /bid or /myBid the bar starts in estimate-request mode. */
export function readDefaultSearchMode(pathname: string): SearchMode {
  return /^\/(bid|myBid)(\/|$)/.test(pathname) ? 'bid' : 'company';
}

export type SearchKeyword =
  | { kind: 'empty' }
  /** A company unique number (3 letters + 6 digits): no category lookup. */
  | { kind: 'uniqueId'; keyword: string }
  /** An estimate request's number (8 digits) in 견적 의뢰 mode: opens that request when it exists. */
  | { kind: 'announcementNumber'; keyword: string }
  /** Anything else: looked up as a trade name. */
  | { kind: 'trade'; keyword: string };

/**
 * SPEC §5 Search: trimmed; blank does nothing; a company unique number counts in company mode, an
 * announcement number in 견적 의뢰 mode.
 */
export function readSearchKeyword(rawKeyword: string, mode: SearchMode): SearchKeyword {
  const keyword = rawKeyword.trim();
  if (keyword === '') return { kind: 'empty' };
  if (mode === 'company' && COMPANY_UNIQUE_ID_PATTERN.test(keyword)) {
    return { kind: 'uniqueId', keyword: keyword.toUpperCase() };
  }
  if (mode === 'bid' && ANNOUNCEMENT_NUMBER_PATTERN.test(keyword)) {
    return { kind: 'announcementNumber', keyword };
  }
  return { kind: 'trade', keyword };
}

export type SearchTarget = {
  mode: SearchMode;
  keyword: string;
  /** Ticked categories (dropdown); empty for a plain keyword search. */
  categoryIds: readonly number[];
  /** A company unique number or company name searched directly (filter.search). */
  search?: string;
};

/**
 * Where a search goes. Company searches always start at page 1, sorting '1', without the
 * portfolio filter; estimate-request searches use sorting '3' (SPEC §2).
 */
export function buildSearchTargetHref(target: SearchTarget): string {
  if (target.mode === 'company') {
    const query = buildCompanySearchQuery({
      search: target.search ?? '',
      categories: [...target.categoryIds],
      k: target.keyword,
      s: SEARCH_MODE_TYPES.company,
      page: FIRST_PAGE,
      sorting: DEFAULT_COMPANY_SORTING,
      portfolioVisible: false,
    });
    return `${COMPANY_LIST_PATH}?${query}`;
  }
  const query = new URLSearchParams();
  if (target.categoryIds.length > 0) query.set('categories', target.categoryIds.join(','));
  query.set('page', String(FIRST_PAGE));
  query.set('sorting', DEFAULT_BID_SORTING);
  if (target.keyword) query.set('k', target.keyword);
  query.set('s', SEARCH_MODE_TYPES.bid);
  return `${BID_LIST_PATH}?${query}`;
}

/**
 * The href for a submitted keyword without a dropdown selection, or null when there is nothing to
 * search: a unique number opens that company, other company keywords search company names (the
 * bar first asks whether the keyword names trades, and searches those instead: SearchBar).
 */
export function buildKeywordSearchHref(rawKeyword: string, mode: SearchMode): string | null {
  const keyword = readSearchKeyword(rawKeyword, mode);
  if (keyword.kind === 'empty') return null;
  if (mode === 'bid')
    return buildSearchTargetHref({ mode, keyword: keyword.keyword, categoryIds: [] });
  return buildSearchTargetHref({
    mode,
    keyword: keyword.keyword,
    categoryIds: [],
    search: keyword.keyword,
  });
}

/** The page of one estimate request. */
export function buildBidDetailHref(id: string): string {
  return `${BID_LIST_PATH}/${encodeURIComponent(id)}`;
}

/** Whether a pathname is the list the mode searches (then the route is replaced, not pushed). */
export function isSearchListPath(pathname: string, mode: SearchMode): boolean {
  return pathname === (mode === 'company' ? COMPANY_LIST_PATH : BID_LIST_PATH);
}

/**
 * The current URL with k and s rewritten, for shallow routing while typing on /company. An
 * empty keyword removes k.
 */
export function buildShallowSearchUrl(
  currentHref: string,
  keyword: string,
  mode: SearchMode,
): string {
  const url = new URL(currentHref);
  const trimmed = keyword.trim();
  if (trimmed) url.searchParams.set('k', trimmed);
  else url.searchParams.delete('k');
  url.searchParams.set('s', SEARCH_MODE_TYPES[mode]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The ids of the categories parameter of a list URL (the bar's selection on /company). */
export function readUrlCategoryIds(search: string): string[] {
  const value = new URLSearchParams(search).get('categories') ?? '';
  return value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
}

/** The k parameter of a list URL (shown back in the bar). */
export function readUrlKeyword(search: string): string {
  return (new URLSearchParams(search).get('k') ?? '').trim();
}
