'use client';

import { usePathname } from 'next/navigation';
import { MyNotificationsDocument } from '../../../graphql/generated/operations/my-notifications';
import { MyUnreadNotificationCountDocument } from '../../../graphql/generated/operations/my-unread-notification-count';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { readOperationName } from '../../data/utils/query-key';

/** The operations a read changes: the badges (count) and the inbox lists. */
export const UNREAD_COUNT_OPERATION = readOperationName(MyUnreadNotificationCountDocument);
export const INBOX_OPERATION = readOperationName(MyNotificationsDocument);

/**
 * The member's unread notification count (undefined until it answers), like the '내 입찰' dot: asked
 * on each route (the route is the scope) and when the window regains focus; the header, the drawer
 * and the my-page menu share one request per route, and the drawer opened later reads it
 * (`isOpenedLater`). Between routes the last count stays rather than blinking out.
 */
export function useUnreadNotificationCount({ isOpenedLater = false } = {}): number | undefined {
  const pathname = usePathname();
  const { data } = useGraphqlQuery(
    MyUnreadNotificationCountDocument,
    {},
    {
      field: 'myUnreadNotificationCount',
      isMemberOnly: true,
      scope: pathname,
      keepPreviousData: true,
      revalidateOnFocus: true,
      revalidateOnMount: isOpenedLater ? false : undefined,
    },
  );
  return data ?? undefined;
}
