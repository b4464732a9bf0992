import { pointHistories, userPoints, users } from '@gongsa/db';
import type { PointHistoryType } from '@gongsa/domain';
import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
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
 * null when the wallet holds fewer points. Given (free) points go first, then paid ones: the
 * given part shrinks by the cost, down to zero. The conditional UPDATE locks the wallet row, so
 * concurrent spends queue behind each other and each one re-checks the balance it will leave.
 * Call inside the caller's transaction, so the spend and what it paid for commit together.
 */
export async function debitPoints(
  tx: Database,
  entry: PointLedgerEntry & { cost: number },
): Promise<{ nowPoint: number; historyId: number } | null> {
  const [wallet] = await tx
    .update(userPoints)
    .set({
      nowPoint: sql`${userPoints.nowPoint} - ${entry.cost}`,
      freePoint: sql`greatest(${userPoints.freePoint} - ${entry.cost}, 0)`,
    })
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

type Credit = PointLedgerEntry & {
  type: 'CHARGE' | 'FREE';
  point: number;
};

/**
 * Adds points to the wallet (creating it) and writes their ledger row: CHARGE for paid points,
 * FREE for given ones (which also grow the wallet's given part). With an idempotency key a second
 * credit of the same key writes nothing and returns null: call it inside the transaction that
 * records what the points were for, so the two commit together.
 */
async function creditPoints(tx: Database, entry: Credit): Promise<{ nowPoint: number } | null> {
  const freePart = entry.type === 'FREE' ? entry.point : 0;
  if (entry.idempotencyKey) {
    const [existing] = await tx
      .select({ id: pointHistories.id })
      .from(pointHistories)
      .where(eq(pointHistories.idempotencyKey, entry.idempotencyKey))
      .limit(1);
    if (existing) return null;
  }
  const [wallet] = await tx
    .insert(userPoints)
    .values({
      userId: entry.userId,
      nowPoint: entry.point,
      freePoint: freePart,
      totalPoint: entry.point,
    })
    .onConflictDoUpdate({
      target: userPoints.userId,
      set: {
        nowPoint: sql`${userPoints.nowPoint} + ${entry.point}`,
        freePoint: sql`${userPoints.freePoint} + ${freePart}`,
        totalPoint: sql`${userPoints.totalPoint} + ${entry.point}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ nowPoint: userPoints.nowPoint });
  if (!wallet) throw new Error('wallet upsert returned no row');
  await tx.insert(pointHistories).values({
    userId: entry.userId,
    type: entry.type,
    reason: entry.reason,
    point: entry.point,
    balanceAfter: wallet.nowPoint,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    idempotencyKey: entry.idempotencyKey ?? null,
  });
  return wallet;
}

/** FREE points under an idempotency key: null when the key was used before (nothing written). */
export function creditGivenPointsOnce(
  tx: Database,
  entry: PointLedgerEntry & { point: number; idempotencyKey: string },
): Promise<{ nowPoint: number } | null> {
  return creditPoints(tx, { ...entry, type: 'FREE' });
}

/** Adds free points to the wallet (creating it) and writes the FREE ledger row. */
export async function creditFreePoints(
  tx: Database,
  entry: PointLedgerEntry & { point: number },
): Promise<{ nowPoint: number }> {
  const credited = await creditPoints(tx, { ...entry, type: 'FREE' });
  if (credited) return credited;
  const balance = await findPointBalance(tx, entry.userId);
  return { nowPoint: balance?.nowPoint ?? 0 };
}

/**
 * Credits what an order bought: the paid points (CHARGE) and the bonus (FREE) as two ledger rows,
 * each under its own idempotency key derived from the order's key. Returns false when the order
 * was credited before (nothing written).
 */
export async function creditPurchasedPoints(
  tx: Database,
  entry: PointLedgerEntry & { idempotencyKey: string; point: number; freePoint: number },
): Promise<boolean> {
  const charged = await creditPoints(tx, {
    ...entry,
    type: 'CHARGE',
    idempotencyKey: `${entry.idempotencyKey}:charge`,
  });
  if (!charged) return false;
  if (entry.freePoint > 0) {
    await creditPoints(tx, {
      ...entry,
      type: 'FREE',
      point: entry.freePoint,
      reason: `${entry.reason} 보너스`,
      idempotencyKey: `${entry.idempotencyKey}:bonus`,
    });
  }
  return true;
}

// The ledger is append-only, so id order is write order: newest first without a timestamp key
// (whose microseconds a JSON cursor would lose).
const POINT_HISTORY_KEYSET: KeysetOrder = { id: pointHistories.id, order: 'desc' };

/** A page of the user's ledger, newest first, and how many rows it has in all. */
export async function findPointHistoryPage(
  db: Database,
  userId: number,
  request: PageRequest,
  types: readonly PointHistoryType[] | null = null,
): Promise<{ rows: PointHistoryRow[]; totalCount: number }> {
  const owned = and(
    eq(pointHistories.userId, userId),
    isNull(pointHistories.deletedAt),
    types === null ? undefined : inArray(pointHistories.type, [...types]),
  );
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
