import { requireUserId, type Context } from '../../context';
import { NotFoundError } from '../../errors';
import { parseClientId } from '../../platform/ids';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import {
  countUnreadNotifications,
  findInboxPage,
  markAllNotificationsRead,
  markNotificationRead,
  type InboxNotificationRow,
} from './notifications-inbox.repository';

export type NotificationView = InboxNotificationRow;

/** The badge shows "99+" long before this; the cap keeps the count a bounded index read. */
export const UNREAD_COUNT_CAP = 1000;

export const INBOX_MESSAGES = {
  notFound: '알림을 찾을 수 없습니다.',
} as const;

type InboxContext = Pick<Context, 'db' | 'viewer'>;

/** The signed-in user's notifications, newest first; unreadOnly keeps the unread ones. */
export async function findMyNotifications(
  ctx: InboxContext,
  paging: ConnectionArgs,
  unreadOnly: boolean,
): Promise<Connection<NotificationView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging);
  const { rows, countAll } = await findInboxPage(ctx.db, userId, request, unreadOnly);
  return toConnection(rows, request, countAll, (row) => ({ sortValue: row.sortKey, id: row.id }));
}

export async function countMyUnreadNotifications(ctx: InboxContext): Promise<number> {
  return countUnreadNotifications(ctx.db, requireUserId(ctx.viewer), UNREAD_COUNT_CAP);
}

/**
 * Marks one of the user's notifications read. Someone else's notification answers as a missing
 * one does (NOT_FOUND), so ids cannot be probed.
 */
export async function readMyNotification(
  ctx: InboxContext,
  id: unknown,
): Promise<NotificationView> {
  const userId = requireUserId(ctx.viewer);
  const notificationId = parseClientId(id, () => new NotFoundError(INBOX_MESSAGES.notFound));
  const row = await markNotificationRead(ctx.db, userId, notificationId);
  if (!row) throw new NotFoundError(INBOX_MESSAGES.notFound);
  return row;
}

/** Marks all of the user's unread notifications read; how many were marked. */
export async function readAllMyNotifications(ctx: InboxContext): Promise<number> {
  return markAllNotificationsRead(ctx.db, requireUserId(ctx.viewer));
}
