'use client';

import { useCallback, useEffect, useState } from 'react';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | { status: 'loaded'; data: T };

type Settled<T> = { key: string; state: QueryState<T> };

/**
 * Runs a query with the viewer's token once the stored session has been read (before that a
 * logged-in viewer would be asked as a stranger: no favourite, no free financial info, no view
 * record). It runs again when the login changes or `key` changes; `load: null` waits.
 */
export function useSessionQuery<T>(
  key: string,
  load: ((client: GraphqlClient) => Promise<T | GraphqlFailure>) | null,
): { state: QueryState<T>; retry: () => void; replace: (data: T) => void } {
  const { client, isHydrated, state: session } = useSession();
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}|${session.isLogin ? 'member' : 'guest'}|${attempt}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const isReady = isHydrated && load !== null;

  useEffect(() => {
    if (!isReady || !load) return;
    let isCurrent = true;
    void load(client).then((result) => {
      if (!isCurrent) return;
      setSettled({
        key: requestKey,
        state: isGraphqlFailure(result)
          ? { status: 'failed', failure: result }
          : { status: 'loaded', data: result },
      });
    });
    return () => {
      isCurrent = false;
    };
    // `load` is a fresh closure each render; the key names everything it depends on.
  }, [client, isReady, requestKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const replace = useCallback(
    (data: T) => setSettled({ key: requestKey, state: { status: 'loaded', data } }),
    [requestKey],
  );

  const state: QueryState<T> =
    settled && settled.key === requestKey ? settled.state : { status: 'loading' };
  return { state, retry, replace };
}
