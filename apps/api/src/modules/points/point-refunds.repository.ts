import { bankCodes, pointHistories, pointWithdrawals, userPoints } from '@gongsa/db';
import type { WithdrawalState } from '@gongsa/domain';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';

export type WalletRow = {
  nowPoint: number;
  freePoint: number;
  refundProcessingPoint: number;
};

/**
 * The wallet; with `lock`, locked until the transaction ends (a refund request re-reads it under
 * the lock so parallel requests cannot take the same points).
 */
export async function findWallet(
  db: Database,
  userId: number,
  options: { lock: boolean } = { lock: false },
): Promise<WalletRow | null> {
  const query = db
    .select({
      nowPoint: userPoints.nowPoint,
      freePoint: userPoints.freePoint,
      refundProcessingPoint: userPoints.refundProcessingPoint,
    })
    .from(userPoints)
    .where(and(eq(userPoints.userId, userId), isNull(userPoints.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * What the fee-free refund depends on: paid points charged since `since`, and whether any point
 * was used after the first of those charges.
 */
export async function findRecentChargeFacts(
  db: Database,
  userId: number,
  since: Date,
): Promise<{ recentlyChargedPoint: number; isUsedSinceRecentCharge: boolean }> {
  const [charged] = await db
    .select({
      point: sql<number>`coalesce(sum(${pointHistories.point}), 0)::int`,
      firstAt: sql<Date | null>`min(${pointHistories.createdAt})`,
    })
    .from(pointHistories)
    .where(
      and(
        eq(pointHistories.userId, userId),
        eq(pointHistories.type, 'CHARGE'),
        gte(pointHistories.createdAt, since),
        isNull(pointHistories.deletedAt),
      ),
    );
  const recentlyChargedPoint = Number(charged?.point ?? 0);
  const firstAt = charged?.firstAt ? new Date(charged.firstAt) : null;
  if (firstAt === null) return { recentlyChargedPoint: 0, isUsedSinceRecentCharge: false };
  const [used] = await db
    .select({ id: pointHistories.id })
    .from(pointHistories)
    .where(
      and(
        eq(pointHistories.userId, userId),
        eq(pointHistories.type, 'USE'),
        gte(pointHistories.createdAt, firstAt),
        isNull(pointHistories.deletedAt),
      ),
    )
    .limit(1);
  return { recentlyChargedPoint, isUsedSinceRecentCharge: used !== undefined };
}

/**
 * Moves `point` paid points from the balance to refund processing and writes the WITHDRAW ledger
 * row. The wallet must be locked and hold them (the caller checked under the lock).
 */
export async function reservePointsForRefund(
  tx: Database,
  entry: { userId: number; point: number; withdrawalId: number; reason: string },
): Promise<void> {
  const [wallet] = await tx
    .update(userPoints)
    .set({
      nowPoint: sql`${userPoints.nowPoint} - ${entry.point}`,
      refundProcessingPoint: sql`${userPoints.refundProcessingPoint} + ${entry.point}`,
      updatedAt: sql`now()`,
    })
    .where(eq(userPoints.userId, entry.userId))
    .returning({ nowPoint: userPoints.nowPoint });
  if (!wallet) throw new Error('wallet update returned no row');
  await tx.insert(pointHistories).values({
    userId: entry.userId,
    type: 'WITHDRAW',
    reason: entry.reason,
    point: -entry.point,
    balanceAfter: wallet.nowPoint,
    targetType: 'WITHDRAWAL',
    targetId: entry.withdrawalId,
    idempotencyKey: `withdrawal:${entry.withdrawalId}`,
  });
}

/** A finished refund: the points leave refund processing for good. */
export async function settleRefundedPoints(
  tx: Database,
  userId: number,
  point: number,
): Promise<void> {
  await tx
    .update(userPoints)
    .set({
      refundProcessingPoint: sql`${userPoints.refundProcessingPoint} - ${point}`,
      refundedTotalPoint: sql`${userPoints.refundedTotalPoint} + ${point}`,
      updatedAt: sql`now()`,
    })
    .where(eq(userPoints.userId, userId));
}

/** A failed refund: the points go back to the balance (paid points) with a CANCEL ledger row. */
export async function returnRefundPoints(
  tx: Database,
  entry: { userId: number; point: number; withdrawalId: number; reason: string },
): Promise<void> {
  const [wallet] = await tx
    .update(userPoints)
    .set({
      nowPoint: sql`${userPoints.nowPoint} + ${entry.point}`,
      refundProcessingPoint: sql`${userPoints.refundProcessingPoint} - ${entry.point}`,
      updatedAt: sql`now()`,
    })
    .where(eq(userPoints.userId, entry.userId))
    .returning({ nowPoint: userPoints.nowPoint });
  if (!wallet) throw new Error('wallet update returned no row');
  await tx.insert(pointHistories).values({
    userId: entry.userId,
    type: 'CANCEL',
    reason: entry.reason,
    point: entry.point,
    balanceAfter: wallet.nowPoint,
    targetType: 'WITHDRAWAL',
    targetId: entry.withdrawalId,
    idempotencyKey: `withdrawal:${entry.withdrawalId}:returned`,
  });
}

export type PointRefundRow = {
  id: number;
  userId: number;
  state: WithdrawalState;
  point: number;
  fee: number;
  requestingDate: Date;
  processingDate: Date | null;
  failReason: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
};

const REFUND_COLUMNS = {
  id: pointWithdrawals.id,
  userId: pointWithdrawals.userId,
  state: pointWithdrawals.state,
  point: pointWithdrawals.point,
  fee: pointWithdrawals.fee,
  requestingDate: pointWithdrawals.requestingDate,
  processingDate: pointWithdrawals.processingDate,
  failReason: pointWithdrawals.failReason,
  bankName: bankCodes.name,
  accountNumber: pointWithdrawals.accountNumber,
  accountHolder: pointWithdrawals.accountHolder,
};

export async function insertPointRefund(
  tx: Database,
  refund: {
    userId: number;
    point: number;
    fee: number;
    bankCodeId: number;
    accountNumber: string;
    accountHolder: string;
    now: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(pointWithdrawals)
    .values({
      userId: refund.userId,
      state: 'REQUESTED',
      point: refund.point,
      fee: refund.fee,
      bankCodeId: refund.bankCodeId,
      accountNumber: refund.accountNumber,
      accountHolder: refund.accountHolder,
      requestingDate: refund.now,
    })
    .returning({ id: pointWithdrawals.id });
  if (!row) throw new Error('withdrawal insert returned no row');
  return row.id;
}

export async function findPointRefund(db: Database, id: number): Promise<PointRefundRow | null> {
  const [row] = await db
    .select(REFUND_COLUMNS)
    .from(pointWithdrawals)
    .leftJoin(bankCodes, eq(bankCodes.id, pointWithdrawals.bankCodeId))
    .where(and(eq(pointWithdrawals.id, id), isNull(pointWithdrawals.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The refund row locked for a state change. */
export async function lockPointRefund(
  tx: Database,
  id: number,
): Promise<{ id: number; userId: number; state: WithdrawalState; point: number } | null> {
  const [row] = await tx
    .select({
      id: pointWithdrawals.id,
      userId: pointWithdrawals.userId,
      state: pointWithdrawals.state,
      point: pointWithdrawals.point,
    })
    .from(pointWithdrawals)
    .where(and(eq(pointWithdrawals.id, id), isNull(pointWithdrawals.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updatePointRefundState(
  tx: Database,
  id: number,
  change: { state: WithdrawalState; now: Date; failReason?: string | null },
): Promise<void> {
  await tx
    .update(pointWithdrawals)
    .set({
      state: change.state,
      processingDate: change.now,
      failReason: change.failReason ?? null,
      updatedAt: change.now,
    })
    .where(eq(pointWithdrawals.id, id));
}

const REFUND_KEYSET: KeysetOrder = { id: pointWithdrawals.id, order: 'desc' };

/** A page of the member's refund requests, newest first. */
export function findPointRefundPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: PointRefundRow[]; totalCount: number }> {
  const owned = and(eq(pointWithdrawals.userId, userId), isNull(pointWithdrawals.deletedAt));
  return findKeysetPage(
    REFUND_KEYSET,
    request,
    (keyset) =>
      db
        .select(REFUND_COLUMNS)
        .from(pointWithdrawals)
        .leftJoin(bankCodes, eq(bankCodes.id, pointWithdrawals.bankCodeId))
        .where(and(owned, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => db.select({ value: count() }).from(pointWithdrawals).where(owned),
  );
}
