'use client';

import { useUnreadNotificationCount } from '../hooks/useUnreadNotificationCount';
import { describeUnreadCount, formatUnreadBadge } from '../utils/notification-inbox';

export type LiveUnreadBadgeProps = {
  /** bell: a bubble on the header's bell; menu: a pill after the my-page entry's label. */
  variant: 'bell' | 'menu';
  isOpenedLater?: boolean;
};

/**
 * The unread count (loaded by UnreadNotificationBadgeIsland for members only); nothing when every
 * notification is read. The number is drawn for the eye; the hidden text, with its leading space,
 * completes the link's name: '알림 읽지 않은 알림 3개'.
 */
export function LiveUnreadBadge({ variant, isOpenedLater }: LiveUnreadBadgeProps) {
  const count = useUnreadNotificationCount({ isOpenedLater });
  if (!count) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="unread-notification-badge"
        className={`inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-danger-600 px-1.5 text-xs leading-none font-bold text-white ${
          variant === 'bell' ? 'absolute -top-0.5 -right-0.5 ring-2 ring-white' : ''
        }`}
      >
        {formatUnreadBadge(count)}
      </span>
      <span className="sr-only">{` ${describeUnreadCount(count)}`}</span>
    </>
  );
}
