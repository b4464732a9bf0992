import { CreateVisitorMetaDocument } from '../../../graphql/generated/operations/create-visitor-meta';
import { LinkVisitorToUserDocument } from '../../../graphql/generated/operations/link-visitor-to-user';
import { LogVisitorDocument } from '../../../graphql/generated/operations/log-visitor';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { resolveBrowserGraphqlEndpoint } from '../../graphql/utils/graphql-endpoint';
import {
  isGraphqlFailure,
  readGraphqlData,
  type GraphqlResponseBody,
} from '../../graphql/utils/graphql-result';
import { getVisitorId } from './visitor-id';

/*
 * Visitor attribution (SPEC §4 Visitor tracking, ADR 0035). Loaded on demand by VisitorTracker
 * once the page is idle; nothing awaits it, and every failure is only a console warning (SPEC §8).
 */

/** localStorage: the visitor id whose first-visit meta the server saved without errors. */
export const VISITOR_META_SAVED_KEY = 'gongsa.visitorMetaSaved';
/** localStorage: the first landing (address and utm values) kept until its meta is saved. */
export const VISITOR_LANDING_KEY = 'gongsa.visitorLanding';
/** localStorage: `visitorId:userId` once that pair was linked. */
export const VISITOR_LINKED_KEY = 'gongsa.visitorLinked';
/** sessionStorage: the visit this tab logged (`visitorId|utm values`). */
export const VISIT_LOGGED_KEY = 'gongsa.visitLogged';

const URL_MAX_LENGTH = 2048;
const UTM_MAX_LENGTH = 200;
const USER_AGENT_MAX_LENGTH = 512;
const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export type Utm = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};
type Landing = Utm & { visitorId: string; firstLandingUrl: string };

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type VisitorTrackingDeps = {
  client: Pick<GraphqlClient, 'request'>;
  visitorId: string | null;
  /** The logged-in member's id, once the account is known. */
  userId: string | null;
  href: string;
  referrer: string;
  userAgent: string;
  local: KeyValueStorage | null;
  session: KeyValueStorage | null;
  warn: (message: string) => void;
};

/** The utm values of an address's query (trimmed, cut to the API's 200 characters). */
export function readUtm(href: string): Utm {
  const params = new URL(href).searchParams;
  const read = (name: string) => params.get(name)?.trim().slice(0, UTM_MAX_LENGTH) || null;
  return {
    utmSource: read('utm_source'),
    utmMedium: read('utm_medium'),
    utmCampaign: read('utm_campaign'),
  };
}

function hasUtm(utm: Utm): boolean {
  return utm.utmSource !== null || utm.utmMedium !== null || utm.utmCampaign !== null;
}

/**
 * The landing page as stored: origin and path with the utm parameters only. Other parameters can
 * carry what is not ours to keep (a social login's code, a search someone typed).
 */
export function toLandingUrl(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const name of UTM_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`.slice(0, URL_MAX_LENGTH);
}

/** The referring page's origin and path (no query: a search engine's holds what was searched). */
export function toRefererUrl(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname}`.slice(0, URL_MAX_LENGTH);
  } catch {
    return null;
  }
}

function readItem(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage blocked (private mode, quota): the call is simply made again next time.
  }
}

/** The first landing of this visitor: kept from the first page seen until its meta is saved. */
function readLanding(deps: VisitorTrackingDeps, visitorId: string): Landing {
  try {
    const kept = JSON.parse(readItem(deps.local, VISITOR_LANDING_KEY) ?? 'null') as Landing | null;
    if (kept?.visitorId === visitorId && typeof kept.firstLandingUrl === 'string') return kept;
  } catch {
    // Unreadable: this page is the landing.
  }
  const landing = { visitorId, ...readUtm(deps.href), firstLandingUrl: toLandingUrl(deps.href) };
  writeItem(deps.local, VISITOR_LANDING_KEY, JSON.stringify(landing));
  return landing;
}

/**
 * A visit is a tab's first page load (a reload or a navigation inside the app is not a new one),
 * or an arrival whose utm values differ from the tab's visit (a new campaign click).
 */
export function isNewVisit(logged: string | null, visitorId: string, utm: Utm): boolean {
  if (logged === null || !logged.startsWith(`${visitorId}|`)) return true;
  return hasUtm(utm) && logged !== toVisitKey(visitorId, utm);
}

function toVisitKey(visitorId: string, utm: Utm): string {
  return `${visitorId}|${JSON.stringify([utm.utmSource, utm.utmMedium, utm.utmCampaign])}`;
}

/** Sends one call; true only when the server answered without errors (SPEC §8). */
async function send<TResult>(
  deps: VisitorTrackingDeps,
  name: string,
  request: () => Promise<TResult>,
): Promise<TResult | null> {
  try {
    const result = await request();
    if (isGraphqlFailure(result)) {
      deps.warn(`[방문 기록] ${name}: ${result.code} ${result.message}`);
      return null;
    }
    return result;
  } catch (error) {
    deps.warn(`[방문 기록] ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * What this page load owes the server, in order: the first-visit meta (until saved), the visit
 * log (once per visit), the link to the logged-in member (once per visitor and member).
 */
export async function trackVisitor(deps: VisitorTrackingDeps): Promise<void> {
  const { client, visitorId } = deps;
  if (!visitorId) return;

  if (readItem(deps.local, VISITOR_META_SAVED_KEY) !== visitorId) {
    const landing = readLanding(deps, visitorId);
    const saved = await send(deps, 'createVisitorMeta', () =>
      client.request(CreateVisitorMetaDocument, { input: landing }),
    );
    if (saved) writeItem(deps.local, VISITOR_META_SAVED_KEY, visitorId);
  }

  const utm = readUtm(deps.href);
  if (isNewVisit(readItem(deps.session, VISIT_LOGGED_KEY), visitorId, utm)) {
    const logged = await send(deps, 'logVisitor', () =>
      client.request(LogVisitorDocument, {
        input: {
          visitorId,
          ...utm,
          refererUrl: toRefererUrl(deps.referrer),
          userAgent: deps.userAgent.slice(0, USER_AGENT_MAX_LENGTH) || null,
        },
      }),
    );
    if (logged) writeItem(deps.session, VISIT_LOGGED_KEY, toVisitKey(visitorId, utm));
  }

  const { userId } = deps;
  if (!userId) return;
  const pair = `${visitorId}:${userId}`;
  if (readItem(deps.local, VISITOR_LINKED_KEY) === pair) return;
  const linked = await send(deps, 'linkVisitorToUser', () =>
    client.request(LinkVisitorToUserDocument, { input: { visitorId, userId } }),
  );
  // Linked to another member first (a shared computer): that link stays, and is not asked again.
  if (linked) writeItem(deps.local, VISITOR_LINKED_KEY, pair);
}

/**
 * The calls' own sender, not the session's client: a background call neither refreshes a token
 * nor logs anyone out, and its failures are not logged as errors (the caller warns, SPEC §8).
 */
function createVisitorClient(readToken: () => string | null): Pick<GraphqlClient, 'request'> {
  return {
    async request(document, variables) {
      const token = readToken();
      const response = await fetch(resolveBrowserGraphqlEndpoint(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: token ? `Bearer ${token}` : '',
        },
        body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      return readGraphqlData((await response.json()) as GraphqlResponseBody<never>);
    },
  };
}

let browserClient: Pick<GraphqlClient, 'request'> | null = null;
let readToken: () => string | null = () => null;
let queue: Promise<void> = Promise.resolve();

function readStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

/**
 * Runs trackVisitor for this page in the browser, after any run still going (a login while the
 * first run waits for its answers must not send the meta twice). Never rejects.
 */
export function runVisitorTracking(options: {
  getToken: () => string | null;
  userId: string | null;
}): Promise<void> {
  readToken = options.getToken;
  browserClient ??= createVisitorClient(() => readToken());
  const client = browserClient;
  const warn = (message: string) => console.warn(message);
  queue = queue
    .then(() =>
      trackVisitor({
        client,
        visitorId: getVisitorId(),
        userId: options.userId,
        href: window.location.href,
        referrer: document.referrer,
        userAgent: navigator.userAgent,
        local: readStorage('localStorage'),
        session: readStorage('sessionStorage'),
        warn,
      }),
    )
    .catch((error: unknown) => warn(`[방문 기록] ${String(error)}`));
  return queue;
}
