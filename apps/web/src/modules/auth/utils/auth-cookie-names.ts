/**
 * The access token lives only in the browser's (encrypted) session storage, so the server-side
 * route guard cannot see it. This non-HttpOnly session cookie is the hint it reads instead:
 * '1' while a tab of this browser holds a session. It grants nothing: the API checks the token.
 */
export const AUTH_FLAG_COOKIE = 'gs_auth';

/**
 * 로그인 상태 유지: the remembered login's refresh token. HttpOnly and sent only to
 * REMEMBERED_LOGIN_PATH, whose route handlers alone read and write it (ADR 0008), so no script of
 * a page can read it. Before that it was a script-written cookie on Path=/ (a "legacy" one), which
 * the routes still accept once and then delete.
 */
export const REFRESH_TOKEN_COOKIE = 'gs_refresh';

/**
 * '1' while REFRESH_TOKEN_COOKIE is set, with the same lifetime: tells a page (and a server
 * component choosing the visitor's first view) that a remembered login may log this browser in,
 * without anyone asking the route first. Holds nothing secret and grants nothing.
 */
export const REMEMBERED_LOGIN_COOKIE = 'gs_remembered';

/** The route handlers of the remembered login (app/api/session/route.ts). */
export const REMEMBERED_LOGIN_PATH = '/api/session';
