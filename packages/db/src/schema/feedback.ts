import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { commonColumns, idRef } from './columns';
import { users } from './users';

/** createFeedback: free-text feedback on the service, optionally with a 1–5 score. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    ...commonColumns(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    score: smallint('score'),
    pageUrl: text('page_url'),
    adminMemo: text('admin_memo'),
  },
  (t) => [
    index('feedbacks_user_id_idx').on(t.userId),
    check('feedbacks_score_check', sql`${t.score} is null or ${t.score} between 1 and 5`),
  ],
);
