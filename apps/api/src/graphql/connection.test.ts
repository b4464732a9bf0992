import { licenses } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../app/database';
import {
  MAX_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  toConnection,
  toPageRequest,
  type ConnectionArgs,
  type Connection,
} from './connection';
import { buildKeysetQuery, toDisplayOrder, type KeysetOrder } from '../platform/keyset.repository';

describe('cursors', () => {
  it('round-trip and look opaque', () => {
    const cursor = encodeCursor({ sortValue: '2026-11-21T00:00:00.000Z', id: 12 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ sortValue: '2026-11-21T00:00:00.000Z', id: 12 });
  });

  it('carry the sort option of the list when given one', () => {
    const cursor = encodeCursor({ sortValue: 3, id: 7, sortKey: 'PRICE' });
    expect(decodeCursor(cursor)).toEqual({ sortValue: 3, id: 7, sortKey: 'PRICE' });
    expect(() => decodeCursor(Buffer.from('[3,7,5]').toString('base64url'))).toThrow(
      '페이지 정보가 올바르지 않습니다. 목록을 새로 고침해 주세요.',
    );
  });

  it('reject anything a client made up, in Korean', () => {
    for (const value of [
      'garbage',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[1,"x"]').toString('base64url'),
    ]) {
      expect(() => decodeCursor(value)).toThrow(
        expect.objectContaining({
          message: '페이지 정보가 올바르지 않습니다. 목록을 새로 고침해 주세요.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    }
  });
});

describe('toPageRequest', () => {
  it('pages forward by default and backward with last or before', () => {
    expect(toPageRequest({})).toEqual({
      direction: 'forward',
      limit: 20,
      after: null,
      before: null,
    });
    expect(toPageRequest({ last: 5 }).direction).toBe('backward');
    const before = encodeCursor({ sortValue: 1, id: 1 });
    expect(toPageRequest({ before })).toMatchObject({ direction: 'backward', limit: 20 });
  });

  it('refuses page sizes that are negative, too big or contradictory', () => {
    expect(() => toPageRequest({ first: -1 })).toThrow('first 값은 0 이상의 정수여야 합니다.');
    expect(() => toPageRequest({ first: MAX_PAGE_SIZE + 1 })).toThrow(
      '한 번에 최대 100개까지 조회할 수 있습니다.',
    );
    expect(() => toPageRequest({ first: 1, last: 1 })).toThrow(
      'first 와 last 는 함께 사용할 수 없습니다.',
    );
  });
});

describe('keyset pagination on a real database', () => {
  let handle: DatabaseHandle;
  // Priorities with ties, so the id tie-breaker matters.
  const PRIORITIES = [3, 1, 2, 1, 3, 2, 1, 5, 4, 2, 3];

  beforeAll(async () => {
    handle = await createTestDatabase();
    await handle.db.insert(licenses).values(
      PRIORITIES.map((priority, index) => ({
        name: `페이지 테스트 ${index}`,
        code: `PG-${index}`,
        priority,
      })),
    );
  });

  afterAll(async () => {
    await handle.close();
  });

  type Row = { id: number; name: string; priority: number };

  async function readPage(args: ConnectionArgs, order: 'asc' | 'desc'): Promise<Connection<Row>> {
    const request = toPageRequest(args, { maxPageSize: 4 });
    const keyset: KeysetOrder = {
      sort: { column: licenses.priority, type: 'number' },
      id: licenses.id,
      order,
    };
    const query = buildKeysetQuery(keyset, request);
    const scope = and(isNull(licenses.deletedAt), like(licenses.code, 'PG-%'));
    const rows = await handle.db
      .select({ id: licenses.id, name: licenses.name, priority: licenses.priority })
      .from(licenses)
      .where(and(scope, query.where))
      .orderBy(...query.orderBy)
      .limit(query.limit);
    return toConnection(toDisplayOrder(rows, request), request, PRIORITIES.length, (row) => ({
      sortValue: row.priority,
      id: row.id,
    }));
  }

  async function readAll(order: 'asc' | 'desc', direction: 'forward' | 'backward'): Promise<Row[]> {
    const collected: Row[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: Connection<Row> =
        direction === 'forward'
          ? await readPage({ first: 4, after: cursor }, order)
          : await readPage({ last: 4, before: cursor }, order);
      if (direction === 'forward') collected.push(...page.nodes);
      else collected.unshift(...page.nodes);
      const hasMore =
        direction === 'forward' ? page.pageInfo.hasNextPage : page.pageInfo.hasPreviousPage;
      if (!hasMore) return collected;
      cursor = direction === 'forward' ? page.pageInfo.endCursor : page.pageInfo.startCursor;
    }
  }

  it('walks every row exactly once, forward and backward, in both sort orders', async () => {
    const all = await handle.db
      .select({ id: licenses.id, name: licenses.name, priority: licenses.priority })
      .from(licenses)
      .where(like(licenses.code, 'PG-%'));
    const ascending = [...all].sort((a, b) => a.priority - b.priority || a.id - b.id);
    expect(await readAll('asc', 'forward')).toEqual(ascending);
    expect(await readAll('asc', 'backward')).toEqual(ascending);
    expect(await readAll('desc', 'forward')).toEqual([...ascending].reverse());
    expect(await readAll('desc', 'backward')).toEqual([...ascending].reverse());
  });

  it('reports page info and the total', async () => {
    const first = await readPage({ first: 4 }, 'asc');
    expect(first.totalCount).toBe(11);
    expect(first.edges.map((edge) => edge.node)).toEqual(first.nodes);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.pageInfo.startCursor).toBe(first.edges[0]?.cursor);
    const second = await readPage({ first: 4, after: first.pageInfo.endCursor }, 'asc');
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    const empty = await readPage({ first: 0 }, 'asc');
    expect(empty).toMatchObject({
      nodes: [],
      pageInfo: { startCursor: null, endCursor: null, hasNextPage: true },
    });
  });
});
