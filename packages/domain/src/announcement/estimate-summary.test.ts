import { describe, expect, it } from 'vitest';
import { summarizeEstimates } from './estimate-summary';

describe('summarizeEstimates', () => {
  it('returns null when there is nothing to compare', () => {
    expect(summarizeEstimates([])).toBeNull();
    expect(summarizeEstimates([null, undefined, Number.NaN])).toBeNull();
  });

  it('summarises a single amount', () => {
    expect(summarizeEstimates([5_000_000])).toEqual({
      count: 1,
      min: 5_000_000,
      median: 5_000_000,
      max: 5_000_000,
    });
  });

  it('takes the middle amount of an odd count regardless of order', () => {
    expect(summarizeEstimates([30_000_000, 10_000_000, 20_000_000])).toEqual({
      count: 3,
      min: 10_000_000,
      median: 20_000_000,
      max: 30_000_000,
    });
  });

  it('averages the two middle amounts of an even count and rounds to won', () => {
    expect(summarizeEstimates([4, 1, 2, 9])).toEqual({ count: 4, min: 1, median: 3, max: 9 });
    expect(summarizeEstimates([1, 2])).toEqual({ count: 2, min: 1, median: 2, max: 2 });
    expect(summarizeEstimates([1_000_000, 1_000_001])?.median).toBe(1_000_001);
  });

  it('skips amounts the viewer cannot see', () => {
    expect(summarizeEstimates([null, 7, undefined, 3])).toEqual({
      count: 2,
      min: 3,
      median: 5,
      max: 7,
    });
  });

  it('does not reorder the caller’s array', () => {
    const amounts = [3, 1, 2];
    summarizeEstimates(amounts);
    expect(amounts).toEqual([3, 1, 2]);
  });
});
