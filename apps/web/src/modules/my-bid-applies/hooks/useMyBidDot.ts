'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MyBidNoticeQuery } from '../../../graphql/generated/graphql';
import { MyBidNoticeDocument } from '../../../graphql/generated/operations/my-bid-notice';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { shouldShowMyBidDot } from '../utils/my-bid-dot';

type MyBidNotice = MyBidNoticeQuery['myBidNotice'];

/*
 * The desktop tab bar, the phone bottom bar and the drawer all show the dot, so one request per
 * route change is shared between them, and a page that changes what the dot depends on (all
 * invitations marked checked) can ask every dot to refetch.
 */
let refreshVersion = 0;
const refreshListeners = new Set<() => void>();
let pendingNotice: { key: string; promise: Promise<MyBidNotice | null> } | null = null;

function subscribeToRefresh(listener: () => void): () => void {
  refreshListeners.add(listener);
  return () => {
    refreshListeners.delete(listener);
  };
}

function readRefreshVersion(): number {
  return refreshVersion;
}

function readServerRefreshVersion(): number {
  return 0;
}

/** Asks every '내 입찰' dot to load the notice again (after marking invitations checked). */
export function refreshMyBidNotice(): void {
  refreshVersion += 1;
  for (const listener of refreshListeners) listener();
}

function loadNotice(client: GraphqlClient, key: string): Promise<MyBidNotice | null> {
  if (pendingNotice?.key === key) return pendingNotice.promise;
  const promise = client
    .requestField(MyBidNoticeDocument, 'myBidNotice')
    .then((result) => (isGraphqlFailure(result) ? null : result));
  pendingNotice = { key, promise };
  return promise;
}

/**
 * Whether '내 입찰' shows its red dot (SPEC §4). Logged-in users only; the notice is loaded again
 * on every route change, since opening an invitation or an applicant elsewhere clears it.
 */
export function useMyBidDot(): boolean {
  const pathname = usePathname();
  const { client, isHydrated, state } = useSession();
  const version = useSyncExternalStore(
    subscribeToRefresh,
    readRefreshVersion,
    readServerRefreshVersion,
  );
  const viewerId = isHydrated && state.isLogin ? (state.me?.id ?? 'member') : null;
  const [loaded, setLoaded] = useState<{ viewerId: string; notice: MyBidNotice } | null>(null);

  useEffect(() => {
    if (!viewerId) return;
    let isCurrent = true;
    void loadNotice(client, `${viewerId}|${pathname}|${version}`).then((notice) => {
      // A failed refetch keeps the last answer rather than hiding a dot that is still due.
      if (isCurrent && notice) setLoaded({ viewerId, notice });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, viewerId, pathname, version]);

  if (!viewerId || !loaded || loaded.viewerId !== viewerId) return false;
  return shouldShowMyBidDot({ pathname, ...loaded.notice });
}
