import { describe, expect, it } from 'vitest';
import {
  LIST_ENTRY_FIELD,
  readEntryId,
  readStoredValue,
  saveStoredValue,
  SCROLL_STORE,
} from './list-scroll';

const readSavedScroll = (storage: Storage, id: string) =>
  readStoredValue(storage, SCROLL_STORE, id);
const saveScroll = (storage: Storage, id: string, value: number) =>
  saveStoredValue(storage, SCROLL_STORE, id, value);

function createStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('list scroll positions', () => {
  it('reads the entry id from a history state, Next’s fields or not', () => {
    expect(readEntryId({ __NA: true, [LIST_ENTRY_FIELD]: 'a1' })).toBe('a1');
    expect(readEntryId({ __NA: true })).toBeNull();
    expect(readEntryId(null)).toBeNull();
  });

  it('keeps one position per entry, the newest write winning', () => {
    const storage = createStorage();
    saveScroll(storage, 'a', 120.4);
    saveScroll(storage, 'b', 4230);
    saveScroll(storage, 'a', 900);
    expect(readSavedScroll(storage, 'a')).toBe(900);
    expect(readSavedScroll(storage, 'b')).toBe(4230);
    expect(readSavedScroll(storage, 'c')).toBeNull();
  });

  it('forgets the oldest entries beyond thirty', () => {
    const storage = createStorage();
    for (let index = 0; index < 31; index += 1) saveScroll(storage, `e${index}`, index);
    expect(readSavedScroll(storage, 'e0')).toBeNull();
    expect(readSavedScroll(storage, 'e30')).toBe(30);
  });

  it('reads nothing from a broken record', () => {
    const storage = createStorage();
    storage.setItem('gongsa:list-scroll', '{not json');
    expect(readSavedScroll(storage, 'a')).toBeNull();
    saveScroll(storage, 'a', 10);
    expect(readSavedScroll(storage, 'a')).toBe(10);
  });
});
