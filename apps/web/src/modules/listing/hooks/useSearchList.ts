'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';

/** One page of a GraphQL connection, as the list queries return it. */
export type SearchListPage<TItem> = {
  nodes: TItem[];
  /** Counted up to a limit: isCapped means there are more than `count`. */
  totalCountCapped?: { count: number; isCapped: boolean } | null;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
};

type LoadedList<TItem> = {
  items: TItem[];
  totalCount: number;
  /** totalCount is a lower bound ("1,000개 이상"). */
  isTotalCountCapped: boolean;
  endCursor: string | null;
  hasNextPage: boolean;
  /** Pages shown so far; the URL's `page` follows it. */
  pageCount: number;
};

export type SearchListState<TItem> =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | ({ status: 'loaded' } & LoadedList<TItem>);

export type MoreState =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

type SearchListOptions<TItem> = {
  /** Everything the fetched list depends on besides the viewer; a new key fetches a new list. */
  requestKey: string;
  /** How many pages the first load shows (the URL's `page`), read when it starts. */
  initialPageCount: number;
  fetchPage: (
    client: GraphqlClient,
    after: string | null,
  ) => Promise<SearchListPage<TItem> | GraphqlFailure>;
};

/**
 * A list page's cards (/company, /bid). A new list is fetched when the request key changes (not
 * when only `page` does, which "더 보기" bumps), and again when the viewer logs in or out, because
 * favourites and per-viewer marks depend on who is looking.
 */
export function useSearchList<TItem extends { id: string }>({
  requestKey,
  initialPageCount,
  fetchPage,
}: SearchListOptions<TItem>) {
  const { client, state: session, isHydrated } = useSession();
  const [attempt, setAttempt] = useState(0);
  // A stored result for another id is stale.
  const requestId = `${requestKey}|${session.isLogin}|${attempt}`;
  const [stored, setStored] = useState<{ id: string; state: SearchListState<TItem> } | null>(null);
  const [storedMore, setStoredMore] = useState<{ id: string; state: MoreState } | null>(null);
  const latest = useRef({ fetchPage, initialPageCount, requestId });
  useEffect(() => {
    latest.current = { fetchPage, initialPageCount, requestId };
  });

  useEffect(() => {
    if (!isHydrated) return;
    let isCurrent = true;
    const { fetchPage: fetchFirstPage, initialPageCount: pageCount } = latest.current;
    void fetchFirstPage(client, null).then((result) => {
      if (!isCurrent) return;
      setStored({
        id: requestId,
        state: isGraphqlFailure(result)
          ? { status: 'failed', failure: result }
          : {
              status: 'loaded',
              items: result.nodes,
              // Always present: the first load asks for the count.
              totalCount: result.totalCountCapped?.count ?? 0,
              isTotalCountCapped: result.totalCountCapped?.isCapped ?? false,
              endCursor: result.pageInfo.endCursor ?? null,
              hasNextPage: result.pageInfo.hasNextPage,
              pageCount,
            },
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, requestId, isHydrated]);

  const list = useMemo<SearchListState<TItem>>(
    () => (isHydrated && stored?.id === requestId ? stored.state : { status: 'loading' }),
    [isHydrated, stored, requestId],
  );
  const more: MoreState = storedMore?.id === requestId ? storedMore.state : { status: 'idle' };

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  /** Appends the next page; resolves to the number of pages now shown, or null on failure. */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (list.status !== 'loaded' || !list.hasNextPage || more.status === 'loading') return null;
    const startId = requestId;
    setStoredMore({ id: startId, state: { status: 'loading' } });
    const result = await latest.current.fetchPage(client, list.endCursor);
    // The search changed while the page was loading: it belongs to a list no longer shown.
    if (latest.current.requestId !== startId) return null;
    if (isGraphqlFailure(result)) {
      setStoredMore({ id: startId, state: { status: 'failed', message: result.message } });
      return null;
    }
    const pageCount = list.pageCount + 1;
    const seen = new Set(list.items.map((item) => item.id));
    setStored({
      id: startId,
      state: {
        status: 'loaded',
        items: [...list.items, ...result.nodes.filter((node) => !seen.has(node.id))],
        totalCount: list.totalCount,
        isTotalCountCapped: list.isTotalCountCapped,
        endCursor: result.pageInfo.endCursor ?? null,
        hasNextPage: result.pageInfo.hasNextPage,
        pageCount,
      },
    });
    setStoredMore({ id: startId, state: { status: 'idle' } });
    return pageCount;
  }, [client, list, more.status, requestId]);

  return { list, more, retry, loadMore };
}
