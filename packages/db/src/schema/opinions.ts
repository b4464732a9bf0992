import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { commonColumns, idRef } from './columns';
import { opinionTypeEnum } from './enums';
import { users } from './users';

/** A user's report to the operators (bug, suggestion …). */
export const opinions = pgTable(
  'opinions',
  {
    ...commonColumns(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    opinionType: opinionTypeEnum('opinion_type').notNull(),
    opinionContext: text('opinion_context').notNull(),
    adminMemo: text('admin_memo'),
  },
  (t) => [index('opinions_user_id_idx').on(t.userId)],
);
