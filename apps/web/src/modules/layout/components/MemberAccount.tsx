'use client';

import Link from 'next/link';
import { useSession } from '../../session/hooks/useSession';
import { summarizeAccount } from '../../session/utils/account-summary';
import { NotificationBell } from '../../notifications/components/NotificationBell';
import { TOUCH_HIT_AREA } from '../../ui/utils/touch-target';
import { AccountMenu } from './AccountMenu';

// A member's part of the header, fetched once the session says member (HeaderIslands): a
// visitor's first load carries neither the bell, the points badge and its number formatting nor
// the menu.

/** The desktop header's member part: the notification bell, the points and the account menu. */
export function DesktopAccount() {
  return (
    <>
      <NotificationBell />
      <PointBadge />
      <AccountMenu />
    </>
  );
}

/** The phone header's member part: the notification bell and the points badge. */
export function PhoneShortcut() {
  return (
    <div className="flex items-center gap-1">
      <NotificationBell />
      <PointBadge />
    </div>
  );
}

/** The points badge, a link to the points history. */
export function PointBadge({ className = '' }: { className?: string }) {
  const { state } = useSession();
  const { pointText } = summarizeAccount(state);
  return (
    <Link
      href="/myPage/point?tab=1"
      aria-label={`보유 포인트 ${pointText}P, 포인트 내역 보기`}
      className={`${TOUCH_HIT_AREA} inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 pr-3 pl-1 text-sm font-bold text-brand-800 hover:border-brand-200 ${className}`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-xs font-extrabold text-white"
      >
        P
      </span>
      {pointText}
    </Link>
  );
}
