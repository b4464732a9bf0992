/**
 * Who may open which route. The one place the access rules live: src/proxy.ts applies them on
 * every request and the session provider re-applies them in the browser, where the token is.
 */

export type RouteAccessOptions = {
  /** SPEC §2 has two readings; by default the /company and /bid lists are public. */
  isListPagesProtected: boolean;
};

export type RouteAccessDecision = { kind: 'allow' } | { kind: 'redirect'; location: string };

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/';

const ALWAYS_PROTECTED_PREFIXES = [
  '/bid/upload',
  '/myBid',
  '/myPage',
  '/mall',
  '/recommendation',
  '/report',
  '/community/write',
];
const LIST_GROUP_PREFIXES = ['/company', '/bid'];
const PUBLIC_BID_DETAIL_PATTERN = /^\/bid\/\d+$/;

export function normalizePathname(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

/** Matches a prefix at a segment boundary; '/bid/upload' also covers '/bid/upload1' … '/bid/upload8'. */
function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/bid/upload') return pathname.startsWith(prefix);
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isAuthPath(pathname: string): boolean {
  return matchesPrefix(normalizePathname(pathname), '/auth');
}

export function isProtectedPath(pathname: string, options: RouteAccessOptions): boolean {
  const path = normalizePathname(pathname);
  if (ALWAYS_PROTECTED_PREFIXES.some((prefix) => matchesPrefix(path, prefix))) return true;
  return LIST_GROUP_PREFIXES.some((prefix) => {
    if (!matchesPrefix(path, prefix)) return false;
    if (options.isListPagesProtected) return true;
    // The list itself (with its search query) is public in the default reading, and so is an
    // estimate request's detail (issue 5: anyone may read it; applying needs a login). Company
    // detail pages are not.
    return path !== prefix && !PUBLIC_BID_DETAIL_PATTERN.test(path);
  });
}

export function buildLoginHref(pathWithQuery: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithQuery)}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Accepts only same-site paths (the value as read from the query string, already decoded), so a crafted ?redirect= cannot send a user to another site
 * ('//evil.example', '/\\evil.example', 'https://…') or back into the auth pages.
 */
export function getSafeRedirectPath(value: string | null | undefined): string {
  if (!value) return HOME_PATH;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME_PATH;
  // Control characters (tab, newline) are stripped by URL parsers and can turn '/\t/evil' into '//evil'.
  if (hasControlCharacter(value)) return HOME_PATH;
  const pathname = value.split(/[?#]/)[0] ?? HOME_PATH;
  if (isAuthPath(pathname)) return HOME_PATH;
  return value;
}

export function decideRouteAccess(
  request: { pathname: string; search: string; isLoggedIn: boolean },
  options: RouteAccessOptions,
): RouteAccessDecision {
  const { pathname, search, isLoggedIn } = request;
  if (isLoggedIn && isAuthPath(pathname)) return { kind: 'redirect', location: HOME_PATH };
  if (!isLoggedIn && isProtectedPath(pathname, options)) {
    return { kind: 'redirect', location: buildLoginHref(`${pathname}${search}`) };
  }
  return { kind: 'allow' };
}
