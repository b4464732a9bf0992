/** SPEC §8: said when the header's logo or login button takes a visitor out of these pages. */
export const AUTH_FLOW_EXIT_MESSAGE = '회원가입/로그인 페이지로 이동합니다.';

const AUTH_FLOW_PATHS = new Set([
  '/auth/join1',
  '/auth/join2',
  '/auth/join3',
  '/auth/find',
  '/auth/fe',
  '/auth/fpw',
]);

/** True on the sign-up steps and the find email / reset password pages. */
export function isAuthFlowPath(pathname: string | null): boolean {
  if (!pathname) return false;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AUTH_FLOW_PATHS.has(normalized);
}
