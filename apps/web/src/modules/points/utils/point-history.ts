import {
  POINT_HISTORY_TYPE_LABELS,
  formatDateTime,
  formatNumber,
  isPointHistoryType,
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
