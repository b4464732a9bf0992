import {
  POINT_HISTORY_TYPE_LABELS,
  formatDateTime,
  formatNumber,
  isPointHistoryType,
  type PointHistoryType,
} from '@gongsa/domain';

export type PointHistoryRow = {
  type: string;
  point: number;
  balanceAfter: number;
  createdAt: string;
};

export type PointHistoryView = {
  typeLabel: string;
  /** '+1,000P' / '-100P'. */
  pointText: string;
  isIncrease: boolean;
  balanceText: string;
  /** YYYY.MM.DD HH:mm in Korean time. */
  dateText: string;
};

/** How one ledger row reads on /myPage/point. */
export function describePointHistory(row: PointHistoryRow): PointHistoryView {
  const isIncrease = row.point > 0;
  const sign = isIncrease ? '+' : row.point < 0 ? '-' : '';
  return {
    typeLabel: isPointHistoryType(row.type) ? POINT_HISTORY_TYPE_LABELS[row.type] : row.type,
    pointText: `${sign}${formatNumber(Math.abs(row.point))}P`,
    isIncrease,
    balanceText: `${formatNumber(row.balanceAfter)}P`,
    dateText: formatDateTime(row.createdAt),
  };
}

/** The ledger's view filters (?kind= on 포인트 내역): which ledger types each shows. */
export const POINT_HISTORY_FILTERS = [
  { value: 'all', label: '전체', types: null },
  { value: 'earned', label: '충전·적립', types: ['CHARGE', 'FREE'] },
  { value: 'used', label: '사용', types: ['USE'] },
  { value: 'refund', label: '환불', types: ['WITHDRAW', 'REFUND', 'CANCEL'] },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  types: readonly PointHistoryType[] | null;
}>;
export type PointHistoryFilter = (typeof POINT_HISTORY_FILTERS)[number]['value'];

/** Anything else (or nothing) shows 전체. */
export function readPointHistoryFilter(value: string | null | undefined): PointHistoryFilter {
  return POINT_HISTORY_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';
}

export function toPointHistoryTypes(filter: PointHistoryFilter): PointHistoryType[] | null {
  const types = POINT_HISTORY_FILTERS.find((entry) => entry.value === filter)?.types;
  return types ? [...types] : null;
}
