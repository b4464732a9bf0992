import type { ReviewDashboardData } from './company-detail-types';

export type RatingBar = { score: 5 | 4 | 3 | 2 | 1; percent: number; text: string };

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** The rate bars from 5 stars down to 1, each 0–100 with its rounded text ('62%'). */
export function buildRatingBars(dashboard: ReviewDashboardData): RatingBar[] {
  const rates: Array<[RatingBar['score'], number]> = [
    [5, dashboard.start5Rate],
    [4, dashboard.start4Rate],
    [3, dashboard.start3Rate],
    [2, dashboard.start2Rate],
    [1, dashboard.start1Rate],
  ];
  return rates.map(([score, rate]) => {
    const percent = clampPercent(rate);
    return { score, percent, text: `${Math.round(percent)}%` };
  });
}

/** '4.8' — one decimal, as on the list cards; 0 reviews read '0.0'. */
export function formatRating(rating: number | null | undefined): string {
  const value = rating !== null && rating !== undefined && Number.isFinite(rating) ? rating : 0;
  return (Math.round(value * 10) / 10).toFixed(1);
}
