import { and, asc, Column, desc, gt, is, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Cursor, CursorValue, PageRequest } from './connection';

/**
 * The SQL half of graphql/connection.ts: turns a PageRequest into WHERE / ORDER BY / LIMIT for a
 * list ordered by (sort column, id), both in the same direction. The sort column must be NOT NULL
 * (nulls have no place in a total order without extra rules): wrap a nullable one in an expression
 * such as `coalesce(column, -1)`.
 */
export type KeysetOrder = {
  /** Omit to order by id alone. */
  sort?: {
    /** A column or an SQL expression (e.g. a distance); an index on (it, id) keeps pages flat. */
    column: AnyColumn | SQL;
    /** Cursor values are JSON; turn one back into what the column expects (e.g. a Date). */
    fromCursor?: (value: CursorValue) => unknown;
  };
  id: AnyColumn;
  order: 'asc' | 'desc';
};

export type KeysetQuery = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** limit + 1: the extra row only tells whether another page exists. */
  limit: number;
};

/*
 * A row comparison, (sort, id) > (value, id), rather than `sort > value or (sort = value and id >
 * id)`: PostgreSQL turns it into the start of a btree range on (sort, id), so a deep page costs
 * what the first one does instead of filtering every row before the cursor.
 */
function isPastCursor(keyset: KeysetOrder, cursor: Cursor, towards: 'asc' | 'desc'): SQL {
  const compare = towards === 'asc' ? gt : lt;
  if (!keyset.sort) return compare(keyset.id, cursor.id);
  const { column } = keyset.sort;
  const value = keyset.sort.fromCursor
    ? keyset.sort.fromCursor(cursor.sortValue)
    : cursor.sortValue;
  // A column maps the value the way Drizzle's own operators do (e.g. a Date to timestamptz).
  const param = is(column, Column) ? sql.param(value, column) : sql`${value}`;
  const operator = sql.raw(towards === 'asc' ? '>' : '<');
  return sql`(${column}, ${keyset.id}) ${operator} (${param}, ${sql.param(cursor.id, keyset.id as Column)})`;
}

const OPPOSITE = { asc: 'desc', desc: 'asc' } as const;

export function buildKeysetQuery(keyset: KeysetOrder, request: PageRequest): KeysetQuery {
  const conditions: SQL[] = [];
  if (request.after) conditions.push(isPastCursor(keyset, request.after, keyset.order));
  if (request.before) conditions.push(isPastCursor(keyset, request.before, OPPOSITE[keyset.order]));

  // Backward pages are read from the `before` end, then put back into display order.
  const readOrder = request.direction === 'forward' ? keyset.order : OPPOSITE[keyset.order];
  const direction = readOrder === 'asc' ? asc : desc;
  const orderBy = keyset.sort
    ? [direction(keyset.sort.column), direction(keyset.id)]
    : [direction(keyset.id)];

  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy,
    limit: request.limit + 1,
  };
}

export function toDisplayOrder<T>(rows: T[], request: PageRequest): T[] {
  return request.direction === 'forward' ? rows : [...rows].reverse();
}

/**
 * A page in display order and the whole list's size: selectPage applies the keyset's where /
 * orderBy / limit to its own query, countAll counts every row of the list.
 */
export async function findKeysetPage<Row>(
  keyset: KeysetOrder,
  request: PageRequest,
  selectPage: (query: KeysetQuery) => PromiseLike<Row[]>,
  countAll: () => PromiseLike<Array<{ value: number }>>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows = await selectPage(buildKeysetQuery(keyset, request));
  const [total] = await countAll();
  return { rows: toDisplayOrder(rows, request), totalCount: total?.value ?? 0 };
}
