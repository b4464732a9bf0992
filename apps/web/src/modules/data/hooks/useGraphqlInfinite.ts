'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { GraphqlDocument } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { QUERY_CONFIG } from '../utils/query-config';
import { buildQueryKey } from '../utils/query-key';
import { toGraphqlFailure } from '../utils/query-state';
import { readViewerKey, type GraphqlQueryOptions } from './useGraphqlQuery';
import { useMountAnswer } from './useMountAnswer';
import type { ServerAnswer } from '../utils/server-answer';
import { useServerSeed } from './useServerSeed';
import { readRememberedPageCount, rememberPageCount } from '../../listing/utils/list-scroll';

/** One page of a GraphQL connection. */
export type ConnectionPage = {
  nodes: unknown[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
};

export type InfiniteState<TPage> =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | { status: 'loaded'; pages: TPage[] };

export type MoreState =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

export type GraphqlInfinite<TPage> = {
  list: InfiniteState<TPage>;
  /** The "더 보기" request. */
  more: MoreState;
  retry: () => void;
  /** Appends the next page; resolves with every page now shown, or null when it failed. */
  loadMore: () => Promise<TPage[] | null>;
  /** Changes the pages on screen without asking (a row deleted on the page leaves the list). */
  updatePages: (change: (pages: TPage[]) => TPage[]) => void;
};

/** What a list component reads (without the page updates, so any page type fits its reader). */
export type InfiniteListView<TPage> = Omit<GraphqlInfinite<TPage>, 'updatePages'>;

// The pages of a list are one cache entry; the scope keeps it apart from a plain query's.
const PAGES_SCOPE = 'pages';

/**
 * A cursor list with "더 보기", cached like useGraphqlQuery under the first page's operation,
 * variables and viewer, so invalidating the operation asks the list again too. `toVariables(after)`
 * gives a page's variables (null waits); `selectPage` takes the connection out of the answer.
 * Asking again (a mount, a reload, an invalidation) asks for every page this mount has shown;
 * "더 보기" asks only for the next page.
 */
export function useGraphqlInfinite<TResult, TVariables, TPage extends ConnectionPage>(
  document: GraphqlDocument<TResult, TVariables>,
  toVariables: ((after: string | null) => TVariables) | null,
  options: GraphqlQueryOptions & {
    selectPage: (data: TResult) => TPage;
    /**
     * The first page as the page's server component fetched it for a visitor (ADR 0017): shown
     * before the stored session is read and kept as a visitor's own first page; a member asks.
     */
    serverAnswer?: ServerAnswer<TResult, TVariables> | null;
  },
): GraphqlInfinite<TPage> {
  const { client, isHydrated, auth } = useAuth();
  const viewer = readViewerKey(isHydrated, auth.isLogin, options.isMemberOnly);
  const key =
    viewer && toVariables
      ? buildQueryKey(
          document as GraphqlDocument<unknown, never>,
          toVariables(null),
          viewer,
          PAGES_SCOPE,
        )
      : null;
  const keyId = key && JSON.stringify(key);
  // Pages this mount has shown of the current list; a new list (key) starts from one request,
  // or from the pages it had shown in this history entry (none noted yet at the mount).
  const shownPages = useRef<{ keyId: string | null; count: number }>({ keyId: null, count: 1 });
  const latestKeyId = useRef(keyId);
  useEffect(() => {
    latestKeyId.current = keyId;
  });
  const { selectPage } = options;
  const { seed, isSeedKey } = useServerSeed(
    options.serverAnswer,
    { isHydrated, key },
    (data: TResult) => [selectPage(data)],
  );
  // A fresh closure each render: SWR calls the newest one.
  const fetchPage = async (after: string | null): Promise<TPage> => {
    const result = await client.request(document, toVariables?.(after) as TVariables);
    if (isGraphqlFailure(result)) throw result;
    return selectPage(result);
  };

  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isValidating, mutate } = useSWR(
    key,
    async () => {
      const pages: TPage[] = [];
      let after: string | null = null;
      // Back to the list asks for the pages it had shown there (issue 13), so the place left is
      // still on the page; a list that keeps its pages in the URL (/company, /bid) asks for them
      // in one request under another key.
      const count =
        shownPages.current.keyId === keyId
          ? shownPages.current.count
          : (readRememberedPageCount(keyId ?? '') ?? 1);
      while (pages.length < count) {
        const page = await fetchPage(after);
        pages.push(page);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor ?? null;
      }
      return pages;
    },
    {
      ...QUERY_CONFIG,
      revalidateOnFocus: options.revalidateOnFocus ?? false,
      // The server's first page is this page load's own: no second request for it.
      revalidateOnMount: isSeedKey ? false : undefined,
      revalidateIfStale: !isSeedKey,
    },
  );
  const answer = useMountAnswer(keyId, data, seed);
  const shown = key === null ? seed : answer;
  const [more, setMore] = useState<{ keyId: string | null; state: MoreState }>({
    keyId,
    state: { status: 'idle' },
  });

  const list = useMemo<InfiniteState<TPage>>(() => {
    if (shown !== undefined && shown.length > 0) return { status: 'loaded', pages: shown };
    if (error !== undefined && !isValidating) {
      return { status: 'failed', failure: toGraphqlFailure(error) };
    }
    return { status: 'loading' };
  }, [shown, error, isValidating]);

  const retry = useCallback(() => void mutate(), [mutate]);
  const loadMore = async (): Promise<TPage[] | null> => {
    const pages = list.status === 'loaded' ? list.pages : [];
    const last = pages.at(-1);
    if (!last?.pageInfo.hasNextPage || more.state.status === 'loading') return null;
    const startKeyId = latestKeyId.current;
    // The key of the list on screen at the click: the page is written there even if the search
    // changes before the answer (SWR's bound mutate would follow the new key).
    const startKey = key;
    setMore({ keyId: startKeyId, state: { status: 'loading' } });
    try {
      const next = [...pages, await fetchPage(last.pageInfo.endCursor ?? null)];
      // The search changed meanwhile: the page belongs to a list no longer shown.
      if (latestKeyId.current !== startKeyId) return null;
      shownPages.current = { keyId: startKeyId, count: next.length };
      if (startKeyId !== null) rememberPageCount(startKeyId, next.length);
      await mutateKey(startKey, next, { revalidate: false });
      setMore({ keyId: startKeyId, state: { status: 'idle' } });
      return next;
    } catch (caught) {
      if (latestKeyId.current === startKeyId) {
        const { message } = toGraphqlFailure(caught);
        setMore({ keyId: startKeyId, state: { status: 'failed', message } });
      }
      return null;
    }
  };
  const updatePages = useCallback(
    (change: (pages: TPage[]) => TPage[]) =>
      void mutate((pages) => (pages ? change(pages) : pages), { revalidate: false }),
    [mutate],
  );
  return {
    list,
    more: more.keyId === keyId ? more.state : { status: 'idle' },
    retry,
    loadMore,
    updatePages,
  };
}
