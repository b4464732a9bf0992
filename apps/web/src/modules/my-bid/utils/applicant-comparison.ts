import { formatKoreanMoney, summarizeEstimates, type EstimateSummary } from '@gongsa/domain';

export const COMPARISON_SORT_KEYS = ['amount', 'rating', 'reviews', 'distance'] as const;
export type ComparisonSortKey = (typeof COMPARISON_SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export type ComparisonSort = { key: ComparisonSortKey; direction: SortDirection };

export const COMPARISON_SORT_LABELS: Readonly<Record<ComparisonSortKey, string>> = {
  amount: '견적 금액',
  rating: '평점',
  reviews: '리뷰 수',
  distance: '거리',
};

/** The direction a column starts in: the cheapest, best rated, most reviewed and nearest first. */
const FIRST_DIRECTION: Readonly<Record<ComparisonSortKey, SortDirection>> = {
  amount: 'ascending',
  rating: 'descending',
  reviews: 'descending',
  distance: 'ascending',
};

/** Applicants start cheapest first: the amount is what an owner compares first. */
export const DEFAULT_COMPARISON_SORT: ComparisonSort = { key: 'amount', direction: 'ascending' };

/** The fields of an apply the comparison reads. */
export type ComparableApply = {
  id: string;
  estimatedAmount?: number | null;
  distanceFromSite?: number | null;
  profile: { rating: number; reviewCount: number };
};

export type ComparisonRow<TApply extends ComparableApply> = {
  apply: TApply;
  /** Amount minus the median in 원; null when the amount is not known. */
  differenceFromMedian: number | null;
  isLowest: boolean;
};

export type Comparison<TApply extends ComparableApply> = {
  summary: EstimateSummary | null;
  rows: ComparisonRow<TApply>[];
};

/** Each apply with its distance from the median amount, in the order given. */
export function buildComparison<TApply extends ComparableApply>(
  applies: readonly TApply[],
): Comparison<TApply> {
  const summary = summarizeEstimates(applies.map((apply) => apply.estimatedAmount));
  const rows = applies.map((apply) => {
    const amount = readFinite(apply.estimatedAmount);
    return {
      apply,
      differenceFromMedian: amount === null || summary === null ? null : amount - summary.median,
      isLowest: amount !== null && summary !== null && summary.count > 1 && amount === summary.min,
    };
  });
  return { summary, rows };
}

function readFinite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function readSortValue(apply: ComparableApply, key: ComparisonSortKey): number | null {
  switch (key) {
    case 'amount':
      return readFinite(apply.estimatedAmount);
    case 'rating':
      // A company without reviews has no rating yet; 0 would rank it as the worst.
      return apply.profile.reviewCount > 0 ? readFinite(apply.profile.rating) : null;
    case 'reviews':
      return apply.profile.reviewCount;
    case 'distance':
      return readFinite(apply.distanceFromSite);
  }
}

/**
 * Rows in the chosen order. Unknown values (hidden amount, unknown distance, no reviews) go last
 * in both directions, and ties keep the API order (latest first), so the table never jumps.
 */
export function sortComparisonRows<TApply extends ComparableApply>(
  rows: readonly ComparisonRow<TApply>[],
  sort: ComparisonSort,
): ComparisonRow<TApply>[] {
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: readSortValue(row.apply, sort.key) }))
    .sort((left, right) => {
      if (left.value === null || right.value === null) {
        if (left.value === right.value) return left.index - right.index;
        return left.value === null ? 1 : -1;
      }
      return (left.value - right.value) * factor || left.index - right.index;
    })
    .map(({ row }) => row);
}

/** Clicking the sorted column flips it; another column starts in its natural direction. */
export function toggleComparisonSort(
  current: ComparisonSort,
  key: ComparisonSortKey,
): ComparisonSort {
  if (current.key !== key) return { key, direction: FIRST_DIRECTION[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** '중앙값보다 120만원 높음' / '중앙값보다 30만원 낮음' / '중앙값' — '' when unknown. */
export function describeMedianDifference(difference: number | null): string {
  if (difference === null) return '';
  if (difference === 0) return '중앙값';
  const amount = formatKoreanMoney(Math.abs(difference));
  return difference > 0 ? `중앙값보다 ${amount} 높음` : `중앙값보다 ${amount} 낮음`;
}

/** Screen-reader wording of a sort state, e.g. '견적 금액 낮은 순'. */
export function describeComparisonSort(sort: ComparisonSort): string {
  const isAscending = sort.direction === 'ascending';
  switch (sort.key) {
    case 'amount':
      return `견적 금액 ${isAscending ? '낮은' : '높은'} 순`;
    case 'rating':
      return `평점 ${isAscending ? '낮은' : '높은'} 순`;
    case 'reviews':
      return `리뷰 ${isAscending ? '적은' : '많은'} 순`;
    case 'distance':
      return `거리 ${isAscending ? '가까운' : '먼'} 순`;
  }
}
