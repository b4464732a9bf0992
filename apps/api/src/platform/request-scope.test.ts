import { describe, expect, it } from 'vitest';
import { defineBatchLoader, RequestScope } from './request-scope';

type Ctx = { requestScope: RequestScope; batches: number[][]; failNext?: boolean };

function createLoader() {
  return defineBatchLoader<Ctx, string | null>(async (ctx, keys) => {
    ctx.batches.push(keys);
    if (ctx.failNext) {
      ctx.failNext = false;
      throw new Error('일시적인 오류');
    }
    return new Map(keys.filter((key) => key !== 404).map((key) => [key, `업체 ${key}`]));
  }, null);
}

function newContext(): Ctx {
  return { requestScope: new RequestScope(), batches: [] };
}

describe('batch loader', () => {
  it('loads the keys asked for in one tick in one batch and answers repeats from the request', async () => {
    const load = createLoader();
    const ctx = newContext();
    const answers = await Promise.all([load(ctx, 1), load(ctx, 2), load(ctx, 1), load(ctx, 404)]);
    expect(answers).toEqual(['업체 1', '업체 2', '업체 1', null]);
    expect(ctx.batches).toEqual([[1, 2, 404]]);
    expect(await load(ctx, 2)).toBe('업체 2');
    expect(ctx.batches).toHaveLength(1);
  });

  it('answers read at once for prefetched keys, with a promise for the others', async () => {
    const load = createLoader();
    const ctx = newContext();
    await load.prefetch(ctx, [1, 2, 404]);
    expect(ctx.batches).toEqual([[1, 2, 404]]);
    expect(load.read(ctx, 1, (value) => value?.length)).toBe(4);
    expect(load.read(ctx, 404, (value) => value)).toBeNull();

    const later = load.read(ctx, 3, (value) => value);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe('업체 3');
    expect(load.read(ctx, 3, (value) => value)).toBe('업체 3');
    expect(ctx.batches).toEqual([[1, 2, 404], [3]]);
  });

  it('keeps nothing of a failed batch: the next read loads again', async () => {
    const load = createLoader();
    const ctx = { ...newContext(), failNext: true };
    await expect(load.prefetch(ctx, [1])).rejects.toThrow('일시적인 오류');
    const retried = load.read(ctx, 1, (value) => value);
    expect(retried).toBeInstanceOf(Promise);
    expect(await retried).toBe('업체 1');
    expect(ctx.batches).toEqual([[1], [1]]);
  });

  it('keeps each request to its own values', async () => {
    const load = createLoader();
    const first = newContext();
    await load.prefetch(first, [1]);
    const second = newContext();
    expect(load.read(second, 1, (value) => value)).toBeInstanceOf(Promise);
  });
});
