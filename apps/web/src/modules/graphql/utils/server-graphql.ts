import {
  INTERNAL_ERROR_CODE,
  INTERNAL_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  createGraphqlFailure,
  readGraphqlData,
  type GraphqlFailure,
  type GraphqlResponseBody,
} from './graphql-result';
import { readServerEnv } from '../../config/utils/server-env';
import type { GraphqlDocument } from './graphql-client';

/** A page must still render when the API is slow or down; the shell degrades instead of hanging. */
const SERVER_REQUEST_TIMEOUT_MS = 5000;

/**
 * The headers that say who a route handler calls the API for: the API counts per client address
 * and records the browser (the web server wrote X-Forwarded-For, forwarded-headers.ts), as the
 * /api/graphql proxy passes them on.
 */
export function readCallerHeaders(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  const forwardedFor = request.headers.get('x-forwarded-for');
  const userAgent = request.headers.get('user-agent');
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (userAgent) headers['user-agent'] = userAgent;
  return headers;
}

/**
 * Server components call the API directly (no proxy hop). They are anonymous: the access token
 * lives in the browser, so anything personal is fetched client-side. A route handler calling for
 * a browser passes `headers` that say who it calls for (X-Forwarded-For, User-Agent).
 */
export async function requestServerGraphql<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables?: TVariables,
  {
    timeoutMs = SERVER_REQUEST_TIMEOUT_MS,
    headers = {},
  }: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<TResult | GraphqlFailure> {
  let response: Response;
  try {
    response = await fetch(`${readServerEnv().apiUrl}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return createGraphqlFailure(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
  }
  try {
    return readGraphqlData((await response.json()) as GraphqlResponseBody<TResult>);
  } catch {
    return createGraphqlFailure(INTERNAL_ERROR_CODE, INTERNAL_ERROR_MESSAGE);
  }
}
