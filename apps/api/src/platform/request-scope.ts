import DataLoader from 'dataloader';

/**
 * Everything a request keeps for itself: one DataLoader per batched lookup and values worked out
 * once (the viewer's own profile, the distance origin). The GraphQL context carries one, and a
 * context copied with spread keeps the same scope, so batching survives `{ ...ctx, logger }`.
 * Nothing here outlives the request, which keeps the API stateless.
 */
export class RequestScope {
  readonly #loaders = new Map<object, DataLoader<unknown, unknown>>();
  readonly #values = new Map<object, unknown>();

  loader<K, V>(key: object, create: () => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.#loaders.get(key) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = create();
      this.#loaders.set(key, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }

  /** The value under `key`, computed on first use (a promise is kept, not re-run). */
  once<T>(key: object, compute: () => T): T {
    if (!this.#values.has(key)) this.#values.set(key, compute());
    return this.#values.get(key) as T;
  }

  set<T>(key: object, value: T): void {
    this.#values.set(key, value);
  }

  get<T>(key: object): T | undefined {
    return this.#values.get(key) as T | undefined;
  }
}

// Callers outside a GraphQL request (jobs, HTTP routes, tests calling services) bring no scope:
// they get one per context object, which lives as long as that object does.
const detachedScopes = new WeakMap<object, RequestScope>();

export function requestScopeOf(ctx: object): RequestScope {
  const own = (ctx as { requestScope?: RequestScope }).requestScope;
  if (own) return own;
  let scope = detachedScopes.get(ctx);
  if (!scope) {
    scope = new RequestScope();
    detachedScopes.set(ctx, scope);
  }
  return scope;
}

/**
 * A batched lookup by numeric id: every key asked for in the same tick (the 20 cards of a page,
 * each resolving its own field) is loaded by one `loadMany` call, and repeated keys are answered
 * from the request's cache. A key `loadMany` leaves out (or maps to null/undefined) gets `fallback`. When `loadMany` throws,
 * every key of that batch rejects and is forgotten, so a later ask tries again.
 *
 * The loader keeps the context (and its `db`) of the first caller for the rest of the request:
 * never pass a loader-using service `{ ...ctx, db: tx }` (it would share the scope and read through
 * another connection), and never the app-wide dependencies (their scope would live as long as the
 * process). Inside a transaction, call repositories directly.
 */
export type BatchLoader<Ctx extends object, Value> = {
  (ctx: Ctx, key: number): Promise<Value>;
  /**
   * Loads these keys in one batch, so `read` answers them at once afterwards: a list page
   * prefetches its rows' card data, and the dozen fields of 20 cards then cost no promise each
   * (ADR 0024).
   */
  prefetch: (ctx: Ctx, keys: readonly number[]) => Promise<void>;
  /** pick(value) at once when this request has loaded the key, else once it has. */
  read: <T>(ctx: Ctx, key: number, pick: (value: Value) => T) => T | Promise<T>;
};

export function defineBatchLoader<Ctx extends object, Value>(
  loadMany: (ctx: Ctx, keys: number[]) => Promise<ReadonlyMap<number, Value>>,
  fallback: Value,
): BatchLoader<Ctx, Value> {
  const identity = {};
  const loadedIdentity = {};
  const loadedOf = (ctx: Ctx) =>
    requestScopeOf(ctx).once(loadedIdentity, () => new Map<number, Value>());
  const load = (ctx: Ctx, key: number): Promise<Value> =>
    requestScopeOf(ctx)
      .loader(
        identity,
        () =>
          new DataLoader<number, Value>(async (keys) => {
            const values = await loadMany(ctx, [...keys]);
            const loaded = loadedOf(ctx);
            return keys.map((id) => {
              const value = values.get(id) ?? fallback;
              loaded.set(id, value);
              return value;
            });
          }),
      )
      .load(key);
  return Object.assign(load, {
    prefetch: async (ctx: Ctx, keys: readonly number[]) => {
      await Promise.all(keys.map((key) => load(ctx, key)));
    },
    read: <T>(ctx: Ctx, key: number, pick: (value: Value) => T): T | Promise<T> => {
      const loaded = loadedOf(ctx);
      return loaded.has(key) ? pick(loaded.get(key) as Value) : load(ctx, key).then(pick);
    },
  });
}

/** Rows grouped by a numeric key, keeping their order (for one-to-many batch results). */
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
