/**
 * The web server's environment, read in one place. A bad value stops with a message naming the
 * variable instead of failing later in a request.
 *
 *   API_URL             the GraphQL API's origin (default http://localhost:4000), read at request
 *                       time by server components and the /api/graphql and /files/* forwarders
 *   PROTECT_LIST_PAGES  'true' protects the /company and /bid lists too (SPEC §2, second reading)
 *   FIRST_VIEW_TIMEOUT_MS  how long a visitor's server-rendered first view waits for the API
 *                       before the browser fetches instead (default 1500; ADR 0017)
 *   PUBLIC_API_URL      the API's address as browsers reach it, which uploaded files' addresses
 *                       start with (the API's own variable; default API_URL); S3_PUBLIC_URL the
 *                       public bucket's, when the API has one. The pages' Content-Security-Policy
 *                       allows images and downloads from these two (ADR 0023), and forms posted to
 *                       the API's public address (the local payment sandbox's window, issue 14).
 *
 * Browser-side settings are NEXT_PUBLIC_GRAPHQL_MODE ('proxy' | 'direct') and NEXT_PUBLIC_API_URL,
 * see modules/graphql/utils/graphql-endpoint.ts.
 */
export type ServerEnv = {
  apiUrl: string;
  isListPagesProtected: boolean;
  firstViewTimeoutMs: number;
  /** The API's origin as browsers reach it (PUBLIC_API_URL, or API_URL). */
  publicApiOrigin: string;
  /** Origins uploaded files are served from: the API's public one, and a public bucket's. */
  fileOrigins: string[];
};

export const DEFAULT_API_URL = 'http://localhost:4000';
export const DEFAULT_FIRST_VIEW_TIMEOUT_MS = 1500;

const BOOLEAN_VALUES: Record<string, boolean> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
  '': false,
};

function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} 이 올바른 주소가 아닙니다: "${raw}" (예: http://localhost:4000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} 은 http:// 또는 https:// 로 시작해야 합니다: "${raw}"`);
  }
  return url;
}

export function parseApiUrl(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_API_URL;
  parseHttpUrl('API_URL', raw);
  return raw.replace(/\/+$/, '');
}

function parsePublicApiOrigin(env: Record<string, string | undefined>, apiUrl: string): string {
  return parseHttpUrl('PUBLIC_API_URL', env.PUBLIC_API_URL?.trim() || apiUrl).origin;
}

function parseFileOrigins(
  env: Record<string, string | undefined>,
  publicApiOrigin: string,
): string[] {
  const origins = [publicApiOrigin];
  const bucket = env.S3_PUBLIC_URL?.trim();
  if (bucket) origins.push(parseHttpUrl('S3_PUBLIC_URL', bucket).origin);
  return [...new Set(origins)];
}

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const protect = (env.PROTECT_LIST_PAGES ?? '').trim().toLowerCase();
  if (!(protect in BOOLEAN_VALUES)) {
    throw new Error(
      `PROTECT_LIST_PAGES 는 true 또는 false 여야 합니다: "${env.PROTECT_LIST_PAGES}"`,
    );
  }
  const timeout = env.FIRST_VIEW_TIMEOUT_MS?.trim() || String(DEFAULT_FIRST_VIEW_TIMEOUT_MS);
  if (!/^[1-9]\d{0,5}$/.test(timeout)) {
    throw new Error(
      `FIRST_VIEW_TIMEOUT_MS 는 1 이상의 밀리초(정수)여야 합니다: "${env.FIRST_VIEW_TIMEOUT_MS}"`,
    );
  }
  const apiUrl = parseApiUrl(env.API_URL);
  const publicApiOrigin = parsePublicApiOrigin(env, apiUrl);
  return {
    apiUrl,
    isListPagesProtected: BOOLEAN_VALUES[protect] ?? false,
    firstViewTimeoutMs: Number(timeout),
    publicApiOrigin,
    fileOrigins: parseFileOrigins(env, publicApiOrigin),
  };
}

let cached: ServerEnv | null = null;

export function readServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
