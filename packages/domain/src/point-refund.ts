/**
 * The point refund rule (issue 14, ADR 0029, /terms/refundTerms): one point is one won.
 * - Given points (sign-up, bonus, events) are never refunded; only the unused paid balance is.
 * - Paid points charged within the last `feeFreeDays` days are refunded without a fee as long as no
 *   point has been used since the first of those charges (a purchase withdrawn within seven days,
 *   as the 전자상거래법 allows).
 * - Everything else refundable is paid back less `feeRatePercent` percent (rounded up to the won).
 * - A request needs at least `minimumPoint` refundable points.
 */
export const POINT_REFUND_RULE = {
  feeRatePercent: 10,
  feeFreeDays: 7,
  minimumPoint: 1_000,
} as const;

export type PointRefundQuoteInput = {
  /** The wallet's unused paid points (nowPoint − freePoint). */
  paidBalance: number;
  /** Paid points charged within the fee-free period. */
  recentlyChargedPoint: number;
  /** Whether any point was used since the first charge of the fee-free period. */
  isUsedSinceRecentCharge: boolean;
};

export type PointRefundQuote = {
  /** Points the request takes from the wallet. */
  point: number;
  /** Of them, refunded without a fee. */
  feeFreePoint: number;
  /** In won. */
  fee: number;
  /** What reaches the bank account, in won. */
  refundAmount: number;
  isRequestable: boolean;
};

export function quotePointRefund(input: PointRefundQuoteInput): PointRefundQuote {
  const point = Math.max(0, Math.floor(input.paidBalance));
  const feeFreePoint = input.isUsedSinceRecentCharge
    ? 0
    : Math.min(point, Math.max(0, Math.floor(input.recentlyChargedPoint)));
  const fee = Math.ceil(((point - feeFreePoint) * POINT_REFUND_RULE.feeRatePercent) / 100);
  return {
    point,
    feeFreePoint,
    fee,
    refundAmount: point - fee,
    isRequestable: point >= POINT_REFUND_RULE.minimumPoint,
  };
}
