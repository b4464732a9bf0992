'use client';

import { Suspense } from 'react';
import { useAuth } from '../../session/hooks/useAuth';
import { lazyIsland } from '../../ui/utils/lazy-island';

// Only a member can have the dot, so a visitor never runs the notice query (and the data hook
// with it); a member's page fetches its code once the session is read, and shows no dot if it
// cannot come.
const LiveMyBidDot = lazyIsland(
  () => import('./LiveMyBidDot').then((module) => module.LiveMyBidDot),
  () => null,
  { isFetchedEarly: false },
);

/** The '내 입찰' red dot of the tab bars (SPEC §4), for members; nothing for visitors. */
export function MyBidDotIsland({ className }: { className?: string }) {
  const { auth, isHydrated } = useAuth();
  if (!isHydrated || !auth.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <LiveMyBidDot className={className} />
    </Suspense>
  );
}
