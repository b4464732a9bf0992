/**
 * What other modules may use from notifications. Everything else in this folder (its repository
 * above all) is private to it: ESLint refuses imports of another module's files except its
 * GraphQL types.
 */
export { findNotificationDeliveries, type NotificationDeliveryView } from './notifications.service';
export { NOTIFICATION_KINDS, type NotificationKind } from './notification-copy';
