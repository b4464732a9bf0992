import { describe, expect, it } from 'vitest';
import {
  countInitialPages,
  listOrUndefined,
  omitUndefined,
  toggleItem,
  withoutItem,
} from './list-query';

describe('list-query', () => {
  it('toggleItem adds a value at the end or removes it', () => {
    expect(toggleItem([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleItem([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('withoutItem removes every copy of a value', () => {
    expect(withoutItem(['a', 'b', 'a'], 'a')).toEqual(['b']);
  });

  it('leaves empty lists and undefined entries out of a filter', () => {
    expect(listOrUndefined([])).toBeUndefined();
    expect(listOrUndefined(['x'])).toEqual(['x']);
    expect(omitUndefined({ search: undefined, isEmergency: false })).toEqual({
      isEmergency: false,
    });
  });

  it('loads between one and the maximum number of pages from a URL', () => {
    expect(countInitialPages(0, 5)).toBe(1);
    expect(countInitialPages(3, 5)).toBe(3);
    expect(countInitialPages(40, 5)).toBe(5);
  });
});
