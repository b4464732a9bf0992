import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { commonColumns, idRef, timestampTz } from './columns';
import { devices } from './devices';
import { notificationTypeEnum } from './enums';
import { users } from './users';

/** An in-app notification (myNotifications). `relationId` points into the table `type` implies. */
export const notifications = pgTable(
  'notifications',
  {
    ...commonColumns(),
    /** Recipient; null for notifications created for the admins (isCreatedForAdmin). */
    userId: idRef('user_id').references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    relationId: bigint('relation_id', { mode: 'number' }),
    url: text('url'),
    imageUrl: text('image_url'),
    isCreatedForAdmin: boolean('is_created_for_admin').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestampTz('read_at'),
    /**
     * The notification's kind in the catalogue (modules/notifications/notification-kinds.ts);
     * null for rows written before the catalogue had kinds.
     */
    kind: text('kind'),
    /**
     * "This event, this recipient" (e.g. announcementMatched:12:34): a handler that runs twice
     * for one event writes the row once (ON CONFLICT DO NOTHING). Null for events that need none.
     */
    dedupKey: text('dedup_key'),
  },
  (t) => [
    uniqueIndex('notifications_dedup_key_unique').on(t.dedupKey),
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

/** Channels a notification goes out on besides the in-app row (ADR 0031). */
export const NOTIFICATION_DELIVERY_CHANNELS = ['PUSH', 'ALIMTALK'] as const;
export type NotificationDeliveryChannel = (typeof NOTIFICATION_DELIVERY_CHANNELS)[number];
export const NOTIFICATION_DELIVERY_STATES = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type NotificationDeliveryState = (typeof NOTIFICATION_DELIVERY_STATES)[number];

/**
 * One notification on one outside channel to one target (a device's push token, a phone number).
 * The unique (notification, channel, target) is the delivery's identity: it is written with the
 * notification, `attempts` is raised before each send and `state` set after it, and the provider
 * is handed `dedup_key` so a send repeated after a crash between the two is recognised.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    ...commonColumns(),
    notificationId: idRef('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_DELIVERY_CHANNELS }).notNull(),
    /** The push token or the phone number; '' for a SKIPPED row that had none. */
    target: text('target').notNull(),
    deviceId: idRef('device_id').references(() => devices.id, { onDelete: 'set null' }),
    state: text('state', { enum: NOTIFICATION_DELIVERY_STATES }).notNull().default('PENDING'),
    /** Why it was SKIPPED or FAILED, or how it was SENT when not as planned (SMS fallback). */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this (quiet hours defer marketing kinds to 08:00 Asia/Seoul); the next retry after a failure. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
  },
  (t) => [
    uniqueIndex('notification_deliveries_identity_unique').on(
      t.notificationId,
      t.channel,
      t.target,
    ),
    index('notification_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'PENDING'`),
    index('notification_deliveries_device_id_idx').on(t.deviceId),
    check('notification_deliveries_attempts_check', sql`${t.attempts} >= 0`),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('PUSH', 'ALIMTALK')`),
    check(
      'notification_deliveries_state_check',
      sql`${t.state} in ('PENDING', 'SENT', 'FAILED', 'SKIPPED')`,
    ),
  ],
);

/**
 * What the local push and 알림톡 adapters would have sent (the default outside production): tests
 * and the demo read it. `dedup_key` is unique, as a provider's message key would be.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    ...commonColumns(),
    channel: text('channel', { enum: NOTIFICATION_DELIVERY_CHANNELS }).notNull(),
    target: text('target').notNull(),
    dedupKey: text('dedup_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedup_key_unique').on(t.dedupKey),
    check('notification_outbox_channel_check', sql`${t.channel} in ('PUSH', 'ALIMTALK')`),
    index('notification_outbox_target_idx').on(t.target, t.createdAt.desc()),
  ],
);

/**
 * Events that happen once per subject though a schedule sees them many times (a request about to
 * close is found by every hourly run of its last day): the key is inserted when the event is sent.
 */
export const notificationOnceMarks = pgTable('notification_once_marks', {
  key: text('key').primaryKey(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});
