import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns, idRef, isLive } from './columns';
import { users } from './users';

/** followerId follows followingId (user.isFollowing). */
export const follows = pgTable(
  'follows',
  {
    ...commonColumns(),
    followerId: idRef('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: idRef('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('follows_follower_following_unique')
      .on(t.followerId, t.followingId)
      .where(isLive(t.deletedAt)),
    index('follows_following_id_idx').on(t.followingId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followingId}`),
  ],
);
