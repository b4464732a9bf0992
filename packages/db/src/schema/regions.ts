import { index, integer, pgTable, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { commonColumns, idRef } from './columns';
import { regionTypeEnum } from './enums';

/** 시/도 (SI, gungu null) and their 시/군/구 (GUNGU); sigunguList(si, keyword) reads this. */
export const regions = pgTable(
  'regions',
  {
    ...commonColumns(),
    type: regionTypeEnum('type').notNull(),
    si: text('si').notNull(),
    gungu: text('gungu'),
    /** 행정구역 code (2 digits for 시/도, 5 for 시/군/구). */
    code: text('code'),
    parentId: idRef('parent_id').references((): AnyPgColumn => regions.id, {
      onDelete: 'restrict',
    }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    unique('regions_si_gungu_unique').on(t.si, t.gungu).nullsNotDistinct(),
    unique('regions_code_unique').on(t.code),
    index('regions_parent_id_idx').on(t.parentId),
  ],
);
