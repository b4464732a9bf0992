import { requireUserId, type Context } from '../../context';
import { NotFoundError } from '../../errors';
import {
  findDeliveriesOfNotifications,
  findNotificationRecipient,
  type DeliveryStatusRow,
} from './notifications.repository';

/** One channel's fate of a notification, as the recipient (or an admin) may see it. */
export type NotificationDeliveryView = DeliveryStatusRow;

/**
 * The deliveries of a notification (ADR 0031): per push token and for 알림톡, PENDING / SENT /
 * FAILED / SKIPPED with the reason, attempts, last error and next try. For the lead to expose as
 * `Notification.deliveries`: only its recipient or an admin; anyone else gets NOT_FOUND.
 */
export async function findNotificationDeliveries(
  ctx: Pick<Context, 'db' | 'viewer'>,
  notificationId: number,
): Promise<NotificationDeliveryView[]> {
  const viewerId = requireUserId(ctx.viewer);
  const recipient = await findNotificationRecipient(ctx.db, notificationId);
  const isAdmin = ctx.viewer.isAuthenticated && ctx.viewer.role === 'ADMIN';
  if (recipient === undefined || (recipient !== viewerId && !isAdmin)) {
    throw new NotFoundError('알림을 찾을 수 없습니다.');
  }
  const rows = await findDeliveriesOfNotifications(ctx.db, [notificationId]);
  return rows.map(({ notificationId: _notificationId, ...row }) => row);
}
