import { describe, expect, it } from 'vitest';
import {
  createQueryReader,
  isIdParam,
  readQueryValue,
  splitQueryList,
  writeQueryLists,
} from './url-query';

describe('url-query', () => {
  it('joins repeated keys and reads both URLSearchParams and Next search params', () => {
    expect(readQueryValue(new URLSearchParams('a=1&a=2,3'), 'a')).toBe('1,2,3');
    expect(readQueryValue({ a: ['1', '2'] }, 'a')).toBe('1,2');
    expect(readQueryValue({}, 'a')).toBe('');
  });

  it('keeps distinct non-empty list items up to the cap', () => {
    expect(splitQueryList(' x, ,y,x,z ', 2)).toEqual(['x', 'y']);
  });

  it('drops malformed ids and pages', () => {
    const query = createQueryReader(new URLSearchParams('ids=3,-1,abc,2.5,7&page=0&on=true'), 10);
    expect(query.readIds('ids')).toEqual([3, 7]);
    expect(query.readPage(1)).toBe(1);
    expect(query.readFlag('on')).toBe(true);
    expect(query.readText('missing', 5)).toBe('');
  });

  it('writes only the non-empty lists', () => {
    const query = new URLSearchParams();
    writeQueryLists(query, [
      ['a', [1, 2]],
      ['b', []],
    ]);
    expect(query.toString()).toBe('a=1%2C2');
  });
});

describe('isIdParam', () => {
  it('accepts positive integers only', () => {
    expect(isIdParam('1')).toBe(true);
    expect(isIdParam('1024')).toBe(true);
    expect(isIdParam('0')).toBe(false);
    expect(isIdParam('01')).toBe(false);
    expect(isIdParam('-3')).toBe(false);
    expect(isIdParam('ABC123456')).toBe(false);
    expect(isIdParam('1.5')).toBe(false);
    // The largest id the API can read, and one past it.
    expect(isIdParam('9007199254740991')).toBe(true);
    expect(isIdParam('9007199254740992')).toBe(false);
    expect(isIdParam('99999999999999999')).toBe(false);
  });
});
