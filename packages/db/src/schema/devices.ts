import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns, idRef, isLive } from './columns';
import { users } from './users';

/** A push target (setFCMToken / removeFCMToken). A token belongs to one user at a time. */
export const devices = pgTable(
  'devices',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fcmRegistrationToken: text('fcm_registration_token').notNull(),
    os: text('os'),
  },
  (t) => [
    uniqueIndex('devices_fcm_registration_token_unique')
      .on(t.fcmRegistrationToken)
      .where(isLive(t.deletedAt)),
    index('devices_user_id_idx').on(t.userId),
  ],
);
