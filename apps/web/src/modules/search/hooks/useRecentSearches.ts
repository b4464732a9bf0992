'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  clearRecentSearches,
  deleteRecentSearch,
  parseRecentSearches,
  readRecentSearchSnapshot,
  saveRecentSearch,
  subscribeRecentSearches,
} from '../utils/recent-searches';
import type { SearchMode } from '../utils/search-href';

/** The recent searches of one mode, kept in step with local storage (other tabs too). */
export function useRecentSearches(mode: SearchMode) {
  const raw = useSyncExternalStore(
    subscribeRecentSearches,
    () => readRecentSearchSnapshot(window.localStorage, mode),
    () => '',
  );
  const keywords = useMemo(() => parseRecentSearches(raw), [raw]);
  const save = useCallback(
    (keyword: string) => saveRecentSearch(window.localStorage, mode, keyword),
    [mode],
  );
  const remove = useCallback(
    (keyword: string) => deleteRecentSearch(window.localStorage, mode, keyword),
    [mode],
  );
  const clear = useCallback(() => clearRecentSearches(window.localStorage, mode), [mode]);
  return { keywords, save, remove, clear };
}
