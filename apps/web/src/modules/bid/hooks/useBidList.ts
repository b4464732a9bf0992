'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BidSearchParams } from '@gongsa/domain';
import { BidListDocument, type BidCardFieldsFragment } from '../../../graphql/generated/graphql';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { countInitialBidPages, readBidListKey, toBidListVariables } from '../utils/bid-list-query';

type LoadedList = {
  announcements: BidCardFieldsFragment[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
  /** Pages shown so far; the URL's `page` follows it. */
  pageCount: number;
};

export type BidListState =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | ({ status: 'loaded' } & LoadedList);

type MoreState = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

/**
 * The estimate requests of one search. A new list is fetched when the search itself changes (not
 * when only `page` does, which "더 보기" bumps), and again when the viewer logs in or out, because
 * favourites and the new-applicant mark depend on who is looking.
 */
export function useBidList(params: BidSearchParams) {
  const { client, state: session, isHydrated } = useSession();
  const [attempt, setAttempt] = useState(0);
  const requestId = `${readBidListKey(params)}|${session.isLogin}|${attempt}`;
  const [stored, setStored] = useState<{ id: string; state: BidListState } | null>(null);
  const [storedMore, setStoredMore] = useState<{ id: string; state: MoreState } | null>(null);
  const paramsRef = useRef(params);
  const requestIdRef = useRef(requestId);
  useEffect(() => {
    paramsRef.current = params;
    requestIdRef.current = requestId;
  });

  useEffect(() => {
    if (!isHydrated) return;
    let isCurrent = true;
    const search = paramsRef.current;
    void client
      .requestField(BidListDocument, 'announcements', toBidListVariables(search))
      .then((result) => {
        if (!isCurrent) return;
        setStored({
          id: requestId,
          state: isGraphqlFailure(result)
            ? { status: 'failed', failure: result }
            : {
                status: 'loaded',
                announcements: result.nodes,
                // Always present: the first load asks for the count.
                totalCount: result.totalCount ?? 0,
                endCursor: result.pageInfo.endCursor,
                hasNextPage: result.pageInfo.hasNextPage,
                pageCount: countInitialBidPages(search.page),
              },
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [client, requestId, isHydrated]);

  const list = useMemo<BidListState>(
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
    const result = await client.requestField(
      BidListDocument,
      'announcements',
      toBidListVariables(paramsRef.current, list.endCursor),
    );
    // The search changed while the page was loading: it belongs to a list no longer shown.
    if (requestIdRef.current !== startId) return null;
    if (isGraphqlFailure(result)) {
      setStoredMore({ id: startId, state: { status: 'failed', message: result.message } });
      return null;
    }
    const pageCount = list.pageCount + 1;
    const seen = new Set(list.announcements.map((announcement) => announcement.id));
    setStored({
      id: startId,
      state: {
        status: 'loaded',
        announcements: [
          ...list.announcements,
          ...result.nodes.filter((node) => !seen.has(node.id)),
        ],
        totalCount: list.totalCount,
        endCursor: result.pageInfo.endCursor,
        hasNextPage: result.pageInfo.hasNextPage,
        pageCount,
      },
    });
    setStoredMore({ id: startId, state: { status: 'idle' } });
    return pageCount;
  }, [client, list, more.status, requestId]);

  return { list, more, retry, loadMore };
}
