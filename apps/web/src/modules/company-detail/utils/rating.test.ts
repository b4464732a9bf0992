import { describe, expect, it } from 'vitest';
import { buildRatingBars, formatRating } from './rating';

describe('buildRatingBars', () => {
  it('lists 5 stars down to 1 with rounded percentages', () => {
    const bars = buildRatingBars({
      avgScore: 4.3,
      totalReviewCnt: 7,
      start5Rate: 57.14,
      start4Rate: 28.57,
      start3Rate: 14.29,
      start2Rate: 0,
      start1Rate: 0,
    });
    expect(bars.map((bar) => [bar.score, bar.text])).toEqual([
      [5, '57%'],
      [4, '29%'],
      [3, '14%'],
      [2, '0%'],
      [1, '0%'],
    ]);
  });

  it('keeps every bar within 0–100', () => {
    const bars = buildRatingBars({
      avgScore: 0,
      totalReviewCnt: 0,
      start5Rate: 120,
      start4Rate: -3,
      start3Rate: Number.NaN,
      start2Rate: 0,
      start1Rate: 0,
    });
    expect(bars.map((bar) => bar.percent)).toEqual([100, 0, 0, 0, 0]);
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(null)).toBe('0.0');
  });
});
