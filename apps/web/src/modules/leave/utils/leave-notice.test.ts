import { describe, expect, it } from 'vitest';
import { markLeaveComplete, takeLeaveComplete } from './leave-notice';

function createStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the leave-complete flag', () => {
  it('is read once after it was set', () => {
    const storage = createStorage();
    expect(takeLeaveComplete(storage)).toBe(false);
    markLeaveComplete(storage);
    expect(takeLeaveComplete(storage)).toBe(true);
    expect(takeLeaveComplete(storage)).toBe(false);
  });

  it('quietly does nothing when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => markLeaveComplete(broken)).not.toThrow();
    expect(takeLeaveComplete(broken)).toBe(false);
  });
});
