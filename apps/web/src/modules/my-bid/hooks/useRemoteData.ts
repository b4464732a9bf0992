'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';

export type RemoteData<TData> =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | { status: 'loaded'; data: TData };

/**
 * One logged-in read, run once the session is known and again on `reload()`. A reload keeps the
 * shown data until the new answer arrives, so the page does not flash back to a skeleton after
 * every action.
 */
export function useRemoteData<TData>(fetchData: () => Promise<TData | GraphqlFailure>) {
  const { isHydrated, state: session } = useSession();
  const [data, setData] = useState<RemoteData<TData>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const fetchRef = useRef(fetchData);
  useEffect(() => {
    fetchRef.current = fetchData;
  });

  useEffect(() => {
    if (!isHydrated || !session.isLogin) return;
    let isCurrent = true;
    void fetchRef.current().then((result) => {
      if (!isCurrent) return;
      setData(
        isGraphqlFailure(result)
          ? { status: 'failed', failure: result }
          : { status: 'loaded', data: result },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [isHydrated, session.isLogin, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const retry = useCallback(() => {
    setData({ status: 'loading' });
    setVersion((value) => value + 1);
  }, []);
  /** Patches the loaded data in place (an apply just opened is no longer unchecked). */
  const update = useCallback((change: (current: TData) => TData) => {
    setData((current) =>
      current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current,
    );
  }, []);
  return { data, reload, retry, update };
}
