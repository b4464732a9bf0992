import { categories, toBigramQuery, escapeLike } from '@gongsa/db';
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';
import {
  definePreparedStatement,
  definePreparedStatements,
  isAnyOfIds,
} from '../../platform/prepared.repository';

export type CategoryRow = {
  id: number;
  type: 'DEPTH_1' | 'DEPTH_2' | 'DEPTH_3';
  name: string;
  code: string;
  kiscCodes: string[];
  parentId: number | null;
  parentName: string | null;
  grandparentId: number | null;
  grandparentName: string | null;
};

const parent = alias(categories, 'parent');
const grandparent = alias(categories, 'grandparent');

const CATEGORY_FIELDS = {
  id: categories.id,
  type: categories.type,
  name: categories.name,
  code: categories.code,
  kiscCodes: categories.kiscCodes,
  parentId: categories.parentId,
  parentName: parent.name,
  grandparentId: parent.parentId,
  grandparentName: grandparent.name,
};

// The tree is at most three levels deep, so two self-joins give every row its whole chain.
function joinAncestors<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(grandparent, eq(grandparent.id, parent.parentId));
}

function selectWithAncestors(db: Database) {
  return joinAncestors(db.select(CATEGORY_FIELDS).from(categories).$dynamic());
}

/**
 * A table that links its owners (an announcement …) to categories, in the table's own order:
 * the owning module names it, and this module reads the categories through it.
 */
export type CategoryLink = {
  /** Names the prepared statement (one per link). */
  name: string;
  table: PgTable;
  ownerId: PgColumn;
  categoryId: PgColumn;
  /** The order an owner's categories are shown in. */
  position: PgColumn;
};

export type LinkedCategoryRow = CategoryRow & { ownerId: number };

const linkedCategoriesStatement = definePreparedStatements(
  (link: CategoryLink) => link.name,
  (db, link) =>
    joinAncestors(
      db
        .select({ ownerId: sql<number>`${link.ownerId}`.mapWith(Number), ...CATEGORY_FIELDS })
        .from(link.table)
        .innerJoin(
          categories,
          and(eq(categories.id, link.categoryId), isNull(categories.deletedAt)),
        )
        .$dynamic(),
    )
      .where(isAnyOfIds(link.ownerId))
      .orderBy(asc(link.position))
      .prepare(`linked_categories_${link.name}`),
);

/**
 * The live categories of these owners with their ancestors, in the link's order: one statement
 * for a page of cards (the link rows and the categories together).
 */
export async function selectLinkedCategories(
  db: Database,
  link: CategoryLink,
  ownerIds: number[],
): Promise<LinkedCategoryRow[]> {
  if (ownerIds.length === 0) return [];
  return linkedCategoriesStatement(db, link).execute({ ids: ownerIds });
}

export async function selectCategoriesByParent(
  db: Database,
  parentId: number | null,
): Promise<CategoryRow[]> {
  return selectWithAncestors(db)
    .where(
      and(
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        isNull(categories.deletedAt),
      ),
    )
    .orderBy(asc(categories.priority), asc(categories.code), asc(categories.id));
}

// A list page's cards ask for their trades on every request: built and named once (ADR 0016).
const selectCategoriesByIdsStatement = definePreparedStatement((db) =>
  selectWithAncestors(db)
    .where(and(isAnyOfIds(categories.id), isNull(categories.deletedAt)))
    .prepare('categories_by_ids'),
);

/** Live categories with these ids, in no particular order. */
export async function selectCategoriesByIds(db: Database, ids: number[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return selectCategoriesByIdsStatement(db).execute({ ids });
}

// Every /company request filtered by trade checks its ids first: built and named once too.
const selectLiveCategoryIdsStatement = definePreparedStatement((db) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(and(isAnyOfIds(categories.id), isNull(categories.deletedAt)))
    .prepare('live_category_ids'),
);

/** Which of the ids are live categories. */
export async function selectLiveCategoryIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await selectLiveCategoryIdsStatement(db).execute({ ids });
  return rows.map((row) => row.id);
}

export type CategoryCheckRow = { id: number; type: string; name: string };

/** Live categories with these ids (id, level, name), in no particular order: checks of chosen trades. */
export async function selectLiveCategoriesByIds(
  db: Database,
  ids: number[],
): Promise<CategoryCheckRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, type: categories.type, name: categories.name })
    .from(categories)
    .where(and(inArray(categories.id, ids), isNull(categories.deletedAt)));
}

/**
 * One condition per word; every word must match. ILIKE is the truth for all lengths. Words of
 * three or more characters are served by the pg_trgm index on name; two-character words (철근)
 * give no trigram, so the bigram tsvector narrows the candidates first; one character has neither
 * and is a plain scan of a small table.
 */
function matchWord(word: string): SQL {
  const contains = ilike(categories.name, `%${escapeLike(word)}%`);
  const bigramQuery = Array.from(word).length === 2 ? toBigramQuery(word) : null;
  return bigramQuery === null
    ? contains
    : (and(
        sql`${categories.searchBigrams} @@ to_tsquery('simple', ${bigramQuery})`,
        contains,
      ) as SQL);
}

export async function searchCategoriesByName(
  db: Database,
  search: { words: string[]; phrase: string },
  limit: number,
): Promise<CategoryRow[]> {
  const { words, phrase } = search;
  return selectWithAncestors(db)
    .where(and(isNull(categories.deletedAt), ...words.map(matchWord)))
    .orderBy(
      sql`case when ${categories.name} = ${phrase} then 0 when ${categories.name} ilike ${`${escapeLike(phrase)}%`} then 1 else 2 end`,
      // Leaves first: the search dropdown offers only DEPTH_3 entries (SPEC §5).
      desc(categories.type),
      asc(categories.code),
    )
    .limit(limit);
}

/**
 * A query typed in initials (ㅊㄱ) against `choseong`. ILIKE is the truth; two jamo give no
 * trigram, so the 초성 bigrams in search_bigrams narrow the candidates first; three or more are
 * served by the pg_trgm index on choseong; one jamo is a plain scan of a small table.
 */
export async function searchCategoriesByChoseong(
  db: Database,
  choseong: string,
  limit: number,
): Promise<CategoryRow[]> {
  const contains = ilike(categories.choseong, `%${escapeLike(choseong)}%`);
  const bigramQuery = Array.from(choseong).length === 2 ? toBigramQuery(choseong) : null;
  const match =
    bigramQuery === null
      ? contains
      : and(sql`${categories.searchBigrams} @@ to_tsquery('simple', ${bigramQuery})`, contains);
  return selectWithAncestors(db)
    .where(and(isNull(categories.deletedAt), match))
    .orderBy(
      sql`case when ${categories.choseong} = ${choseong} then 0 when ${categories.choseong} like ${`${escapeLike(choseong)}%`} then 1 else 2 end`,
      desc(categories.type),
      asc(categories.code),
    )
    .limit(limit);
}
