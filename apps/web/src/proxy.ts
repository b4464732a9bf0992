import { NextResponse, type NextRequest } from 'next/server';
import {
  AUTH_FLAG_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REMEMBERED_LOGIN_COOKIE,
} from './modules/auth/utils/auth-cookie-names';
import { decideRouteAccess } from './modules/auth/utils/route-access';
import {
  buildContentSecurityPolicy,
  createNonce,
  toHttpOrigin,
} from './modules/config/utils/content-security-policy';
import { readServerEnv, type ServerEnv } from './modules/config/utils/server-env';
import { readGraphqlMode } from './modules/graphql/utils/graphql-endpoint';
import {
  FIREBASE_PUSH_ORIGINS,
  readFirebaseWebConfig,
} from './modules/notifications/push/firebase-web-config';
import {
  isSecureRequest,
  serializeRememberedLoginHint,
} from './modules/session/utils/remembered-login-cookies';

const CSP_HEADER = 'content-security-policy';

// Next inlines NEXT_PUBLIC_* at build time, here as in the browser's bundle.
const DIRECT_API_ORIGIN =
  readGraphqlMode(process.env.NEXT_PUBLIC_GRAPHQL_MODE) === 'direct'
    ? toHttpOrigin(process.env.NEXT_PUBLIC_API_URL)
    : null;
const WEB_PUSH_ORIGINS = readFirebaseWebConfig() ? FIREBASE_PUSH_ORIGINS : [];

/** This response's policy, with a nonce no earlier response had (ADR 0023). */
function createPagePolicy(env: ServerEnv): string {
  return buildContentSecurityPolicy({
    nonce: createNonce(),
    // `next dev` only; a production build has no eval to allow.
    isDevelopment: process.env.NODE_ENV === 'development',
    fileOrigins: env.fileOrigins,
    apiOrigins: DIRECT_API_ORIGIN ? [DIRECT_API_ORIGIN] : [],
    // The local payment sandbox's window is a page of the API (NicePay's hosts are always allowed).
    paymentWindowOrigins: [env.publicApiOrigin],
    webPushOrigins: WEB_PUSH_ORIGINS,
  });
}

export function proxy(request: NextRequest) {
  const env = readServerEnv();
  const decision = decideRouteAccess(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      isLoggedIn: request.cookies.get(AUTH_FLAG_COOKIE)?.value === '1',
    },
    { isListPagesProtected: env.isListPagesProtected },
  );
  if (decision.kind !== 'allow') {
    return NextResponse.redirect(new URL(decision.location, request.url));
  }
  // Next finds the nonce in the request's copy of the header and puts it on every script it
  // renders (its runtime, the page's chunks, the inline payload); the browser gets the same policy.
  const policy = createPagePolicy(env);
  const headers = new Headers(request.headers);
  headers.set(CSP_HEADER, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP_HEADER, policy);
  // The refresh cookie reaches a page only where an earlier build wrote it from script (Path=/):
  // the hint makes the page hand it to the session route, which replaces it (ADR 0008).
  if (request.cookies.has(REFRESH_TOKEN_COOKIE) && !request.cookies.has(REMEMBERED_LOGIN_COOKIE)) {
    response.headers.append('set-cookie', serializeRememberedLoginHint(isSecureRequest(request)));
  }
  return response;
}

export const config = {
  matcher: ['/((?!api/|_next/|files/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
