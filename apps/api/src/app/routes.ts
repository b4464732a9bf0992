import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDependencies } from '../context';
import type { Logger } from '../logger';

export type RouteContext = {
  deps: AppDependencies;
  /** The request's logger (carries the request id). */
  logger: Logger;
  requestId: string;
  pathname: string;
  searchParams: URLSearchParams;
  /** The path pattern's capture groups, in order (empty for an exact path). */
  params: readonly string[];
};

/**
 * One row of the API's HTTP surface. Modules contribute rows (files, points, sms, social …);
 * create-app.ts puts them in one table and answers 404 when no row matches.
 */
export type HttpRoute = {
  /** For logs and the route list in the API README, e.g. 'files.download'. */
  name: string;
  /** The methods the route answers; a request with another method goes on to the next row. */
  methods: readonly string[] | 'ANY';
  /** An exact path, or a pattern whose capture groups become `params`. */
  path: string | RegExp;
  /** Rows that exist only in some configurations say so here. */
  isEnabled?: (deps: AppDependencies) => boolean;
  /**
   * A development helper (/dev/*): exists only with DEV_TOOLS=true, and answers only requests no
   * web page sent (no Origin header, no cross-site fetch metadata), so a page on another site
   * cannot drive it from a developer's browser.
   */
  developmentHelper?: true;
  handle: (req: IncomingMessage, res: ServerResponse, ctx: RouteContext) => Promise<void> | void;
};

export type RouteMatch = { route: HttpRoute; params: readonly string[] };

/** The first enabled row whose method and path match, in table order. */
export function matchRoute(
  routes: readonly HttpRoute[],
  deps: AppDependencies,
  method: string,
  pathname: string,
): RouteMatch | null {
  for (const route of routes) {
    if (route.methods !== 'ANY' && !route.methods.includes(method)) continue;
    let params: readonly string[] | null = null;
    if (typeof route.path === 'string') {
      if (route.path === pathname) params = [];
    } else {
      const match = route.path.exec(pathname);
      if (match) params = match.slice(1).map((group) => group ?? '');
    }
    if (params === null) continue;
    if (route.developmentHelper && !deps.env.devTools) continue;
    if (route.isEnabled && !route.isEnabled(deps)) continue;
    return { route, params };
  }
  return null;
}

/**
 * Whether a browser page sent this request: browsers add Origin to every cross-origin request and
 * to every POST, and Sec-Fetch-Site to every request. Tools (curl, the test suites' fetch) send
 * neither.
 */
export function isSentByWebPage(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return req.headers.origin !== undefined || (site !== undefined && site !== 'none');
}
