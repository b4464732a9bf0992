import Link from 'next/link';
import { BellIcon } from '../../ui/components/icons';
import { NOTIFICATION_PAGE_PATH } from '../utils/notification-inbox';
import { UnreadNotificationBadgeIsland } from './UnreadNotificationBadgeIsland';

/**
 * The header's bell (members only: it is part of the member's header module), a link to the
 * inbox with the unread count on it. Its name is '알림', then '읽지 않은 알림 3개' when there are.
 */
export function NotificationBell() {
  return (
    <Link
      href={NOTIFICATION_PAGE_PATH}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
    >
      <BellIcon className="size-6" />
      <span className="sr-only">알림</span>
      <UnreadNotificationBadgeIsland variant="bell" />
    </Link>
  );
}
