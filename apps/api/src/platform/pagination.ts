import { BadUserInputError } from '../errors';

/**
 * Cursor pagination for every list (SPEC §7: startCursor, endCursor, hasNextPage, hasPreviousPage).
 *
 * A cursor is the opaque base64url of [sortValue, id] of an edge: keyset pagination over a total
 * order (the list's sort column, then id as tie-breaker), so pages stay correct while rows are
 * inserted, and a page costs the same on page 1 and page 1000. Repositories turn a PageRequest
 * into SQL with platform/keyset.repository.ts. No GraphQL here: services and a worker process use it
 * without loading the schema builder; graphql/connection.ts adds the Pothos types.
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type CursorValue = string | number | boolean | null;
/**
 * sortKey names the list's sort option (e.g. 'DEADLINE') when a list has several: a cursor from
 * one sort is refused by another (see keyset.repository.ts) instead of reading a wrong position.
 */
export type Cursor = { sortValue: CursorValue; id: number; sortKey?: string };

export type ConnectionArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

export type PageRequest = {
  /** forward: the first `limit` rows after `after`; backward: the last `limit` rows before `before`. */
  direction: 'forward' | 'backward';
  limit: number;
  after: Cursor | null;
  before: Cursor | null;
};

export type PageInfo = {
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

export type Edge<T> = { cursor: string; node: T };

/**
 * A number, or a thunk run only when a client selects totalCount: a count can cost far more
 * than the page itself (the /company "더 보기" query never asks for it).
 */
export type TotalCount = number | (() => Promise<number>);

/**
 * Counts the list's rows but stops after `limit + 1` (enough to tell "more than limit"): a list
 * page shows "1,000개 이상" instead of paying for an exact count of 100k rows on every view.
 */
export type CountUpTo = (limit: number) => Promise<number>;

export type Connection<T> = {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: TotalCount;
  /** Lists with an expensive count supply a bounded one; others answer from totalCount. */
  countUpTo?: CountUpTo;
};

/**
 * A capped count a page statement already carried (its rows' matchCount) for one limit; any other
 * limit, or an empty page (no row to carry it), counts with `count`, once per limit.
 */
export function withCarriedCount(
  carried: { limit: number | null; count: number | null },
  count: CountUpTo,
): CountUpTo {
  const counted = memoizeCountUpTo(count);
  return (limit) =>
    limit === carried.limit && carried.count !== null
      ? Promise.resolve(carried.count)
      : counted(limit);
}

/** One count per limit per list: the count a service starts early is the one the field awaits. */
export function memoizeCountUpTo(countUpTo: CountUpTo): CountUpTo {
  const byLimit = new Map<number, Promise<number>>();
  return (limit) => {
    let counted = byLimit.get(limit);
    if (!counted) {
      counted = countUpTo(limit);
      byLimit.set(limit, counted);
    }
    return counted;
  };
}

export type CappedCount = { count: number; isCapped: boolean };

export const DEFAULT_COUNT_CAP = 1000;
export const MAX_COUNT_CAP = 10_000;

/** totalCountCapped(limit): the count up to `limit`, and whether there are more. */
export async function resolveCappedCount<T>(
  connection: Connection<T>,
  limit: number,
): Promise<CappedCount> {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_COUNT_CAP) {
    throw new BadUserInputError(
      `limit 값은 1 이상 ${MAX_COUNT_CAP.toLocaleString('ko-KR')} 이하의 정수여야 합니다.`,
    );
  }
  const counted = connection.countUpTo
    ? await connection.countUpTo(limit)
    : typeof connection.totalCount === 'function'
      ? await connection.totalCount()
      : connection.totalCount;
  return { count: Math.min(counted, limit), isCapped: counted > limit };
}

export const INVALID_CURSOR_MESSAGE = '페이지 정보가 올바르지 않습니다. 목록을 새로 고침해 주세요.';

export function encodeCursor(cursor: Cursor): string {
  const parts =
    cursor.sortKey === undefined
      ? [cursor.sortValue, cursor.id]
      : [cursor.sortValue, cursor.id, cursor.sortKey];
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && (decoded.length === 2 || decoded.length === 3)) {
      const [sortValue, id, sortKey] = decoded as [unknown, unknown, unknown];
      const isSortValue =
        sortValue === null || ['string', 'number', 'boolean'].includes(typeof sortValue);
      const isSortKey = decoded.length === 2 || typeof sortKey === 'string';
      if (isSortValue && isSortKey && typeof id === 'number' && Number.isSafeInteger(id)) {
        const cursor: Cursor = { sortValue: sortValue as CursorValue, id };
        if (typeof sortKey === 'string') cursor.sortKey = sortKey;
        return cursor;
      }
    }
  } catch {
    // Falls through to the user-facing error below.
  }
  throw new BadUserInputError(INVALID_CURSOR_MESSAGE);
}

function readPageSize(value: number, name: 'first' | 'last', maxPageSize: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new BadUserInputError(`${name} 값은 0 이상의 정수여야 합니다.`);
  }
  if (value > maxPageSize) {
    throw new BadUserInputError(`한 번에 최대 ${maxPageSize}개까지 조회할 수 있습니다.`);
  }
  return value;
}

export function toPageRequest(
  args: ConnectionArgs,
  options: { defaultPageSize?: number; maxPageSize?: number } = {},
): PageRequest {
  const maxPageSize = options.maxPageSize ?? MAX_PAGE_SIZE;
  const defaultPageSize = Math.min(options.defaultPageSize ?? DEFAULT_PAGE_SIZE, maxPageSize);
  const hasFirst = args.first !== null && args.first !== undefined;
  const hasLast = args.last !== null && args.last !== undefined;
  if (hasFirst && hasLast) {
    throw new BadUserInputError('first 와 last 는 함께 사용할 수 없습니다.');
  }
  const after = args.after ? decodeCursor(args.after) : null;
  const before = args.before ? decodeCursor(args.before) : null;

  if (hasLast || (!hasFirst && before && !after)) {
    return {
      direction: 'backward',
      limit: hasLast ? readPageSize(args.last as number, 'last', maxPageSize) : defaultPageSize,
      after,
      before,
    };
  }
  return {
    direction: 'forward',
    limit: hasFirst ? readPageSize(args.first as number, 'first', maxPageSize) : defaultPageSize,
    after,
    before,
  };
}

/**
 * Builds the connection from the rows a repository fetched for `request`: up to `limit + 1` rows in
 * the list's display order (the extra row only tells whether there is another page).
 */
export function toConnection<T>(
  rows: readonly T[],
  request: PageRequest,
  totalCount: TotalCount,
  toCursor: (node: T) => Cursor,
  countUpTo?: CountUpTo,
): Connection<T> {
  const hasMore = rows.length > request.limit;
  const nodes =
    request.direction === 'forward'
      ? rows.slice(0, request.limit)
      : rows.slice(Math.max(rows.length - request.limit, 0));
  const edges = nodes.map((node) => ({ cursor: encodeCursor(toCursor(node)), node }));
  return {
    edges,
    nodes,
    totalCount,
    ...(countUpTo ? { countUpTo } : {}),
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: request.direction === 'forward' ? hasMore : request.before !== null,
      hasPreviousPage: request.direction === 'backward' ? hasMore : request.after !== null,
    },
  };
}
