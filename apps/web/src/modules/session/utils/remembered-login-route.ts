import { RefreshTokenDocument } from '../../../graphql/generated/operations/refresh-token';
import { SignOutDocument } from '../../../graphql/generated/operations/sign-out';
import { REFRESH_TOKEN_COOKIE } from '../../auth/utils/auth-cookie-names';
import { isGraphqlFailure, isTransientFailureCode } from '../../graphql/utils/graphql-result';
import { readCallerHeaders, requestServerGraphql } from '../../graphql/utils/server-graphql';
import {
  isSecureRequest,
  readFirstCookie,
  serializeForgottenLogin,
  serializeRememberedLogin,
} from './remembered-login-cookies';
import { isSameOriginRequest } from './request-origin';

/** What the page gets from the exchange: the access token only, never the refresh token. */
export type RememberedLoginAnswer =
  { accessToken: string } | { error: { code: string; message: string } };

/** Refresh tokens are 256 random bits in base64url (43 characters); anything far longer is not one. */
const REFRESH_TOKEN_MAX_LENGTH = 512;

const CROSS_SITE_MESSAGE = '다른 사이트에서 보낸 요청은 처리하지 않습니다.';
const INVALID_MESSAGE = '잘못된 요청입니다.';
const NOT_REMEMBERED_MESSAGE = '유지된 로그인이 없습니다. 다시 로그인해 주세요.';

function answer(
  body: RememberedLoginAnswer | null,
  status: number,
  cookies: string[] = [],
): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  if (body === null) return new Response(null, { status, headers });
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers });
}

function fail(status: number, code: string, message: string, cookies?: string[]): Response {
  return answer({ error: { code, message } }, status, cookies);
}

function readRefreshToken(request: Request): string | null {
  const token = readFirstCookie(request.headers.get('cookie'), REFRESH_TOKEN_COOKIE);
  return token && token.length <= REFRESH_TOKEN_MAX_LENGTH ? token : null;
}

/** Only this site's own pages may change the login: SameSite=Lax does not stop a same-site page. */
function refuseCrossSite(request: Request): Response | null {
  return isSameOriginRequest(request.headers) ? null : fail(403, 'FORBIDDEN', CROSS_SITE_MESSAGE);
}

/**
 * PUT {refreshToken}: remembers the login the page has just made with 로그인 상태 유지. The page
 * then drops the token; from here on only these routes see it.
 */
export async function rememberLogin(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  let body: { refreshToken?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return fail(400, 'BAD_USER_INPUT', INVALID_MESSAGE);
  }
  const token = typeof body?.refreshToken === 'string' ? body.refreshToken : '';
  if (token === '' || token.length > REFRESH_TOKEN_MAX_LENGTH) {
    return fail(400, 'BAD_USER_INPUT', INVALID_MESSAGE);
  }
  return answer(null, 204, serializeRememberedLogin(token, isSecureRequest(request)));
}

/**
 * POST: exchanges the remembered refresh token at the API (SPEC §4) and keeps its successor in
 * the cookie; the page gets the access token. A token the API refuses (used, revoked, expired)
 * ends the remembered login here; no answer from the API keeps it for the next try, so a brief
 * outage logs nobody out.
 */
export async function exchangeRememberedLogin(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const isSecure = isSecureRequest(request);
  const token = readRefreshToken(request);
  if (!token) {
    return fail(401, 'UNAUTHENTICATED', NOT_REMEMBERED_MESSAGE, serializeForgottenLogin(isSecure));
  }
  const result = await requestServerGraphql(
    RefreshTokenDocument,
    { refreshToken: token },
    { headers: readCallerHeaders(request) },
  );
  if (isGraphqlFailure(result)) {
    if (isTransientFailureCode(result.code)) return fail(503, result.code, result.message);
    return fail(401, result.code, result.message, serializeForgottenLogin(isSecure));
  }
  const { accessToken, refreshToken } = result.refreshToken;
  return answer({ accessToken }, 200, serializeRememberedLogin(refreshToken, isSecure));
}

/**
 * DELETE: ends the remembered login at the API (every tab and the next visit) and deletes the
 * cookies. Logout never fails: the cookies go whatever the API answers.
 */
export async function forgetRememberedLogin(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const token = readRefreshToken(request);
  if (token) {
    await requestServerGraphql(
      SignOutDocument,
      { refreshToken: token },
      { headers: readCallerHeaders(request) },
    );
  }
  return answer(null, 204, serializeForgottenLogin(isSecureRequest(request)));
}
