'use client';

import { Suspense } from 'react';
import { useAuth } from '../../session/hooks/useAuth';
import { lazyIsland } from '../../ui/utils/lazy-island';
import type { LiveUnreadBadgeProps } from './LiveUnreadBadge';

// Like the '내 입찰' dot: a visitor never loads the count query (nor the data hooks with it), and a
// member's page fetches the badge's code once the session is read.
const LiveUnreadBadge = lazyIsland(
  () => import('./LiveUnreadBadge').then((module) => module.LiveUnreadBadge),
  () => null,
  { isFetchedEarly: false },
);

/** The unread notification count, for members; nothing for visitors. */
export function UnreadNotificationBadgeIsland(props: LiveUnreadBadgeProps) {
  const { auth, isHydrated } = useAuth();
  if (!isHydrated || !auth.isLogin) return null;
  return (
    <Suspense fallback={null}>
      <LiveUnreadBadge {...props} />
    </Suspense>
  );
}
