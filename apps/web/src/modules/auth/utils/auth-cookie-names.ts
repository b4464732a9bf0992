/**
 * The access token lives only in the browser's (encrypted) session storage, so the server-side
 * route guard cannot see it. This non-HttpOnly session cookie is the hint it reads instead:
 * '1' while a tab of this browser holds a session. It grants nothing: the API checks the token.
 */
export const AUTH_FLAG_COOKIE = 'gs_auth';

/** Set only when the user ticks 로그인 상태 유지; lets a new browser session obtain fresh tokens. */
export const REFRESH_TOKEN_COOKIE = 'gs_refresh';
