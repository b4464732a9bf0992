import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns } from './columns';

/** Construction licence kinds (건설업 면허/등록 업종). */
export const licenses = pgTable(
  'licenses',
  {
    ...commonColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Grouping shown in pickers, e.g. 종합공사업 / 전문공사업 / 기타. */
    groupName: text('group_name'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    uniqueIndex('licenses_code_unique').on(t.code),
    uniqueIndex('licenses_name_unique').on(t.name),
    index('licenses_priority_idx').on(t.priority),
  ],
);
