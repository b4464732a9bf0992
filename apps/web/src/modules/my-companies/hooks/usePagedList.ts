'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';

/** One page of a GraphQL connection, as the my-page lists select it. */
export type ConnectionPage<TNode> = {
  totalCount: number;
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
  nodes: TNode[];
};

export type PagedListState<TNode> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'loaded';
      nodes: TNode[];
      totalCount: number;
      endCursor: string | null;
      hasNextPage: boolean;
    };

export type MoreState =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed'; message: string };

/** Rows per request of the my-page lists. */
export const MY_LIST_PAGE_SIZE = 20;

/** A my-page list and its controls, as PagedListContent takes them. */
export type PagedList<TNode> = {
  list: PagedListState<TNode>;
  more: MoreState;
  retry: () => void;
  /** Appends the next page; resolves with the number of rows added (null on failure). */
  loadMore: () => Promise<number | null>;
  /** Takes rows off the list (and the total) without a reload. */
  removeNodes: (isRemoved: (node: TNode) => boolean) => void;
};

/** The `paging` argument of a my-page list query. */
export type PagingInput = { first: number; after: string | null };

type FetchPage<TNode> = (
  client: GraphqlClient,
  paging: PagingInput,
) => Promise<ConnectionPage<TNode> | GraphqlFailure>;

/**
 * A cursor list for a logged-in page: the first page once the session is read, then "더 보기"
 * appends. Rows removed on the page (a deleted view log, an unfavourited company) leave the list
 * and the total without a reload.
 */
export function usePagedList<TNode>(fetchPage: FetchPage<TNode>): PagedList<TNode> {
  const { client, isHydrated, state: session } = useSession();
  const [list, setList] = useState<PagedListState<TNode>>({ status: 'loading' });
  const [more, setMore] = useState<MoreState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ client, fetchPage });
  useEffect(() => {
    latest.current = { client, fetchPage };
  });
  const fetchAfter = useCallback(
    (after: string | null) =>
      latest.current.fetchPage(latest.current.client, { first: MY_LIST_PAGE_SIZE, after }),
    [],
  );

  useEffect(() => {
    if (!isHydrated || !session.isLogin) return;
    let isCurrent = true;
    void fetchAfter(null).then((result) => {
      if (!isCurrent) return;
      if (isGraphqlFailure(result)) {
        setList({ status: 'failed', message: result.message });
        return;
      }
      setList({
        status: 'loaded',
        nodes: result.nodes,
        totalCount: result.totalCount,
        endCursor: result.pageInfo.endCursor ?? null,
        hasNextPage: result.pageInfo.hasNextPage,
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [isHydrated, session.isLogin, attempt, fetchAfter]);

  const retry = useCallback(() => {
    setList({ status: 'loading' });
    setMore({ status: 'idle' });
    setAttempt((value) => value + 1);
  }, []);

  /** Appends the next page; resolves with the number of rows added (null on failure). */
  const loadMore = useCallback(async (): Promise<number | null> => {
    if (list.status !== 'loaded' || !list.hasNextPage || more.status === 'loading') return null;
    setMore({ status: 'loading' });
    const result = await fetchAfter(list.endCursor);
    if (isGraphqlFailure(result)) {
      setMore({ status: 'failed', message: result.message });
      return null;
    }
    setMore({ status: 'idle' });
    setList((current) =>
      current.status === 'loaded'
        ? {
            status: 'loaded',
            nodes: [...current.nodes, ...result.nodes],
            totalCount: result.totalCount,
            endCursor: result.pageInfo.endCursor ?? null,
            hasNextPage: result.pageInfo.hasNextPage,
          }
        : current,
    );
    return result.nodes.length;
  }, [fetchAfter, list, more.status]);

  const removeNodes = useCallback((isRemoved: (node: TNode) => boolean) => {
    setList((current) => {
      if (current.status !== 'loaded') return current;
      const nodes = current.nodes.filter((node) => !isRemoved(node));
      return {
        ...current,
        nodes,
        totalCount: Math.max(0, current.totalCount - (current.nodes.length - nodes.length)),
      };
    });
  }, []);

  return { list, more, retry, loadMore, removeNodes };
}
