export type NavigationTab = {
  key: 'home' | 'company' | 'bid' | 'myBid' | 'mall' | 'community' | 'myPage';
  label: string;
  /** The tab's page; its path (without the query) and what is under it make the tab current. */
  href: string;
};

/** My Page's own list page (the menu of every area, ADR 0026). */
export const MY_PAGE_PATH = '/myPage';

/**
 * SPEC §2 desktop second bar and phone drawer: its six tabs and 커뮤니티 (ADR 0034), which the
 * phone reaches from the drawer; the bottom bar keeps SPEC's five.
 */
export const MAIN_TABS: readonly NavigationTab[] = [
  { key: 'home', label: '홈', href: '/' },
  { key: 'company', label: '전체 업체', href: '/company' },
  { key: 'bid', label: '전체 공고', href: '/bid' },
  { key: 'myBid', label: '내 입찰', href: '/myBid?tab=1' },
  { key: 'mall', label: '혁신제품몰', href: '/mall' },
  { key: 'community', label: '커뮤니티', href: '/community' },
  { key: 'myPage', label: '마이페이지', href: MY_PAGE_PATH },
];

/** SPEC §2 phone bottom bar: five tabs. */
export const BOTTOM_TABS: readonly NavigationTab[] = [
  { key: 'home', label: '홈', href: '/' },
  { key: 'company', label: '업체', href: '/company' },
  { key: 'bid', label: '공고', href: '/bid' },
  { key: 'myBid', label: '입찰관리', href: '/myBid?tab=1' },
  { key: 'myPage', label: '마이', href: MY_PAGE_PATH },
];

export const BID_UPLOAD_PATH = '/bid/upload1';

/** The phone drawer's element id (the hamburger's aria-controls). */
export const DRAWER_ID = 'site-drawer';

/** The path a tab's href names: '/myBid?tab=1' → '/myBid'. */
function tabPath(tab: NavigationTab): string {
  return tab.href.split('?')[0]!;
}

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
  return tabs.find((tab) => tab.href !== '/' && isUnder(pathname, tabPath(tab)))?.key ?? null;
}

/** The main tabs' own pages (not what is under them) and 추천 업체. */
const BOTTOM_BAR_PATHS = [...MAIN_TABS.map(tabPath), '/recommendation'];

/**
 * The bottom tab bar belongs to the main pages only: lists and my areas, not details, the
 * wizard, terms or auth pages, where it would cover their own bottom actions.
 */
export function isBottomTabBarVisible(pathname: string): boolean {
  return BOTTOM_BAR_PATHS.includes(pathname) || isUnder(pathname, MY_PAGE_PATH);
}

/** SPEC §2: the header search bar shows its large main variant on the home page (phone). */
export function isHomePath(pathname: string): boolean {
  return pathname === '/';
}
