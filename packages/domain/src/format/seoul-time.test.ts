import { describe, expect, it } from 'vitest';
import { addSeoulMonths } from './seoul-time';

describe('addSeoulMonths', () => {
  it('keeps the Korean wall-clock time and clamps to the month end', () => {
    // 2027-01-31 23:30 in Seoul is 14:30 UTC; a month later is 2027-02-28 23:30 in Seoul.
    expect(addSeoulMonths(new Date('2027-01-31T14:30:00Z'), 1).toISOString()).toBe(
      '2027-02-28T14:30:00.000Z',
    );
    // 2026-11-30 08:00 in Seoul (the UTC date is the 29th) → 2026-12-30 08:00.
    expect(addSeoulMonths(new Date('2026-11-29T23:00:00Z'), 1).toISOString()).toBe(
      '2026-12-29T23:00:00.000Z',
    );
    expect(addSeoulMonths(new Date('2026-12-15T01:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T01:00:00.000Z',
    );
  });
});
