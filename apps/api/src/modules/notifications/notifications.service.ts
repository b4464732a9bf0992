import type { Context } from '../../context';
import { defineBatchLoader } from '../../platform/request-scope';
import { findDeliveriesOfNotifications, type DeliveryStatusRow } from './notifications.repository';

export {
  NOTIFICATION_DELIVERY_CHANNELS,
  NOTIFICATION_DELIVERY_STATES,
} from './notifications.repository';

/** One channel's fate of a notification, as the recipient (or an admin) may see it. */
export type NotificationDeliveryView = DeliveryStatusRow;

const loadDeliveries = defineBatchLoader<Pick<Context, 'db'>, NotificationDeliveryView[]>(
  async (ctx, notificationIds) => {
    const byNotification = new Map<number, NotificationDeliveryView[]>();
    for (const { notificationId, ...row } of await findDeliveriesOfNotifications(
      ctx.db,
      notificationIds,
    )) {
      byNotification.set(notificationId, [...(byNotification.get(notificationId) ?? []), row]);
    }
    return byNotification;
  },
  [],
);

/**
 * Notification.deliveries (ADR 0031): per push token and for 알림톡, PENDING / SENT / FAILED /
 * SKIPPED with the reason, attempts and times — one statement for a page of notifications. A
 * Notification is only reached by its recipient (myNotifications, readNotification), so the
 * field needs no check of its own.
 */
export function findNotificationDeliveries(
  ctx: Pick<Context, 'db'>,
  notificationId: number,
): Promise<NotificationDeliveryView[]> {
  return loadDeliveries(ctx, notificationId);
}
