import { describe, expect, it } from 'vitest';
import { isSafeText, normalizeVariableStrings } from './input-hygiene';

describe('normalizeVariableStrings', () => {
  it('rewrites every string, nested in objects and lists, to NFC in place', () => {
    const variables = {
      name: '홍길동'.normalize('NFD'),
      input: { title: '도배 공사'.normalize('NFD'), tags: ['철근'.normalize('NFD'), 'ASCII'] },
      count: 3,
      none: null,
    };
    expect(normalizeVariableStrings(variables)).toBe(true);
    expect(variables).toEqual({
      name: '홍길동',
      input: { title: '도배 공사', tags: ['철근', 'ASCII'] },
      count: 3,
      none: null,
    });
    expect(variables.name).toHaveLength(3);
  });

  it('refuses control characters and lone surrogates wherever they are', () => {
    expect(normalizeVariableStrings({ a: { b: ['ok', 'no\u0000'] } })).toBe(false);
    expect(normalizeVariableStrings(['\uDBFF'])).toBe(false);
  });
});

describe('isSafeText', () => {
  it('allows tab, newline, carriage return and whole surrogate pairs', () => {
    expect(isSafeText('줄\n바꿈\t탭\r\n😀')).toBe(true);
    expect(['\u0000', '\u0007', '\u007f', '\u009b', '\uD83D', '\uDE00x'].map(isSafeText)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
