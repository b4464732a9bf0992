import { index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { commonColumns, idRef, tsvector } from './columns';
import { categoryTypeEnum } from './enums';

/**
 * The 3-level trade tree: DEPTH_1 top groups → DEPTH_2 trades → DEPTH_3 leaves. parentId and
 * topParentId of search results come from this parent chain.
 */
export const categories = pgTable(
  'categories',
  {
    ...commonColumns(),
    type: categoryTypeEnum('type').notNull(),
    name: text('name').notNull(),
    /** Our own stable key (e.g. G01-01-01); seeding matches on it. */
    code: text('code').notNull(),
    /** 한국표준산업분류 codes that map public company data onto the tree. */
    kiscCodes: text('kisc_codes').array().notNull().default([]),
    parentId: idRef('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    priority: integer('priority').notNull().default(0),
    /** toNameSearchVector(name): bigrams of the name and of its 초성. */
    searchBigrams: tsvector('search_bigrams'),
    /** getChoseong(name) ('철근공사' → 'ㅊㄱㄱㅅ'), for 초성 queries. */
    choseong: text('choseong'),
  },
  (t) => [
    uniqueIndex('categories_code_unique').on(t.code),
    index('categories_parent_id_idx').on(t.parentId, t.priority),
    index('categories_type_idx').on(t.type),
    index('categories_search_bigrams_idx').using('gin', t.searchBigrams),
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('categories_choseong_trgm_idx').using('gin', t.choseong.op('gin_trgm_ops')),
  ],
);
