import {
  items,
  paymentMethods,
  purchases,
  subscriptionCharges,
  subscriptions,
  users,
} from '@gongsa/db';
import type { SubscriptionChargeState, SubscriptionState } from '@gongsa/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { PAYMENT_ITEM_COLUMNS } from '../payments';
import { isUniqueViolation } from '../../platform/db-errors';

export type PaymentItemRow = {
  id: number;
  type: 'POINT' | 'SUBSCRIPTION';
  auth: string | null;
  name: string;
  priority: number;
  point: number;
  freePoint: number;
  price: number;
  isUse: boolean;
};

export type RegularPaymentRow = {
  id: number;
  isCanceled: boolean;
  state: SubscriptionState;
  startedAt: Date;
  expiresAt: Date;
  nextBillingAt: Date | null;
  paymentMethodId: number | null;
  item: PaymentItemRow;
};

/** States whose plan grants its permission until it expires (a cancelled plan stays ACTIVE). */
const IN_FORCE_STATES: SubscriptionState[] = ['ACTIVE', 'PAST_DUE'];

/** The subscription that is in force now (a cancelled one stays in force until it expires). */
export async function findActiveSubscription(
  db: Database,
  userId: number,
  now: Date,
): Promise<RegularPaymentRow | null> {
  const [row] = await db
    .select({
      id: subscriptions.id,
      isCanceled: subscriptions.isCanceled,
      state: subscriptions.state,
      startedAt: subscriptions.startedAt,
      expiresAt: subscriptions.expiresAt,
      nextBillingAt: subscriptions.nextBillingAt,
      paymentMethodId: subscriptions.paymentMethodId,
      item: PAYMENT_ITEM_COLUMNS,
    })
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.deletedAt),
        inArray(subscriptions.state, IN_FORCE_STATES),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether any subscription in force now grants `auth`. Not the same as asking the one
 * findActiveSubscription returns: a member may hold two plans, and the one that expires last
 * need not be the one granting the permission.
 */
export async function hasActiveSubscriptionWithAuth(
  db: Database,
  userId: number,
  auth: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.deletedAt),
        inArray(subscriptions.state, IN_FORCE_STATES),
        gt(subscriptions.expiresAt, now),
        eq(items.auth, auth),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type PaymentMethodRow = {
  id: number;
  userId: number;
  cardName: string;
  cardNumber: string;
  billingKey: string | null;
  createdAt: Date;
};

const PAYMENT_METHOD_COLUMNS = {
  id: paymentMethods.id,
  userId: paymentMethods.userId,
  cardName: paymentMethods.cardName,
  cardNumber: paymentMethods.cardNumber,
  billingKey: paymentMethods.billingKey,
  createdAt: paymentMethods.createdAt,
};

/** The member's registered card (the newest live one). */
export async function findLivePaymentMethod(
  db: Database,
  userId: number,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select(PAYMENT_METHOD_COLUMNS)
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return row ?? null;
}

export async function findLivePaymentMethods(
  db: Database,
  userId: number,
): Promise<PaymentMethodRow[]> {
  return db
    .select(PAYMENT_METHOD_COLUMNS)
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.id));
}

export async function insertPaymentMethod(
  tx: Database,
  method: { userId: number; cardName: string; cardNumber: string; billingKey: string },
): Promise<PaymentMethodRow> {
  const [row] = await tx.insert(paymentMethods).values(method).returning(PAYMENT_METHOD_COLUMNS);
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

export async function softDeletePaymentMethod(tx: Database, id: number, now: Date): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(paymentMethods.id, id));
}

/** Subscriptions that will charge this card again: open, not cancelled. */
export async function countRenewingOnMethod(
  db: Database,
  paymentMethodId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.paymentMethodId, paymentMethodId),
        inArray(subscriptions.state, OPEN_STATES),
        eq(subscriptions.isCanceled, false),
        isNull(subscriptions.deletedAt),
      ),
    );
  return Number(row?.value ?? 0);
}

/** Renewing subscriptions move to the member's new card. */
export async function movePaymentMethod(
  tx: Database,
  userId: number,
  fromIds: readonly number[],
  toId: number,
): Promise<void> {
  if (fromIds.length === 0) return;
  await tx
    .update(subscriptions)
    .set({ paymentMethodId: toId, updatedAt: sql`now()` })
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.paymentMethodId, [...fromIds])),
    );
}

const OPEN_STATES: SubscriptionState[] = ['PENDING', 'ACTIVE', 'PAST_DUE'];

export type OpenSubscriptionRow = {
  id: number;
  userId: number;
  itemId: number;
  itemName: string;
  price: number;
  state: SubscriptionState;
  isCanceled: boolean;
  startedAt: Date;
  expiresAt: Date;
  nextBillingAt: Date | null;
  failedAttempts: number;
  paymentMethodId: number | null;
  billingKey: string | null;
  buyerName: string | null;
};

const OPEN_SUBSCRIPTION_COLUMNS = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  itemId: subscriptions.itemId,
  itemName: items.name,
  price: items.price,
  state: subscriptions.state,
  isCanceled: subscriptions.isCanceled,
  startedAt: subscriptions.startedAt,
  expiresAt: subscriptions.expiresAt,
  nextBillingAt: subscriptions.nextBillingAt,
  failedAttempts: subscriptions.failedAttempts,
  paymentMethodId: subscriptions.paymentMethodId,
  billingKey: paymentMethods.billingKey,
  buyerName: users.name,
};

function selectOpenSubscriptions(db: Database) {
  return db
    .select(OPEN_SUBSCRIPTION_COLUMNS)
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.id, subscriptions.paymentMethodId), isNull(paymentMethods.deletedAt)),
    );
}

/** The member's open subscription (being paid, in force, or retrying), if any. */
export async function findOpenSubscription(
  db: Database,
  userId: number,
): Promise<OpenSubscriptionRow | null> {
  const [row] = await selectOpenSubscriptions(db)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.state, OPEN_STATES),
        isNull(subscriptions.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionById(
  db: Database,
  id: number,
): Promise<OpenSubscriptionRow | null> {
  const [row] = await selectOpenSubscriptions(db).where(eq(subscriptions.id, id)).limit(1);
  return row ?? null;
}

/** Subscriptions whose next charge is due (renewals, retries, a first charge left unknown). */
export async function findDueSubscriptions(
  db: Database,
  now: Date,
  limit: number,
): Promise<OpenSubscriptionRow[]> {
  return selectOpenSubscriptions(db)
    .where(
      and(
        inArray(subscriptions.state, OPEN_STATES),
        eq(subscriptions.isCanceled, false),
        isNull(subscriptions.deletedAt),
        lte(subscriptions.nextBillingAt, now),
      ),
    )
    .orderBy(asc(subscriptions.nextBillingAt), asc(subscriptions.id))
    .limit(limit);
}

/**
 * A new subscription waiting for its first charge. The one-open-per-member unique index refuses a
 * second (a concurrent createSubscription): the caller turns that into a Korean conflict.
 */
export async function insertPendingSubscription(
  tx: Database,
  subscription: { userId: number; itemId: number; paymentMethodId: number; now: Date },
): Promise<number> {
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId: subscription.userId,
      itemId: subscription.itemId,
      paymentMethodId: subscription.paymentMethodId,
      state: 'PENDING',
      startedAt: subscription.now,
      expiresAt: subscription.now,
      nextBillingAt: null,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('subscription insert returned no row');
  return row.id;
}

export async function updateSubscription(
  tx: Database,
  id: number,
  change: Partial<{
    state: SubscriptionState;
    expiresAt: Date;
    nextBillingAt: Date | null;
    failedAttempts: number;
    isCanceled: boolean;
    canceledAt: Date | null;
  }>,
  now: Date,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...change, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

export type SubscriptionChargeRow = {
  id: number;
  subscriptionId: number;
  period: number;
  moid: string;
  amount: number;
  state: SubscriptionChargeState;
  attempts: number;
  tid: string | null;
};

const CHARGE_COLUMNS = {
  id: subscriptionCharges.id,
  subscriptionId: subscriptionCharges.subscriptionId,
  period: subscriptionCharges.period,
  moid: subscriptionCharges.moid,
  amount: subscriptionCharges.amount,
  state: subscriptionCharges.state,
  attempts: subscriptionCharges.attempts,
  tid: subscriptionCharges.tid,
};

/** How many periods were paid (the next charge is for the one after). */
export async function countPaidPeriods(db: Database, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.state, 'PAID'),
      ),
    );
  return Number(row?.value ?? 0);
}

/** The period's charge row as it stands (before a claim: what an earlier attempt left). */
export async function findPeriodCharge(
  db: Database,
  subscriptionId: number,
  period: number,
): Promise<SubscriptionChargeRow | null> {
  const [row] = await db
    .select(CHARGE_COLUMNS)
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.period, period),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Takes the right to charge one period, with the transaction id the charge will use recorded
 * first. The first call creates the period's row; a later one gets it back only when the last
 * attempt was declined, left unknown, or stuck in flight longer than `staleBefore` (a worker
 * died) — each retry with a new Moid and TID. Anyone else (a second worker at the same moment)
 * gets null and charges nothing.
 */
/**
 * Two claims racing to insert the same period: PostgreSQL resolves the conflict on the arbiter
 * index (subscription, period), but the loser may hit the Moid's unique index first and fail
 * instead. Either way it lost the claim.
 */
async function claimOrLose<T>(claim: () => Promise<T>): Promise<T | null> {
  try {
    return await claim();
  } catch (error) {
    if (isUniqueViolation(error, 'subscription_charges_moid_unique')) return null;
    throw error;
  }
}

export async function claimPeriodCharge(
  db: Database,
  charge: {
    subscriptionId: number;
    period: number;
    amount: number;
    tid: string;
    now: Date;
    staleBefore: Date;
  },
): Promise<SubscriptionChargeRow | null> {
  const firstMoid = `S${charge.subscriptionId}P${charge.period}`;
  // One statement: the period's row is proposed only while the subscription is still due (a run
  // that read it before another run booked this period finds it no longer due), and an existing
  // row is taken back only for a retry.
  const result = await claimOrLose(() =>
    db.execute<{
      id: number | string;
      subscription_id: number | string;
      period: number;
      moid: string;
      amount: number;
      state: SubscriptionChargeState;
      attempts: number;
      tid: string | null;
    }>(sql`
    insert into ${subscriptionCharges}
      (subscription_id, period, moid, amount, state, attempts, tid, created_at, updated_at)
    select ${charge.subscriptionId}, ${charge.period}, ${firstMoid}, ${charge.amount}, 'PENDING', 1,
      ${charge.tid}, ${charge.now}, ${charge.now}
    where exists (
      select 1 from ${subscriptions} s
      where s.id = ${charge.subscriptionId}
        and s.deleted_at is null
        and s.is_canceled = false
        and (s.state = 'PENDING'
          or (s.state in ('ACTIVE', 'PAST_DUE') and s.next_billing_at <= ${charge.now}))
    )
    on conflict (subscription_id, period) do update set
      state = 'PENDING',
      attempts = ${subscriptionCharges}.attempts + 1,
      moid = ${firstMoid} || 'R' || (${subscriptionCharges}.attempts + 1)::text,
      tid = ${charge.tid},
      amount = ${charge.amount},
      fail_reason = null,
      updated_at = ${charge.now}
    where ${subscriptionCharges}.state in ('DECLINED', 'UNKNOWN')
      or (${subscriptionCharges}.state = 'PENDING' and ${subscriptionCharges}.updated_at < ${charge.staleBefore})
    returning id, subscription_id, period, moid, amount, state, attempts, tid
  `),
  );
  const row = result?.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    subscriptionId: Number(row.subscription_id),
    period: row.period,
    moid: row.moid,
    amount: row.amount,
    state: row.state,
    attempts: row.attempts,
    tid: row.tid,
  };
}

/**
 * Books an attempt's result on its period's row, only while the row is still this attempt's
 * (PENDING under `claimedTid`): an attempt that ran past the stale limit and was taken over books
 * nothing and gets false.
 */
export async function settlePeriodCharge(
  tx: Database,
  chargeId: number,
  claimedTid: string | null,
  result: {
    state: 'PAID' | 'DECLINED' | 'UNKNOWN';
    tid?: string | null;
    paidAt?: Date | null;
    failReason?: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(subscriptionCharges)
    .set({
      state: result.state,
      tid: result.tid ?? claimedTid,
      paidAt: result.paidAt ?? null,
      failReason: result.failReason ?? null,
      updatedAt: result.now,
    })
    .where(
      and(
        eq(subscriptionCharges.id, chargeId),
        eq(subscriptionCharges.state, 'PENDING'),
        claimedTid === null
          ? isNull(subscriptionCharges.tid)
          : eq(subscriptionCharges.tid, claimedTid),
      ),
    )
    .returning({ id: subscriptionCharges.id });
  return rows.length > 0;
}

/** Puts an earlier, uncancelled attempt back on the row (its Moid and TID, state UNKNOWN). */
export async function restorePeriodCharge(
  tx: Database,
  chargeId: number,
  earlier: { moid: string; tid: string | null; attempts: number; now: Date },
): Promise<void> {
  await tx
    .update(subscriptionCharges)
    .set({
      state: 'UNKNOWN',
      moid: earlier.moid,
      tid: earlier.tid,
      attempts: earlier.attempts,
      failReason: '응답을 받지 못한 결제를 취소하지 못했습니다.',
      updatedAt: earlier.now,
    })
    .where(eq(subscriptionCharges.id, chargeId));
}

export async function insertSubscriptionPurchase(
  tx: Database,
  purchase: { userId: number; itemId: number; subscriptionId: number; price: number },
): Promise<void> {
  await tx.insert(purchases).values(purchase);
}

/**
 * Subscriptions left PENDING with no retry planned (nextBillingAt null) since before `before`: the
 * request that was charging their first month died.
 */
export async function findAbandonedPendingSubscriptions(
  db: Database,
  before: Date,
  limit: number,
): Promise<OpenSubscriptionRow[]> {
  return selectOpenSubscriptions(db)
    .where(
      and(
        eq(subscriptions.state, 'PENDING'),
        isNull(subscriptions.nextBillingAt),
        isNull(subscriptions.deletedAt),
        lt(subscriptions.updatedAt, before),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
}

/** The first charge of an abandoned subscription, closed as declined (it was cancelled). */
export async function settleAbandonedCharge(tx: Database, chargeId: number, now: Date) {
  await tx
    .update(subscriptionCharges)
    .set({ state: 'DECLINED', failReason: '구독이 시작되지 않아 취소했습니다.', updatedAt: now })
    .where(eq(subscriptionCharges.id, chargeId));
}

/**
 * Cancelled plans whose paid period is over end (state ENDED), so they no longer count as the
 * member's open subscription; `userId` narrows it to one member (before they subscribe again).
 */
export async function endExpiredCanceledSubscriptions(
  db: Database,
  now: Date,
  userId: number | null = null,
): Promise<number> {
  const ended = await db
    .update(subscriptions)
    .set({ state: 'ENDED', nextBillingAt: null, updatedAt: now })
    .where(
      and(
        inArray(subscriptions.state, OPEN_STATES),
        eq(subscriptions.isCanceled, true),
        lte(subscriptions.expiresAt, now),
        userId === null ? undefined : eq(subscriptions.userId, userId),
      ),
    )
    .returning({ id: subscriptions.id });
  return ended.length;
}
