import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns } from './columns';

/** Korean bank codes (금융결제원 3-digit codes) for withdrawal accounts. */
export const bankCodes = pgTable(
  'bank_codes',
  {
    ...commonColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [uniqueIndex('bank_codes_code_unique').on(t.code)],
);
