import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_FLAG_COOKIE } from './modules/auth/utils/auth-cookie-names';
import { decideRouteAccess } from './modules/auth/utils/route-access';
import { readServerEnv } from './modules/config/utils/server-env';

export function proxy(request: NextRequest) {
  const decision = decideRouteAccess(
    {
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      isLoggedIn: request.cookies.get(AUTH_FLAG_COOKIE)?.value === '1',
    },
    { isListPagesProtected: readServerEnv().isListPagesProtected },
  );
  if (decision.kind === 'allow') return NextResponse.next();
  return NextResponse.redirect(new URL(decision.location, request.url));
}

export const config = {
  matcher: ['/((?!api/|_next/|files/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml).*)'],
};
