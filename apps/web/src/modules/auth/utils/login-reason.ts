import {
  HOME_PATH,
  getSafeRedirectPath,
  isProtectedPath,
  normalizePathname,
  type RouteAccessOptions,
} from './route-access';

/**
 * Why the login page is in the way, per protected destination (issue 13): a visitor who tapped a
 * company and met the login form reads what the login opens. First match wins.
 */
const LOGIN_REASONS: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/company\/[^/]+$/, reason: '업체 상세 정보는 로그인 후 볼 수 있어요' },
  { pattern: /^\/company$/, reason: '업체 목록은 로그인 후 볼 수 있어요' },
  { pattern: /^\/bid\/upload/, reason: '견적 요청은 로그인 후 작성할 수 있어요' },
  { pattern: /^\/bid$/, reason: '견적 의뢰 목록은 로그인 후 볼 수 있어요' },
  { pattern: /^\/bid\/\d+$/, reason: '견적 요청 상세는 로그인 후 볼 수 있어요' },
  { pattern: /^\/myBid\/detail\//, reason: '견적 요청의 지원 내역은 로그인 후 확인할 수 있어요' },
  { pattern: /^\/myBid$/, reason: '내 입찰은 로그인 후 확인할 수 있어요' },
  { pattern: /^\/myPage(\/|$)/, reason: '마이페이지는 로그인 후 이용할 수 있어요' },
  { pattern: /^\/recommendation$/, reason: '추천 업체는 로그인 후 볼 수 있어요' },
  { pattern: /^\/mall(\/|$)/, reason: '혁신제품몰은 로그인 후 이용할 수 있어요' },
  { pattern: /^\/report(\/|$)/, reason: '기업 리포트는 로그인 후 볼 수 있어요' },
  { pattern: /^\/community\/write$/, reason: '커뮤니티 글쓰기는 로그인 후 이용할 수 있어요' },
];

/**
 * The sentence the login page shows for its ?redirect= (as read from the query string), or null:
 * only a destination the route rules protect has one, so a login asked for from a public page
 * (a favourite on /company, applying on /bid/[id]) or an unknown address says nothing extra.
 */
export function findLoginReason(
  redirect: string | null | undefined,
  options: RouteAccessOptions,
): string | null {
  const path = getSafeRedirectPath(redirect);
  if (path === HOME_PATH) return null;
  const pathname = normalizePathname(path.split(/[?#]/)[0] ?? HOME_PATH);
  if (!isProtectedPath(pathname, options)) return null;
  return LOGIN_REASONS.find(({ pattern }) => pattern.test(pathname))?.reason ?? null;
}
