'use client';

import { Suspense, lazy } from 'react';
import { useAuth } from '../../session/hooks/useAuth';

// Only a member can have the dot, so a visitor never loads the notice query (and the data hook
// with it); a member loads it right after the session is read, as the query waited for that anyway.
const LiveMyBidDot = lazy(() =>
  import('./LiveMyBidDot').then((module) => ({ default: module.LiveMyBidDot })),
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
