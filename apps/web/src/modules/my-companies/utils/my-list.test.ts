import { describe, expect, it } from 'vitest';
import { readMyList, removeListNodes, toMyListPaging, type MyListPage } from './my-list';

const pages: Array<MyListPage<{ id: string }>> = [
  {
    totalCount: 3,
    pageInfo: { endCursor: 'b', hasNextPage: true },
    nodes: [{ id: 'a' }, { id: 'b' }],
  },
  { totalCount: 3, pageInfo: { endCursor: 'c', hasNextPage: false }, nodes: [{ id: 'c' }] },
];

describe('my-page lists', () => {
  it('shows the rows of every page with the newest total', () => {
    expect(readMyList(pages)).toEqual({
      nodes: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      totalCount: 3,
      hasNextPage: false,
    });
    expect(readMyList([])).toEqual({ nodes: [], totalCount: 0, hasNextPage: false });
  });

  it('takes a removed row off its page and the total', () => {
    const left = removeListNodes(pages, (node) => node.id === 'b');
    expect(readMyList(left)).toEqual({
      nodes: [{ id: 'a' }, { id: 'c' }],
      totalCount: 2,
      hasNextPage: false,
    });
    expect(left[0]?.pageInfo.endCursor).toBe('b');
  });

  it('asks for twenty rows after the cursor', () => {
    expect(toMyListPaging(null)).toEqual({ first: 20, after: null });
    expect(toMyListPaging('x')).toEqual({ first: 20, after: 'x' });
  });
});
