/**
 * Reading and writing list-page URLs (/company, /bid). Both lists share one query shape (SPEC §2):
 * multi-value filters are comma-separated, and malformed values are dropped rather than refused,
 * so a hand-edited or outdated link still opens a list.
 */

/** What Next hands a page (searchParams) or the browser has (URLSearchParams). */
export type RawSearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** The raw value of a query key; repeated keys are joined as if they were one comma list. */
export function readQueryValue(params: RawSearchParams, key: string): string {
  if (params instanceof URLSearchParams) return params.getAll(key).join(',');
  const value = params[key];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** The distinct non-empty items of a comma list, at most `maxValues` of them. */
export function splitQueryList(value: string, maxValues: number): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return Array.from(new Set(items)).slice(0, maxValues);
}

/** The positive integer ids of a comma list; anything else is dropped. */
export function readQueryIds(value: string, maxValues: number): number[] {
  return splitQueryList(value, maxValues)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Whether a path segment (/company/[id], /bid/[id], /myBid/detail/[id]) can name a record: a
 * positive integer the API can read (beyond 2^53 it answers a bad input, not "not found").
 */
export function isIdParam(value: string): boolean {
  return /^[1-9]\d{0,15}$/.test(value) && Number.isSafeInteger(Number(value));
}

/** A 1-based page number, or `fallback` when the value is missing or malformed. */
export function readQueryPage(value: string, fallback: number): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : fallback;
}

/** Writes each non-empty list as one comma-separated key, in the given order. */
export function writeQueryLists(
  query: URLSearchParams,
  lists: ReadonlyArray<readonly [string, readonly (string | number)[]]>,
): void {
  for (const [key, list] of lists) if (list.length > 0) query.set(key, list.join(','));
}

/** Typed readers over one set of query parameters, each list capped at `maxValues`. */
export function createQueryReader(params: RawSearchParams, maxValues: number) {
  const read = (key: string) => readQueryValue(params, key);
  return {
    read,
    /** Trimmed text cut to `maxLength` characters. */
    readText: (key: string, maxLength: number) => read(key).trim().slice(0, maxLength),
    readList: (key: string) => splitQueryList(read(key), maxValues),
    readIds: (key: string) => readQueryIds(read(key), maxValues),
    readFlag: (key: string) => read(key) === 'true',
    readPage: (fallback: number) => readQueryPage(read('page'), fallback),
  };
}
