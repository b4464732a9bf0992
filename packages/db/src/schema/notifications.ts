import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { commonColumns, idRef, timestampTz } from './columns';
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
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);
