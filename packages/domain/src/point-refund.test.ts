import { describe, expect, it } from 'vitest';
import { POINT_REFUND_RULE, quotePointRefund } from './point-refund';

describe('quotePointRefund', () => {
  it('refunds a pack charged this week and not used, in full', () => {
    expect(
      quotePointRefund({
        paidBalance: 30_000,
        recentlyChargedPoint: 30_000,
        isUsedSinceRecentCharge: false,
      }),
    ).toEqual({
      point: 30_000,
      feeFreePoint: 30_000,
      fee: 0,
      refundAmount: 30_000,
      isRequestable: true,
    });
  });

  it('takes the fee from the part charged earlier, and from everything once points were used', () => {
    expect(
      quotePointRefund({
        paidBalance: 25_000,
        recentlyChargedPoint: 10_000,
        isUsedSinceRecentCharge: false,
      }),
    ).toMatchObject({ feeFreePoint: 10_000, fee: 1_500, refundAmount: 23_500 });
    expect(
      quotePointRefund({
        paidBalance: 25_000,
        recentlyChargedPoint: 10_000,
        isUsedSinceRecentCharge: true,
      }),
    ).toMatchObject({ feeFreePoint: 0, fee: 2_500, refundAmount: 22_500 });
  });

  it('rounds the fee up to the won and refuses less than the minimum', () => {
    expect(
      quotePointRefund({
        paidBalance: 1_005,
        recentlyChargedPoint: 0,
        isUsedSinceRecentCharge: true,
      }),
    ).toMatchObject({ fee: 101, refundAmount: 904, isRequestable: true });
    expect(
      quotePointRefund({
        paidBalance: POINT_REFUND_RULE.minimumPoint - 1,
        recentlyChargedPoint: 0,
        isUsedSinceRecentCharge: false,
      }).isRequestable,
    ).toBe(false);
  });
});
