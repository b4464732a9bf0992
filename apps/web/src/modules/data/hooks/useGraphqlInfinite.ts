'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { mutate as mutateKey } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { GraphqlDocument } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { registerMountedList } from '../utils/invalidate';
import { QUERY_CONFIG } from '../utils/query-config';
import { buildQueryKey, readOperationName, type QueryKey } from '../utils/query-key';
import { toGraphqlFailure } from '../utils/query-state';
import { readViewerKey, type GraphqlQueryOptions } from './useGraphqlQuery';

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

// Page keys carry this scope, so a page never shares a cache entry with a plain query.
const PAGE_SCOPE = 'page';

/**
 * A cursor list with "더 보기", cached like useGraphqlQuery (operation + variables + viewer).
 * `toVariables(after)` gives a page's variables (null waits); `selectPage` takes the connection
 * out of the answer. The first load shows `initialPageCount` pages (the URL's `page`).
 */
export function useGraphqlInfinite<TResult, TVariables, TPage extends ConnectionPage>(
  document: GraphqlDocument<TResult, TVariables>,
  toVariables: ((after: string | null) => TVariables) | null,
  options: GraphqlQueryOptions & {
    selectPage: (data: TResult) => TPage;
    initialPageCount?: number;
  },
): GraphqlInfinite<TPage> {
  const { client, isHydrated, auth } = useAuth();
  const viewer = readViewerKey(isHydrated, auth.isLogin, options.isMemberOnly);
  const { selectPage } = options;
  const operation = document as GraphqlDocument<unknown, never>;
  const getKey = (index: number, previous: TPage | null): QueryKey | null => {
    if (!viewer || !toVariables) return null;
    if (index > 0 && (!previous || !previous.pageInfo.hasNextPage)) return null;
    const after = index === 0 ? null : (previous?.pageInfo.endCursor ?? null);
    return buildQueryKey(operation, toVariables(after), viewer, PAGE_SCOPE);
  };
  const firstKey = JSON.stringify(getKey(0, null));
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite(
    getKey,
    async ([, variables]: QueryKey) => {
      const result = await client.request(document, variables as TVariables);
      if (isGraphqlFailure(result)) throw result;
      return selectPage(result);
    },
    {
      ...QUERY_CONFIG,
      initialSize: options.initialPageCount ?? 1,
      // Every mount asks for every page shown; "더 보기" asks only for the new page.
      revalidateOnMount: true,
      revalidateFirstPage: false,
      revalidateOnFocus: options.revalidateOnFocus ?? false,
    },
  );

  // A new search shown from the cache (back to an earlier filter) is asked again too.
  const shownKey = useRef(firstKey);
  useEffect(() => {
    if (shownKey.current === firstKey) return;
    shownKey.current = firstKey;
    void mutate();
  }, [firstKey, mutate]);

  const operationName = readOperationName(operation);
  useEffect(
    () => registerMountedList(operationName, () => mutate()),
    [operationName, mutate],
  );

  const hasPages = data !== undefined && data.length > 0;
  const isMoreRequested = hasPages && size > data.length;
  const list = useMemo<InfiniteState<TPage>>(() => {
    if (hasPages) return { status: 'loaded', pages: data };
    if (error !== undefined && !isValidating) {
      return { status: 'failed', failure: toGraphqlFailure(error) };
    }
    return { status: 'loading' };
  }, [data, error, hasPages, isValidating]);
  let more: MoreState = { status: 'idle' };
  if (isMoreRequested && isValidating) more = { status: 'loading' };
  else if (isMoreRequested && error !== undefined) {
    more = { status: 'failed', message: toGraphqlFailure(error).message };
  }

  const latestKey = useRef(firstKey);
  useEffect(() => {
    latestKey.current = firstKey;
  });

  const retry = useCallback(() => void mutate(), [mutate]);
  const loadMore = useCallback(async (): Promise<TPage[] | null> => {
    const shown = data ?? [];
    const last = shown.at(-1);
    if (!last?.pageInfo.hasNextPage || more.status === 'loading') return null;
    const startKey = latestKey.current;
    const pages = await setSize(shown.length + 1);
    // The search changed meanwhile: the page belongs to a list no longer shown.
    if (latestKey.current !== startKey) return null;
    return pages && pages.length > shown.length ? pages : null;
  }, [data, more.status, setSize]);
  const keyOfPage = useRef(getKey);
  useEffect(() => {
    keyOfPage.current = getKey;
  });
  const updatePages = useCallback(
    (change: (pages: TPage[]) => TPage[]) => {
      if (!data) return;
      const pages = change(data);
      // Each page is cached on its own too, and "더 보기" rebuilds the list from those entries.
      pages.forEach((page, index) => {
        const key = keyOfPage.current(index, index > 0 ? (pages[index - 1] ?? null) : null);
        if (key) void mutateKey(key, page, { revalidate: false });
      });
      void mutate(pages, { revalidate: false });
    },
    [data, mutate],
  );
  return { list, more, retry, loadMore, updatePages };
}
