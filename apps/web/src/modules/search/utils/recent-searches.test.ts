import { RECENT_SEARCH_KEYS } from '@gongsa/domain';
import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  deleteRecentSearch,
  parseRecentSearches,
  readRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
  type RecentSearchStorage,
} from './recent-searches';

function createStorage(): RecentSearchStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('recent search list', () => {
  it('puts the newest first and keeps entries unique', () => {
    expect(addRecentSearch(['도장', '철근'], '철근')).toEqual(['철근', '도장']);
    expect(addRecentSearch(['도장'], ' 방수 ')).toEqual(['방수', '도장']);
  });

  it('keeps at most five', () => {
    expect(addRecentSearch(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
  });

  it('ignores a blank keyword', () => {
    expect(addRecentSearch(['도장'], '   ')).toEqual(['도장']);
  });

  it('removes one entry', () => {
    expect(removeRecentSearch(['철근', '도장'], '철근')).toEqual(['도장']);
  });

  it('reads malformed storage as empty and cleans stored lists', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["a", 3, " a ", "", "b", "c", "d", "e", "f"]')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
});

describe('recent search storage', () => {
  it('keeps company and bid searches under separate keys', () => {
    const storage = createStorage();
    saveRecentSearch(storage, 'company', '철근');
    saveRecentSearch(storage, 'bid', '도장');
    expect(readRecentSearches(storage, 'company')).toEqual(['철근']);
    expect(readRecentSearches(storage, 'bid')).toEqual(['도장']);
    expect(storage.data.get(RECENT_SEARCH_KEYS.company)).toBe('["철근"]');
  });

  it('deletes one entry and clears all of a mode', () => {
    const storage = createStorage();
    saveRecentSearch(storage, 'company', '철근');
    saveRecentSearch(storage, 'company', '도장');
    saveRecentSearch(storage, 'bid', '방수');
    deleteRecentSearch(storage, 'company', '철근');
    expect(readRecentSearches(storage, 'company')).toEqual(['도장']);
    clearRecentSearches(storage, 'company');
    expect(storage.data.has(RECENT_SEARCH_KEYS.company)).toBe(false);
    expect(readRecentSearches(storage, 'bid')).toEqual(['방수']);
  });

  it('keeps working when storage throws', () => {
    const storage: RecentSearchStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(readRecentSearches(storage, 'company')).toEqual([]);
    expect(() => saveRecentSearch(storage, 'company', '철근')).not.toThrow();
  });
});
