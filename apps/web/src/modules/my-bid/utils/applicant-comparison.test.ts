import { describe, expect, it } from 'vitest';
import {
  buildComparison,
  describeComparisonSort,
  describeMedianDifference,
  sortComparisonRows,
  toggleComparisonSort,
  type ComparableApply,
} from './applicant-comparison';

function makeApply(
  id: string,
  amount: number | null,
  rating: number,
  reviewCount: number,
  distance: number | null,
): ComparableApply {
  return {
    id,
    estimatedAmount: amount,
    distanceFromSite: distance,
    profile: { rating, reviewCount },
  };
}

// API order (latest first): a, b, c, d.
const APPLIES = [
  makeApply('a', 12_000_000, 4.5, 10, 12),
  makeApply('b', 8_000_000, 0, 0, null),
  makeApply('c', 10_000_000, 3.8, 25, 3),
  makeApply('d', null, 4.9, 2, 40),
];

function orderOf(sortKey: Parameters<typeof toggleComparisonSort>[1], descending = false) {
  const { rows } = buildComparison(APPLIES);
  return sortComparisonRows(rows, {
    key: sortKey,
    direction: descending ? 'descending' : 'ascending',
  }).map((row) => row.apply.id);
}

describe('buildComparison', () => {
  it('summarises the known amounts and measures each against the median', () => {
    const { summary, rows } = buildComparison(APPLIES);
    expect(summary).toEqual({ count: 3, min: 8_000_000, median: 10_000_000, max: 12_000_000 });
    expect(rows.map((row) => row.differenceFromMedian)).toEqual([2_000_000, -2_000_000, 0, null]);
    expect(rows.map((row) => row.isLowest)).toEqual([false, true, false, false]);
  });

  it('has no summary and no lowest mark without comparable amounts', () => {
    expect(buildComparison([makeApply('x', null, 0, 0, null)]).summary).toBeNull();
    const single = buildComparison([makeApply('x', 5_000_000, 0, 0, null)]);
    expect(single.rows[0]?.isLowest).toBe(false);
    expect(single.rows[0]?.differenceFromMedian).toBe(0);
  });
});

describe('sortComparisonRows', () => {
  it('sorts by amount and keeps an unknown amount last in both directions', () => {
    expect(orderOf('amount')).toEqual(['b', 'c', 'a', 'd']);
    expect(orderOf('amount', true)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('treats a company without reviews as unrated rather than rated 0', () => {
    expect(orderOf('rating', true)).toEqual(['d', 'a', 'c', 'b']);
    expect(orderOf('rating')).toEqual(['c', 'a', 'd', 'b']);
  });

  it('sorts by review count and by distance with unknown distance last', () => {
    expect(orderOf('reviews', true)).toEqual(['c', 'a', 'd', 'b']);
    expect(orderOf('distance')).toEqual(['c', 'a', 'd', 'b']);
    expect(orderOf('distance', true)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('keeps the API order for ties', () => {
    const { rows } = buildComparison([
      makeApply('first', 1_000, 4, 1, 5),
      makeApply('second', 1_000, 4, 1, 5),
    ]);
    expect(
      sortComparisonRows(rows, { key: 'amount', direction: 'descending' }).map(
        (row) => row.apply.id,
      ),
    ).toEqual(['first', 'second']);
  });
});

describe('toggleComparisonSort', () => {
  it('starts each column in its natural direction and flips the active one', () => {
    const byAmount = { key: 'amount', direction: 'ascending' } as const;
    expect(toggleComparisonSort(byAmount, 'amount')).toEqual({
      key: 'amount',
      direction: 'descending',
    });
    expect(toggleComparisonSort(byAmount, 'rating')).toEqual({
      key: 'rating',
      direction: 'descending',
    });
    expect(toggleComparisonSort(byAmount, 'reviews').direction).toBe('descending');
    expect(toggleComparisonSort(byAmount, 'distance').direction).toBe('ascending');
  });
});

describe('wording', () => {
  it('describes the difference from the median in Korean money units', () => {
    expect(describeMedianDifference(2_000_000)).toBe('중앙값보다 200만원 높음');
    expect(describeMedianDifference(-350_000)).toBe('중앙값보다 35만원 낮음');
    expect(describeMedianDifference(0)).toBe('중앙값');
    expect(describeMedianDifference(null)).toBe('');
  });

  it('names the sort order', () => {
    expect(describeComparisonSort({ key: 'amount', direction: 'ascending' })).toBe(
      '견적 금액 낮은 순',
    );
    expect(describeComparisonSort({ key: 'distance', direction: 'descending' })).toBe('거리 먼 순');
  });
});
