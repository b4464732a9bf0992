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
  const data = await fetchPublicView(document, variables, { isMissingNotFound });
  return data === null ? null : { variables, data, fetchedAt: Date.now() };
}

/**
 * For a page whose answer, or the part of it the server renders, is the same for everyone,
 * whoever is logged in (a company's public part; the company filter's licence kinds and credit
 * grades): asks the API without a login, whatever the cookies say, so that part is in the HTML
 * for members too. With `isMissingNotFound` the API's NOT_FOUND becomes notFound(), an HTTP 404.
 * Any other failure, or no answer in time, is null: the page is left to the browser as before.
 */
export async function fetchPublicView<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables?: TVariables,
  { isMissingNotFound = false }: { isMissingNotFound?: boolean } = {},
): Promise<TResult | null> {
  // Past FIRST_VIEW_TIMEOUT_MS (1.5 s) the browser asks as it did before: a slow API should cost a
  // visitor a skeleton, not a blank page.
  const result = await requestServerGraphql(document, variables, {
    timeoutMs: readServerEnv().firstViewTimeoutMs,
  });
  if (isGraphqlFailure(result)) {
    if (isMissingNotFound && result.code === NOT_FOUND_CODE) notFound();
    return null;
  }
  return result;
}

/** Reference data kept by this web process: operation text → when it expires, its answer. */
const keptReferenceData = new Map<string, { expiresAt: number; answer: Promise<unknown> }>();

/**
 * fetchPublicView for reference data that changes only when operators edit it (the licence kinds
 * and credit grades of the company filter): kept in this web process for `keepMs`, so a page that
 * shows it does not wait for the API each time. A failure (null) is not kept.
 */
export function fetchReferenceData<TResult>(
  document: GraphqlDocument<TResult, Record<string, never>>,
  keepMs: number,
): Promise<TResult | null> {
  const key = document.toString();
  const kept = keptReferenceData.get(key);
  if (kept && kept.expiresAt > Date.now()) return kept.answer as Promise<TResult | null>;
  const answer = fetchPublicView(document);
  keptReferenceData.set(key, { expiresAt: Date.now() + keepMs, answer });
  void answer.then((result) => {
    if (result === null && keptReferenceData.get(key)?.answer === answer) {
      keptReferenceData.delete(key);
    }
  });
  return answer;
}

/** Whether the browser may be logged in: the route guard's flag or a remembered login's hint. */
export async function mayBeLoggedIn(): Promise<boolean> {
  const jar = await cookies();
  // The refresh cookie itself reaches only /api/session; a page sees it when an earlier build wrote it.
  return (
    jar.get(AUTH_FLAG_COOKIE)?.value === '1' ||
    Boolean(jar.get(REMEMBERED_LOGIN_COOKIE)?.value || jar.get(REFRESH_TOKEN_COOKIE)?.value)
  );
}
