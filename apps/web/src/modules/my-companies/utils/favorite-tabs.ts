/**
 * /myPage/favorite?tab=company|announcement|portfolio|following: the three favourite lists
 * (SPEC §3) and the companies the member follows (ADR 0033).
 */
export const FAVORITE_TABS = [
  { value: 'company', label: '업체' },
  { value: 'announcement', label: '공고' },
  { value: 'portfolio', label: '포트폴리오' },
  { value: 'following', label: '팔로잉' },
] as const;
export type FavoriteTab = (typeof FAVORITE_TABS)[number]['value'];

/** Any other or missing value opens 업체, the list this page showed before it had tabs. */
export function readFavoriteTab(value: string | null | undefined): FavoriteTab {
  return FAVORITE_TABS.find((tab) => tab.value === value)?.value ?? 'company';
}

export function buildFavoriteHref(tab: FavoriteTab): string {
  return `/myPage/favorite?tab=${tab}`;
}

export type FavoriteCounts = {
  favoriteProfileCount: number;
  favoriteAnnouncementCount: number;
  favoritePortfolioCount: number;
  followingCount: number;
};

const COUNT_OF: Record<FavoriteTab, keyof FavoriteCounts> = {
  company: 'favoriteProfileCount',
  announcement: 'favoriteAnnouncementCount',
  portfolio: 'favoritePortfolioCount',
  following: 'followingCount',
};

/** The tab's count from User's favourite counts, or null while they load. */
export function readFavoriteCount(
  counts: FavoriteCounts | null | undefined,
  tab: FavoriteTab,
): number | null {
  return counts ? counts[COUNT_OF[tab]] : null;
}

/** The operation of User's favourite counts, asked again after a favourite is removed. */
export const FAVORITE_COUNTS_OPERATION = 'MyFavoriteCounts';
