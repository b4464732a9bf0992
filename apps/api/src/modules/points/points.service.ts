import { requireUserId, type Context } from '../../context';
import { findPointBalance, type PointBalanceRow } from './points.repository';

export type PointInfoView = PointBalanceRow;

const EMPTY_BALANCE: PointInfoView = {
  nowPoint: 0,
  totalPoint: 0,
  refundProcessingPoint: 0,
  refundedTotalPoint: 0,
};

/** The signed-in user's wallet; a user who never charged has an all-zero wallet. */
export async function findMyPointInfo(ctx: Pick<Context, 'db' | 'viewer'>): Promise<PointInfoView> {
  const userId = requireUserId(ctx.viewer);
  return (await findPointBalance(ctx.db, userId)) ?? EMPTY_BALANCE;
}
