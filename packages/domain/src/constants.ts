import type { BidSorting, CompanySorting, SearchType } from './enums/search';

/** Below this width the phone layout (drawer + bottom tabs) is used. */
export const BREAKPOINT_PX = 820;
export const DROPDOWN_MAX_HEIGHT_PX = 322;

/** The toast library defaults to 5000 ms and a stack; the product shows one toast for 2 s. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX = 1;

export const RECENT_SEARCH_MAX = 5;
/** Separate local-storage lists for the two search modes (SPEC §9). */
export const RECENT_SEARCH_KEYS: Readonly<{ company: string; bid: string }> = {
  company: 'gongsa.recentSearches.company',
  bid: 'gongsa.recentSearches.bid',
};

/** Three letters and six digits; such a keyword skips the category lookup. */
export const COMPANY_UNIQUE_ID_PATTERN = /^[A-Za-z]{3}\d{6}$/;

export const DEFAULT_COMPANY_SORTING: CompanySorting = '1';
export const DEFAULT_BID_SORTING: BidSorting = '3';
export const DEFAULT_SEARCH_TYPE: SearchType = '1';
/** Every new search and every filter change starts again from page 1. */
export const FIRST_PAGE = 1;

export const REFRESH_COOKIE_MAX_AGE_S = 31_536_000;
export const VISITOR_COOKIE_DAYS = 30;

export const EARTH_RADIUS_KM = 6371;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 8;
export const PASSWORD_MIN = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX = 64;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';
export const FILENAME_DISPLAY_MAX = 15;

export const IMAGE_QUALITY = 75;
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;

export const SEOUL_TIME_ZONE = 'Asia/Seoul';

export interface NavigationTab {
  key: 'home' | 'company' | 'bid' | 'myBid' | 'mall' | 'myPage';
  label: string;
  href: string;
}

/** The second bar on desktop and the side drawer on phones. */
export const MAIN_TABS: readonly NavigationTab[] = [
  { key: 'home', label: '홈', href: '/' },
  { key: 'company', label: '전체 업체', href: '/company' },
  { key: 'bid', label: '전체 공고', href: '/bid' },
  { key: 'myBid', label: '내 입찰', href: '/myBid?tab=1' },
  { key: 'mall', label: '혁신제품몰', href: '/mall' },
  { key: 'myPage', label: '마이페이지', href: '/myPage/profile' },
];

/** The phone bottom bar: shorter labels, no mall. */
export const BOTTOM_TABS: readonly NavigationTab[] = [
  { key: 'home', label: '홈', href: '/' },
  { key: 'company', label: '업체', href: '/company' },
  { key: 'bid', label: '공고', href: '/bid' },
  { key: 'myBid', label: '입찰관리', href: '/myBid?tab=1' },
  { key: 'myPage', label: '마이', href: '/myPage/profile' },
];

/** First path segments that need login under the strict reading of SPEC §2. */
export const PROTECTED_ROUTE_GROUPS = [
  'bid',
  'company',
  'myBid',
  'myPage',
  'report',
  'recommendation',
  'mall',
] as const;
export type ProtectedRouteGroup = (typeof PROTECTED_ROUTE_GROUPS)[number];

/** The distances a keyword notification may reach, in km; null means nationwide (전국). */
export const NOTIFICATION_LOCATION_RANGES = [10, 30, 50, 100] as const;
export type NotificationLocationRange = (typeof NOTIFICATION_LOCATION_RANGES)[number];

/** At most this many trades (leaf categories) for keyword notifications. */
export const NOTIFICATION_CATEGORY_LIMIT = 30;
