import { describe, expect, it } from 'vitest';
import { formatBusinessNumber } from './business-number';

describe('formatBusinessNumber', () => {
  it('shows 10 digits as 3-2-5', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
    expect(formatBusinessNumber('124-81-00998')).toBe('124-81-00998');
    expect(formatBusinessNumber(' 124 81 00998 ')).toBe('124-81-00998');
  });

  it('leaves anything that is not 10 digits as typed', () => {
    expect(formatBusinessNumber('12481009')).toBe('12481009');
    expect(formatBusinessNumber('12481009981')).toBe('12481009981');
  });

  it('returns an empty string when there is no number', () => {
    expect(formatBusinessNumber(null)).toBe('');
    expect(formatBusinessNumber(undefined)).toBe('');
  });
});
