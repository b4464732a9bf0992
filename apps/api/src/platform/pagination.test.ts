import { describe, expect, it } from 'vitest';
import { memoizeCountUpTo, resolveCappedCount, toConnection, toPageRequest } from './pagination';

describe('capped counts', () => {
  it('counts once per limit, however often a list asks', async () => {
    const limits: number[] = [];
    const countUpTo = memoizeCountUpTo(async (limit) => {
      limits.push(limit);
      return 1001;
    });
    const request = toPageRequest({ first: 1 });
    const connection = toConnection([], request, 0, () => ({ sortValue: null, id: 1 }), countUpTo);
    expect(await resolveCappedCount(connection, 1000)).toEqual({ count: 1000, isCapped: true });
    expect(await resolveCappedCount(connection, 1000)).toEqual({ count: 1000, isCapped: true });
    expect(await resolveCappedCount(connection, 2000)).toEqual({ count: 1001, isCapped: false });
    expect(limits).toEqual([1000, 2000]);
  });
});
