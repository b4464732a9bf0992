import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns } from './columns';

/** Credit rating grades (AAA … D); lower priority = better grade, the order pickers show. */
export const criGrades = pgTable(
  'cri_grades',
  {
    ...commonColumns(),
    name: text('name').notNull(),
    priority: integer('priority').notNull(),
  },
  (t) => [
    uniqueIndex('cri_grades_name_unique').on(t.name),
    uniqueIndex('cri_grades_priority_unique').on(t.priority),
  ],
);
