'use client';

import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { GraphqlDocument } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { QUERY_CONFIG } from '../utils/query-config';
import { useMountAnswer } from './useMountAnswer';
import { buildQueryKey, type QueryKey } from '../utils/query-key';
import { toQueryState, type QueryState } from '../utils/query-state';
import type { ServerAnswer } from '../utils/server-answer';
import { useServerSeed } from './useServerSeed';

export type GraphqlQueryOptions = {
  /** A visitor's query waits (stays loading) instead of asking: the page is for members. */
  isMemberOnly?: boolean;
  /** Ask again when the window regains focus (off unless a page wants it). */
  revalidateOnFocus?: boolean;
  /**
   * False: a component mounting where the same query was just asked (the drawer's bid dot, opened
   * on a route the bars already asked about) shows that answer instead of asking again.
   */
  revalidateOnMount?: boolean;
  /** While a new key loads, keep the last key's answer on screen (the bid dot between routes). */
  keepPreviousData?: boolean;
  /**
   * Something outside the variables the answer depends on (the route, for the bid dot): a new
   * scope asks again. It is part of the key, never sent.
   */
  scope?: string;
};

/** A query that may start from the answer its page's server component fetched for a visitor. */
type SeedOptions<TResult, TVariables> = {
  /**
   * The server's answer for this page load (docs/adr/0017-server-first-view.md): shown before the
   * stored session is read, then kept as a visitor's own answer without asking again; a member
   * asks as before. Only used for the variables it was asked with.
   */
  serverAnswer?: ServerAnswer<TResult, TVariables> | null;
};

export type GraphqlQuery<T> = {
  state: QueryState<T>;
  /** This mount's last answer, also while a reload runs or after it failed. */
  data: T | undefined;
  /** Asks again; the data on screen stays until the answer arrives. */
  reload: () => Promise<void>;
  /** 다시 시도 after a failure: loading until the answer arrives. */
  retry: () => void;
  /** Patches the answer in place without asking (an apply just opened is no longer unchecked). */
  update: (change: (current: T) => T) => void;
};

function keepAnswer<T>(data: T): T {
  return data;
}

export function readViewerKey(isHydrated: boolean, isLogin: boolean, isMemberOnly = false) {
  if (!isHydrated || (isMemberOnly && !isLogin)) return null;
  return isLogin ? 'member' : 'guest';
}

/**
 * One typed query over a generated document, cached by operation name + variables + viewer
 * (docs/adr/0014-web-data-layer.md). Nothing runs before the stored session has been read, and
 * `variables: null` waits. With `field`, the hook answers with that root field.
 */
export function useGraphqlQuery<TResult, TVariables, TField extends keyof TResult>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables | null,
  options: GraphqlQueryOptions & SeedOptions<TResult, TVariables> & { field: TField },
): GraphqlQuery<TResult[TField]>;
export function useGraphqlQuery<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables | null,
  options?: GraphqlQueryOptions & SeedOptions<TResult, TVariables>,
): GraphqlQuery<TResult>;
export function useGraphqlQuery<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables | null,
  options: GraphqlQueryOptions & SeedOptions<TResult, TVariables> & { field?: keyof TResult } = {},
): GraphqlQuery<unknown> {
  const { client, isHydrated, auth } = useAuth();
  const viewer = readViewerKey(isHydrated, auth.isLogin, options.isMemberOnly);
  const key: QueryKey | null =
    viewer && variables !== null
      ? buildQueryKey(document as GraphqlDocument<unknown, never>, variables, viewer, options.scope)
      : null;
  const { seed, isSeedKey } = useServerSeed(options.serverAnswer, { isHydrated, key }, keepAnswer);
  const { data, error, isValidating, mutate } = useSWR(
    key,
    async ([, keyVariables]: QueryKey) => {
      const result = await client.request(document, keyVariables as TVariables);
      if (isGraphqlFailure(result)) throw result;
      return result;
    },
    {
      ...QUERY_CONFIG,
      revalidateOnFocus: options.revalidateOnFocus ?? false,
      keepPreviousData: options.keepPreviousData ?? false,
      // The server's answer is this page load's own: no second request for it.
      revalidateOnMount: isSeedKey ? false : options.revalidateOnMount,
      revalidateIfStale: !isSeedKey,
    },
  );
  const answer = useMountAnswer(key && JSON.stringify(key), data, seed);
  const shown = key === null ? seed : options.keepPreviousData ? data : answer;
  const { field } = options;
  const selected = shown != null && field !== undefined ? shown[field] : shown;
  const state = useMemo(
    () => toQueryState(selected, error, isValidating),
    [selected, error, isValidating],
  );
  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);
  const retry = useCallback(() => void mutate(), [mutate]);
  const update = useCallback(
    (change: (current: unknown) => unknown) =>
      void mutate(
        (current) => {
          if (current == null) return current;
          if (field === undefined) return change(current) as TResult;
          return { ...current, [field]: change(current[field]) };
        },
        { revalidate: false },
      ),
    [field, mutate],
  );
  return { state, data: selected, reload, retry, update };
}
