import { userPoints } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type PointBalanceRow = {
  nowPoint: number;
  totalPoint: number;
  refundProcessingPoint: number;
  refundedTotalPoint: number;
};

export async function findPointBalance(
  db: Database,
  userId: number,
): Promise<PointBalanceRow | null> {
  const [row] = await db
    .select({
      nowPoint: userPoints.nowPoint,
      totalPoint: userPoints.totalPoint,
      refundProcessingPoint: userPoints.refundProcessingPoint,
      refundedTotalPoint: userPoints.refundedTotalPoint,
    })
    .from(userPoints)
    .where(and(eq(userPoints.userId, userId), isNull(userPoints.deletedAt)))
    .limit(1);
  return row ?? null;
}
