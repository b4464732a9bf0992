/**
 * The one reading of an id a client sends (GraphQL ID arrives as a string or a number): a positive
 * safe integer, written with digits only (surrounding spaces allowed). What a bad id means is the
 * caller's to say — "no such request" (NOT_FOUND) for a lookup, BAD_USER_INPUT for a filter — so
 * the error comes from `onInvalid`.
 */
export function readClientId(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function parseClientId(value: unknown, onInvalid: () => Error): number {
  const id = readClientId(value);
  if (id === null) throw onInvalid();
  return id;
}

/** Every id of a list, in order, duplicates dropped; the first bad one throws. */
export function parseClientIds(values: readonly unknown[], onInvalid: () => Error): number[] {
  return Array.from(new Set(values.map((value) => parseClientId(value, onInvalid))));
}
