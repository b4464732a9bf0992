import { describe, expect, it } from 'vitest';
import { formatKoreanMoney, formatManwon, formatMoney, formatNumber } from './number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567, '-1,234,567'],
    [1234.5, '1,234.5'],
    [1234.567, '1,234.57'],
    [-0, '0'],
    [-0.001, '0'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('shows %d as %s', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
  });

  it.each([null, undefined, Number.NaN, Number.NEGATIVE_INFINITY])(
    'returns an empty string for %j',
    (value) => {
      expect(formatNumber(value)).toBe('');
    },
  );
});

describe('formatMoney', () => {
  it('adds separators and 원', () => {
    expect(formatMoney(15000)).toBe('15,000원');
    expect(formatMoney(0)).toBe('0원');
    expect(formatMoney(-3000)).toBe('-3,000원');
    expect(formatMoney(1999.6)).toBe('2,000원');
    expect(formatMoney(null)).toBe('');
  });
});

describe('formatKoreanMoney', () => {
  it.each([
    [0, '0원'],
    [1, '1원'],
    [9999, '9,999원'],
    [10000, '1만원'],
    [15000, '1만 5,000원'],
    [100000, '10만원'],
    [350000000, '3억 5,000만원'],
    [100000000, '1억원'],
    [123456789, '1억 2,345만 6,789원'],
    [100000001, '1억 1원'],
    [1.2e12, '1조 2,000억원'],
    [1e12, '1조원'],
    [1234567890123, '1조 2,345억 6,789만 123원'],
    [1.2e16, '12,000조원'],
    [-15000, '-1만 5,000원'],
    [-350000000, '-3억 5,000만원'],
    [15000.4, '1만 5,000원'],
    [0.4, '0원'],
  ])('shows %d won as %s', (won, shown) => {
    expect(formatKoreanMoney(won)).toBe(shown);
  });

  it('stays exact beyond 2^53', () => {
    expect(formatKoreanMoney(2 ** 60)).toBe('1,152,921조 5,046억 684만 6,976원');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'returns an empty string for %j',
    (won) => {
      expect(formatKoreanMoney(won)).toBe('');
    },
  );
});

describe('formatManwon', () => {
  it.each([
    [0, '0원'],
    [500, '500만원'],
    [1000, '1,000만원'],
    [10000, '1억원'],
    [15000, '1억 5,000만원'],
    [123456, '12억 3,456만원'],
    [1.5, '1만 5,000원'],
  ])('shows %d 만원 as %s', (manwon, shown) => {
    expect(formatManwon(manwon)).toBe(shown);
  });

  it('returns an empty string for a missing amount', () => {
    expect(formatManwon(null)).toBe('');
  });
});
