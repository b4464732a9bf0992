/**
 * Where a list was left, per history entry (issue 13): the entry carries an id in its History
 * API state, and what Back needs (the scroll position, the pages a list had shown) is kept under
 * that id in session storage, so Back (and Forward, and a reload) to that entry finds it again.
 */

/** The field of `history.state` that names the entry; Next keeps other fields of the state. */
export const LIST_ENTRY_FIELD = 'gongsaListEntry';
/** Scroll positions, by entry id. */
export const SCROLL_STORE = 'gongsa:list-scroll';
/** Pages shown by a my-page list, by entry id and list key. */
export const PAGES_STORE = 'gongsa:list-pages';
/** Values kept per store: the newest only, so the storage does not grow with a long session. */
const MAX_ENTRIES = 30;

type StoredValues = Array<[key: string, value: number]>;

/** The id a history entry was given, if any. */
export function readEntryId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>)[LIST_ENTRY_FIELD];
  return typeof id === 'string' ? id : null;
}

export function createEntryId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Session storage, or null where it is refused (some private windows). */
export function readSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readValues(storage: Storage, store: string): StoredValues {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(store) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is [string, number] =>
        Array.isArray(item) && typeof item[0] === 'string' && Number.isFinite(item[1]),
    );
  } catch {
    return [];
  }
}

/** The value kept under `key`, or null when there is none. */
export function readStoredValue(storage: Storage, store: string, key: string): number | null {
  return readValues(storage, store).find(([storedKey]) => storedKey === key)?.[1] ?? null;
}

/** Keeps a value as the newest of its store, dropping the oldest beyond MAX_ENTRIES. */
export function saveStoredValue(storage: Storage, store: string, key: string, value: number) {
  const others = readValues(storage, store).filter(([storedKey]) => storedKey !== key);
  const next: StoredValues = [...others, [key, Math.max(0, Math.round(value))]];
  try {
    storage.setItem(store, JSON.stringify(next.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused: Back simply lands where the browser puts it.
  }
}

/** The key of a list's page count: the history entry showing it and the list's query key. */
function toPagesKey(listKey: string): string | null {
  const entryId = readEntryId(window.history.state);
  return entryId === null ? null : `${entryId} ${listKey}`;
}

/** How many pages a list had shown in the current history entry, or null. */
export function readRememberedPageCount(listKey: string): number | null {
  const storage = readSessionStorage();
  const key = toPagesKey(listKey);
  return storage && key !== null ? readStoredValue(storage, PAGES_STORE, key) : null;
}

/** Notes how many pages a list shows in the current history entry (after "더 보기"). */
export function rememberPageCount(listKey: string, count: number): void {
  const storage = readSessionStorage();
  const key = toPagesKey(listKey);
  if (storage && key !== null) saveStoredValue(storage, PAGES_STORE, key, count);
}
