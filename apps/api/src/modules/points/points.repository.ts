import { pointHistories, userPoints, users } from '@gongsa/db';
import type { PointHistoryType } from '@gongsa/domain';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';

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

export type PointHistoryRow = {
  id: number;
  type: PointHistoryType;
  reason: string;
  point: number;
  balanceAfter: number;
  targetId: number | null;
  createdAt: Date;
};

export type PointLedgerEntry = {
  userId: number;
  reason: string;
  targetType?: string | null;
  targetId?: number | null;
  idempotencyKey?: string | null;
};

/**
 * Takes `cost` points from the wallet and writes the USE ledger row, or does nothing and returns
 * null when the wallet holds fewer points. The conditional UPDATE locks the wallet row, so
 * concurrent spends queue behind each other and each one re-checks the balance it will leave.
 * Call inside the caller's transaction, so the spend and what it paid for commit together.
 */
export async function debitPoints(
  tx: Database,
  entry: PointLedgerEntry & { cost: number },
): Promise<{ nowPoint: number; historyId: number } | null> {
  const [wallet] = await tx
    .update(userPoints)
    .set({ nowPoint: sql`${userPoints.nowPoint} - ${entry.cost}` })
    .where(
      and(
        eq(userPoints.userId, entry.userId),
        isNull(userPoints.deletedAt),
        gte(userPoints.nowPoint, entry.cost),
      ),
    )
    .returning({ nowPoint: userPoints.nowPoint });
  if (!wallet) return null;
  const [history] = await tx
    .insert(pointHistories)
    .values({
      userId: entry.userId,
      type: 'USE',
      reason: entry.reason,
      point: -entry.cost,
      balanceAfter: wallet.nowPoint,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
    })
    .returning({ id: pointHistories.id });
  if (!history) throw new Error('point history insert returned no row');
  return { nowPoint: wallet.nowPoint, historyId: history.id };
}

/** Adds free points to the wallet (creating it) and writes the FREE ledger row. */
export async function creditFreePoints(
  tx: Database,
  entry: PointLedgerEntry & { point: number },
): Promise<{ nowPoint: number }> {
  const [wallet] = await tx
    .insert(userPoints)
    .values({ userId: entry.userId, nowPoint: entry.point, totalPoint: entry.point })
    .onConflictDoUpdate({
      target: userPoints.userId,
      set: {
        nowPoint: sql`${userPoints.nowPoint} + ${entry.point}`,
        totalPoint: sql`${userPoints.totalPoint} + ${entry.point}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ nowPoint: userPoints.nowPoint });
  if (!wallet) throw new Error('wallet upsert returned no row');
  await tx.insert(pointHistories).values({
    userId: entry.userId,
    type: 'FREE',
    reason: entry.reason,
    point: entry.point,
    balanceAfter: wallet.nowPoint,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
  });
  return wallet;
}

// The ledger is append-only, so id order is write order: newest first without a timestamp key
// (whose microseconds a JSON cursor would lose).
const POINT_HISTORY_KEYSET: KeysetOrder = { id: pointHistories.id, order: 'desc' };

/** A page of the user's ledger, newest first, and how many rows it has in all. */
export async function findPointHistoryPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: PointHistoryRow[]; totalCount: number }> {
  const owned = and(eq(pointHistories.userId, userId), isNull(pointHistories.deletedAt));
  return findKeysetPage(
    POINT_HISTORY_KEYSET,
    request,
    (keyset) =>
      db
        .select({
          id: pointHistories.id,
          type: pointHistories.type,
          reason: pointHistories.reason,
          point: pointHistories.point,
          balanceAfter: pointHistories.balanceAfter,
          targetId: pointHistories.targetId,
          createdAt: pointHistories.createdAt,
        })
        .from(pointHistories)
        .where(and(owned, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => db.select({ value: count() }).from(pointHistories).where(owned),
  );
}

/** The live account with this login email (stored lower-case), for the development grant. */
export async function findLiveUserIdByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}
