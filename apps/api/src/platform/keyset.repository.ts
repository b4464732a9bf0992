import {
  and,
  asc,
  Column,
  desc,
  gt,
  is,
  lt,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { BadUserInputError } from '../errors';
import { INVALID_CURSOR_MESSAGE, type Cursor, type PageRequest } from './pagination';

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
    /** What a cursor's sort value must be; see readCursorSortValue. */
    type: CursorSortType;
    /**
     * The list's sort option when it has several (e.g. 'DEADLINE'): the service puts the same key
     * into its cursors (Cursor.sortKey), so a cursor made under another sort is refused.
     */
    key?: string;
  };
  id: AnyColumn;
  order: 'asc' | 'desc';
};

/**
 * number: a finite number; date: an ISO 8601 UTC date-time, handed to SQL as a Date (for
 * timestamp columns); date-text: the same text kept as text, so microseconds survive (a Date
 * keeps milliseconds only); string: any text.
 */
export type CursorSortType = 'number' | 'date' | 'date-text' | 'string';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function refuseCursor(): never {
  throw new BadUserInputError(INVALID_CURSOR_MESSAGE);
}

/**
 * A cursor is client input: its sort value goes into SQL only after it matched the list's sort
 * (key) and type, so a stale or foreign cursor is a BAD_USER_INPUT instead of a database error.
 * Lists ordered by id alone take cursors without a sort value.
 */
export function readCursorSortValue(keyset: KeysetOrder, cursor: Cursor): unknown {
  if ((cursor.sortKey ?? null) !== (keyset.sort?.key ?? null)) refuseCursor();
  const value = cursor.sortValue;
  if (!keyset.sort) {
    if (value !== null) refuseCursor();
    return null;
  }
  switch (keyset.sort.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) refuseCursor();
      return value;
    case 'string':
      if (typeof value !== 'string') refuseCursor();
      return value;
    case 'date':
    case 'date-text': {
      if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) refuseCursor();
      const date = new Date(value);
      // JavaScript rolls 02-30 over to March where PostgreSQL refuses it: both must read one day.
      const isRealDate =
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.slice(0, 19);
      if (!isRealDate) refuseCursor();
      return keyset.sort.type === 'date' ? date : value;
    }
  }
}

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
  const value = readCursorSortValue(keyset, cursor);
  if (!keyset.sort) return compare(keyset.id, cursor.id);
  const { column } = keyset.sort;
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

/**
 * The column a page statement carries its list's capped count in (see withCarriedCount): the
 * count of `matches` (a query already limited to limit + 1 rows), or null when none was asked for.
 * An uncorrelated subquery: PostgreSQL runs it once per statement.
 */
export function carriedCountColumn(matches: SQLWrapper | null): SQL<number | null> {
  return matches === null
    ? sql<number | null>`null::int`
    : sql<number | null>`(select count(*)::int from (${matches}) as "matches")`;
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
