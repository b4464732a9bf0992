export type NavigationTab = {
  key: 'home' | 'company' | 'bid' | 'myBid' | 'mall' | 'myPage';
  label: string;
  href: string;
  /** Path prefix that makes this tab the current one. */
  matchPrefix: string;
};

/** My Page's own list page (the menu of every area, ADR 0026). */
export const MY_PAGE_PATH = '/myPage';

/** SPEC §2 desktop second bar and phone drawer: six tabs. */
export const MAIN_TABS: readonly NavigationTab[] = [
  { key: 'home', label: '홈', href: '/', matchPrefix: '/' },
  { key: 'company', label: '전체 업체', href: '/company', matchPrefix: '/company' },
  { key: 'bid', label: '전체 공고', href: '/bid', matchPrefix: '/bid' },
  { key: 'myBid', label: '내 입찰', href: '/myBid?tab=1', matchPrefix: '/myBid' },
  { key: 'mall', label: '혁신제품몰', href: '/mall', matchPrefix: '/mall' },
  { key: 'myPage', label: '마이페이지', href: MY_PAGE_PATH, matchPrefix: '/myPage' },
];

/** SPEC §2 phone bottom bar: five tabs. */
export const BOTTOM_TABS: readonly NavigationTab[] = [
  { key: 'home', label: '홈', href: '/', matchPrefix: '/' },
  { key: 'company', label: '업체', href: '/company', matchPrefix: '/company' },
  { key: 'bid', label: '공고', href: '/bid', matchPrefix: '/bid' },
  { key: 'myBid', label: '입찰관리', href: '/myBid?tab=1', matchPrefix: '/myBid' },
  { key: 'myPage', label: '마이', href: MY_PAGE_PATH, matchPrefix: '/myPage' },
];

export const BID_UPLOAD_PATH = '/bid/upload1';

/** The phone drawer's element id (the hamburger's aria-controls). */
export const DRAWER_ID = 'site-drawer';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The tab a path belongs to; the estimate-request wizard belongs to no tab (it has its own button). */
export function findActiveTab(
  pathname: string,
  tabs: readonly NavigationTab[] = MAIN_TABS,
): NavigationTab['key'] | null {
  if (pathname === '/') return 'home';
  if (pathname.startsWith('/bid/upload')) return null;
  return (
    tabs.find((tab) => tab.matchPrefix !== '/' && isUnder(pathname, tab.matchPrefix))?.key ?? null
  );
}

const BOTTOM_BAR_PATHS = ['/', '/company', '/bid', '/myBid', '/mall', '/recommendation'];

/**
 * The bottom tab bar belongs to the main pages only: lists and my areas, not details, the
 * wizard, terms or auth pages, where it would cover their own bottom actions.
 */
export function isBottomTabBarVisible(pathname: string): boolean {
  if (BOTTOM_BAR_PATHS.includes(pathname)) return true;
  return isUnder(pathname, '/myPage');
}

/** SPEC §2: the header search bar shows its large main variant on the home page (phone). */
export function isHomePath(pathname: string): boolean {
  return pathname === '/';
}
