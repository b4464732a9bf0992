'use client';

import { Suspense } from 'react';
import { useAuth } from '../../session/hooks/useAuth';
import { lazyIsland } from '../../ui/utils/lazy-island';
import type { LiveNoticeBadgeProps } from './LiveMyBidDot';

// Like MyBidDotIsland: a visitor never loads the notice query, and a member's page fetches it
// with the dot's chunk once the session is read.
const LiveNoticeBadge = lazyIsland(
  () => import('./LiveMyBidDot').then((module) => module.LiveNoticeBadge),
  () => null,
  { isFetchedEarly: false },
);

/** A my-page menu entry's badge from the '내 입찰' notice, for members; nothing for visitors. */
export function MyBidNoticeBadgeIsland(props: LiveNoticeBadgeProps) {
  const { auth, isHydrated } = useAuth();
  if (!isHydrated || !auth.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <LiveNoticeBadge {...props} />
    </Suspense>
  );
}
