import { describe, expect, it } from 'vitest';
import { readSearchList, type SearchListPage } from './search-list';

const page = (
  ids: string[],
  hasNextPage: boolean,
  count?: { count: number; isCapped: boolean },
): SearchListPage<{ id: string }> => ({
  nodes: ids.map((id) => ({ id })),
  totalCountCapped: count ?? null,
  pageInfo: { endCursor: ids.at(-1) ?? null, hasNextPage },
});

describe('readSearchList', () => {
  it('shows every card once, the first count, and the pages (first request held three)', () => {
    const list = readSearchList(
      {
        status: 'loaded',
        pages: [page(['1', '2'], true, { count: 1000, isCapped: true }), page(['2', '3'], false)],
      },
      3,
    );
    expect(list).toEqual({
      status: 'loaded',
      items: [{ id: '1' }, { id: '2' }, { id: '3' }],
      totalCount: 1000,
      isTotalCountCapped: true,
      hasNextPage: false,
      pageCount: 4,
    });
  });

  it('passes loading and failures through', () => {
    expect(readSearchList({ status: 'loading' })).toEqual({ status: 'loading' });
    const failure = { error: true as const, code: 'NETWORK_ERROR', message: '연결 실패' };
    expect(readSearchList({ status: 'failed', failure })).toEqual({ status: 'failed', failure });
  });
});
