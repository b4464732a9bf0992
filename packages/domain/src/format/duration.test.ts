import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [3_903_000, '1시간 5분 3초'],
    [45_000, '45초'],
    [60_000, '1분'],
    [3_600_000, '1시간'],
    [3_603_000, '1시간 3초'],
    [90_000, '1분 30초'],
    [86_400_000, '24시간'],
    [3_600_000_000, '1,000시간'],
    [999, '0초'],
    [1_999, '1초'],
    [0, '0초'],
    [-5_000, '0초'],
  ])('shows %i ms as %s', (ms, shown) => {
    expect(formatDuration(ms)).toBe(shown);
  });

  it('accepts seconds', () => {
    expect(formatDuration(3903, 's')).toBe('1시간 5분 3초');
    expect(formatDuration(45, 's')).toBe('45초');
    expect(formatDuration(59.9, 's')).toBe('59초');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'returns an empty string for %j',
    (input) => {
      expect(formatDuration(input)).toBe('');
    },
  );
});
