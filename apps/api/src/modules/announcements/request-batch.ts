/**
 * Per-request batching for list fields: a page of 20 cards asks each card for its trades, images
 * and favourite flag; the keys asked for in the same tick are loaded in one query. State is keyed
 * by the request context object, so nothing is shared between requests.
 */
export function createRequestBatcher<Ctx extends object, Value>(
  loadMany: (ctx: Ctx, keys: number[]) => Promise<Map<number, Value>>,
  fallback: Value,
): (ctx: Ctx, key: number) => Promise<Value> {
  type State = {
    cache: Map<number, Promise<Value>>;
    pending: Map<number, { resolve: (value: Value) => void; reject: (error: unknown) => void }>;
    isScheduled: boolean;
  };
  const states = new WeakMap<object, State>();

  const dispatch = async (ctx: Ctx, state: State): Promise<void> => {
    const pending = state.pending;
    state.pending = new Map();
    state.isScheduled = false;
    try {
      const values = await loadMany(ctx, Array.from(pending.keys()));
      for (const [key, { resolve }] of pending) resolve(values.get(key) ?? fallback);
    } catch (error) {
      for (const { reject } of pending.values()) reject(error);
    }
  };

  return (ctx, key) => {
    let state = states.get(ctx);
    if (!state) {
      state = { cache: new Map(), pending: new Map(), isScheduled: false };
      states.set(ctx, state);
    }
    const cached = state.cache.get(key);
    if (cached) return cached;
    const current = state;
    const promise = new Promise<Value>((resolve, reject) => {
      current.pending.set(key, { resolve, reject });
    });
    state.cache.set(key, promise);
    if (!state.isScheduled) {
      state.isScheduled = true;
      // After the current tick: every node of the page has asked by then.
      void Promise.resolve().then(() => process.nextTick(() => void dispatch(ctx, current)));
    }
    return promise;
  };
}

/** Rows grouped by a numeric key, keeping their order. */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
