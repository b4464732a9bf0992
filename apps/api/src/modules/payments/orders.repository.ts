import { items, orders, purchases } from '@gongsa/db';
import type { ItemType, OrderState } from '@gongsa/domain';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type PaymentItemRow = {
  id: number;
  type: ItemType;
  auth: string | null;
  name: string;
  priority: number;
  point: number;
  freePoint: number;
  price: number;
  isUse: boolean;
};

/** The columns of a payment item, for any select that shows one (the subscriptions' plan too). */
export const PAYMENT_ITEM_COLUMNS = {
  id: items.id,
  type: items.type,
  auth: items.auth,
  name: items.name,
  priority: items.priority,
  point: items.point,
  freePoint: items.freePoint,
  price: items.price,
  isUse: items.isUse,
};

/** Items on sale (isUse, live), optionally of one type, in the operators' order. */
export function findItemsOnSale(db: Database, type: ItemType | null): Promise<PaymentItemRow[]> {
  return db
    .select(PAYMENT_ITEM_COLUMNS)
    .from(items)
    .where(
      and(
        isNull(items.deletedAt),
        eq(items.isUse, true),
        type === null ? undefined : eq(items.type, type),
      ),
    )
    .orderBy(asc(items.priority), asc(items.id));
}

export async function findItemOnSale(db: Database, id: number): Promise<PaymentItemRow | null> {
  const [row] = await db
    .select(PAYMENT_ITEM_COLUMNS)
    .from(items)
    .where(and(eq(items.id, id), isNull(items.deletedAt), eq(items.isUse, true)))
    .limit(1);
  return row ?? null;
}

export type NewOrder = {
  userId: number;
  itemId: number;
  goodsName: string;
  amount: number;
  point: number;
  freePoint: number;
  mid: string;
  ediDate: string;
  moid: string;
  signData: string;
};

export type OrderRow = NewOrder & {
  id: number;
  state: OrderState;
  payMethod: string | null;
  tid: string | null;
  paidAt: Date | null;
  approvalStartedAt: Date | null;
  failReason: string | null;
  confirmation: Record<string, unknown> | null;
  createdAt: Date;
};

const ORDER_COLUMNS = {
  id: orders.id,
  userId: orders.userId,
  itemId: orders.itemId,
  goodsName: orders.goodsName,
  amount: orders.amount,
  point: orders.point,
  freePoint: orders.freePoint,
  mid: orders.mid,
  ediDate: orders.ediDate,
  moid: orders.moid,
  signData: orders.signData,
  state: orders.state,
  payMethod: orders.payMethod,
  tid: orders.tid,
  paidAt: orders.paidAt,
  approvalStartedAt: orders.approvalStartedAt,
  failReason: orders.failReason,
  confirmation: orders.confirmation,
  createdAt: orders.createdAt,
};

export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning(ORDER_COLUMNS);
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function findOrderByMoid(db: Database, moid: string): Promise<OrderRow | null> {
  const [row] = await db
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(and(eq(orders.moid, moid), isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the right to call the gateway's approval for this order: only the first of any number of
 * concurrent or repeated confirmations gets the row back. `confirmation` (the verified window
 * result) is kept with the claim, so a reconciliation after a crash can net-cancel it.
 */
export async function claimOrderApproval(
  db: Database,
  orderId: number,
  confirmation: Record<string, unknown>,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ approvalStartedAt: now, confirmation, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'READY'), isNull(orders.approvalStartedAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/**
 * Marks a READY order paid; false when it is no longer READY (settled by someone else), in which
 * case the caller must not credit anything. Locks the row until the caller's transaction ends.
 */
export async function markOrderPaid(
  tx: Database,
  orderId: number,
  paid: { tid: string; payMethod: string; paidAt: Date; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      state: 'SUCCESS',
      tid: paid.tid,
      payMethod: paid.payMethod,
      paidAt: paid.paidAt,
      failReason: null,
      updatedAt: paid.now,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.state, 'READY'),
        sql`(${orders.confirmation} ->> 'reconcilingAt') is null`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * The reconciliation takes the order (still READY): from now on no confirmation can book it. Each
 * try is counted, so an order the gateway never releases stops being retried and waits for a
 * person (findStaleApprovals leaves it out).
 */
export async function markOrderReconciling(
  db: Database,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      confirmation: sql`coalesce(${orders.confirmation}, '{}'::jsonb) || jsonb_build_object(
        'reconcilingAt', ${now.toISOString()}::text,
        'reconcileAttempts', coalesce((${orders.confirmation} ->> 'reconcileAttempts')::int, 0) + 1
      )`,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'READY')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Orders never paid (no approval started) made before `createdBefore` end as failed. */
export async function expireUnpaidOrders(
  db: Database,
  input: { createdBefore: Date; reason: string; now: Date },
): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ state: 'FAILED', failReason: input.reason, updatedAt: input.now })
    .where(
      and(
        eq(orders.state, 'READY'),
        isNull(orders.approvalStartedAt),
        lt(orders.createdAt, input.createdBefore),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * Marks a READY order failed with a reason the payer will read. `onlyUnclaimed`: only when no
 * approval was started (a payer's cancel in the window must not end an approval in flight).
 */
export async function markOrderFailed(
  db: Database,
  orderId: number,
  failure: { reason: string; now: Date; onlyUnclaimed: boolean; tid?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      state: 'FAILED',
      failReason: failure.reason,
      updatedAt: failure.now,
      ...(failure.tid ? { tid: failure.tid } : {}),
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.state, 'READY'),
        failure.onlyUnclaimed ? isNull(orders.approvalStartedAt) : undefined,
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function insertPurchase(
  tx: Database,
  purchase: { userId: number; itemId: number; orderId: number; price: number },
): Promise<void> {
  await tx.insert(purchases).values(purchase).onConflictDoNothing();
}

/** Orders whose approval started before `before` and never settled: a process died mid-approval. */
export function findStaleApprovals(
  db: Database,
  before: Date,
  limit: number,
  maxAttempts: number,
): Promise<OrderRow[]> {
  return (
    db
      .select(ORDER_COLUMNS)
      .from(orders)
      .where(
        and(
          eq(orders.state, 'READY'),
          isNotNull(orders.approvalStartedAt),
          lt(orders.approvalStartedAt, before),
          isNull(orders.deletedAt),
          sql`coalesce((${orders.confirmation} ->> 'reconcileAttempts')::int, 0) < ${maxAttempts}`,
        ),
      )
      // The least-tried first, so orders the gateway will not release cannot crowd out the rest.
      .orderBy(
        sql`coalesce((${orders.confirmation} ->> 'reconcileAttempts')::int, 0)`,
        asc(orders.approvalStartedAt),
      )
      .limit(limit)
  );
}

/** Re-reads the order under a row lock (the reconciliation's guard against a late approval). */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx
    .select(ORDER_COLUMNS)
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  return row ?? null;
}
