import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import {
  AUTH_FLAG_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REMEMBERED_LOGIN_COOKIE,
} from '../../auth/utils/auth-cookie-names';
import type { GraphqlDocument } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { readServerEnv } from '../../config/utils/server-env';
import { requestServerGraphql } from '../../graphql/utils/server-graphql';
import type { ServerAnswer } from './server-answer';

const NOT_FOUND_CODE = 'NOT_FOUND';

/**
 * A visitor's first view of a public page, fetched by the page's server component so its content
 * is in the HTML (docs/adr/0017-server-first-view.md). Null — the page fetches in the browser as
 * before — when the browser may be logged in (the route guard's flag cookie, or the hint of a
 * remembered login that will log it in after hydration: a member's answer differs), or when the API
 * fails or does not answer in time. The document and variables must be the ones the page's hook
 * sends, or the browser will not use the answer.
 *
 * A detail page passes `isMissingNotFound`: the API's NOT_FOUND then becomes Next's notFound(), so
 * an unknown id answers HTTP 404 with the shell's not-found page instead of 200.
 */
export async function fetchVisitorFirstView<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
  { isMissingNotFound = false }: { isMissingNotFound?: boolean } = {},
): Promise<ServerAnswer<TResult, TVariables> | null> {
  if (await mayBeLoggedIn()) return null;
  // Past FIRST_VIEW_TIMEOUT_MS (1.5 s) the browser asks as it did before: a slow API should cost a
  // visitor a skeleton, not a blank page.
  const result = await requestServerGraphql(document, variables, {
    timeoutMs: readServerEnv().firstViewTimeoutMs,
  });
  if (isGraphqlFailure(result)) {
    if (isMissingNotFound && result.code === NOT_FOUND_CODE) notFound();
    return null;
  }
  return { variables, data: result, fetchedAt: Date.now() };
}

/**
 * Reference data every viewer gets the same (the company filter's licence kinds and credit
 * grades), fetched by the page's server component without a login — for members too — so the part
 * of the page it fills is in the HTML and does not grow when it arrives. Null when the API fails or
 * does not answer in time: the browser then asks as before.
 */
export async function fetchSharedFirstView<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult | null> {
  const result = await requestServerGraphql(document, variables, {
    timeoutMs: readServerEnv().firstViewTimeoutMs,
  });
  return isGraphqlFailure(result) ? null : result;
}

/**
 * For a page whose answer is the same for everyone (whether the thing exists): asks the API
 * without a login and calls notFound() on its NOT_FOUND, so the response is an HTTP 404. Any other
 * failure, or no answer in time, leaves the page to the browser as before.
 */
export async function requireFoundOnServer<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<void> {
  const result = await requestServerGraphql(document, variables, {
    timeoutMs: readServerEnv().firstViewTimeoutMs,
  });
  if (isGraphqlFailure(result) && result.code === NOT_FOUND_CODE) notFound();
}

async function mayBeLoggedIn(): Promise<boolean> {
  const jar = await cookies();
  // The refresh cookie itself reaches only /api/session; a page sees it when an earlier build wrote it.
  return (
    jar.get(AUTH_FLAG_COOKIE)?.value === '1' ||
    Boolean(jar.get(REMEMBERED_LOGIN_COOKIE)?.value || jar.get(REFRESH_TOKEN_COOKIE)?.value)
  );
}
