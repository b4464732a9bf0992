import { RECENT_SEARCH_KEYS, RECENT_SEARCH_MAX } from '@gongsa/domain';
import type { SearchMode } from './search-href';

/**
 * Recent searches (SPEC §5, §9): unique, newest first, at most RECENT_SEARCH_MAX per mode, each
 * mode under its own local-storage key.
 */
export type RecentSearchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Parses a stored list; anything malformed reads as empty rather than breaking the bar. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const keywords = value
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return Array.from(new Set(keywords)).slice(0, RECENT_SEARCH_MAX);
  } catch {
    return [];
  }
}

/** The list after a search for keyword: moved (or added) to the front, oldest dropped. */
export function addRecentSearch(list: readonly string[], rawKeyword: string): string[] {
  const keyword = rawKeyword.trim();
  if (keyword === '') return [...list];
  return [keyword, ...list.filter((item) => item !== keyword)].slice(0, RECENT_SEARCH_MAX);
}

export function removeRecentSearch(list: readonly string[], keyword: string): string[] {
  return list.filter((item) => item !== keyword);
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Subscribes to changes made here and in other tabs (useSyncExternalStore). */
export function subscribeRecentSearches(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The raw stored value: a string, so snapshots compare by value. */
export function readRecentSearchSnapshot(storage: RecentSearchStorage, mode: SearchMode): string {
  try {
    return storage.getItem(RECENT_SEARCH_KEYS[mode]) ?? '';
  } catch {
    return '';
  }
}

export function readRecentSearches(storage: RecentSearchStorage, mode: SearchMode): string[] {
  return parseRecentSearches(readRecentSearchSnapshot(storage, mode));
}

function writeRecentSearches(storage: RecentSearchStorage, mode: SearchMode, list: string[]) {
  try {
    if (list.length === 0) storage.removeItem(RECENT_SEARCH_KEYS[mode]);
    else storage.setItem(RECENT_SEARCH_KEYS[mode], JSON.stringify(list));
  } catch {
    // Private browsing or a full quota: recent searches are a convenience, searching still works.
    return;
  } finally {
    notify();
  }
}

export function saveRecentSearch(storage: RecentSearchStorage, mode: SearchMode, keyword: string) {
  writeRecentSearches(storage, mode, addRecentSearch(readRecentSearches(storage, mode), keyword));
}

export function deleteRecentSearch(
  storage: RecentSearchStorage,
  mode: SearchMode,
  keyword: string,
) {
  writeRecentSearches(
    storage,
    mode,
    removeRecentSearch(readRecentSearches(storage, mode), keyword),
  );
}

export function clearRecentSearches(storage: RecentSearchStorage, mode: SearchMode) {
  writeRecentSearches(storage, mode, []);
}
