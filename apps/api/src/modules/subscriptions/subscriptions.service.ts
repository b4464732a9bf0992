import { addSeoulMonths, createPaymentMethodSchema } from '@gongsa/domain';
import type { Database } from '../../app/database';
import { requireUserId, type AppDependencies, type Context } from '../../context';
import { BadUserInputError, ConflictError, NotFoundError, toBadUserInputError } from '../../errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { enqueue } from '../../platform/jobs/enqueue';
import { recordAudit } from '../audit';
import { findPaymentItemOnSale, type PaymentGateway } from '../payments';
import {
  claimPeriodCharge,
  countPaidPeriods,
  endExpiredCanceledSubscriptions,
  findAbandonedPendingSubscriptions,
  findPeriodCharge,
  restorePeriodCharge,
  settleAbandonedCharge,
  countRenewingOnMethod,
  findActiveSubscription,
  findDueSubscriptions,
  findLivePaymentMethod,
  findLivePaymentMethods,
  findOpenSubscription,
  findSubscriptionById,
  insertPaymentMethod,
  insertPendingSubscription,
  insertSubscriptionPurchase,
  movePaymentMethod,
  settlePeriodCharge,
  softDeletePaymentMethod,
  updateSubscription,
  type OpenSubscriptionRow,
  type PaymentItemRow,
  type RegularPaymentRow,
  type SubscriptionChargeRow,
} from './subscriptions.repository';

export type PaymentItemView = PaymentItemRow;
export type RegularPaymentView = RegularPaymentRow & {
  cardName: string | null;
  cardNumber: string | null;
};

type GatewayDeps = { paymentGateway: PaymentGateway };

const DAY_MS = 86_400_000;
/** A declined renewal is retried after 1 day, then 2 more (3 days after the first decline). */
export const RENEWAL_RETRY_DELAYS_DAYS = [1, 2] as const;
/** A charge in flight longer than this lost its worker; the next run asks again with its Moid. */
const CHARGE_STALE_MS = 10 * 60_000;
const RENEWAL_BATCH = 100;
/** How soon an attempt whose earlier charge could not be cancelled asks again. */
const UNRESOLVED_RETRY_MS = 60 * 60_000;

export const SUBSCRIPTION_MESSAGES = {
  itemNotFound: '구독 상품을 찾을 수 없습니다. 목록을 새로 고친 뒤 다시 선택해 주세요.',
  notSubscriptionItem: '포인트 상품은 포인트 충전에서 결제해 주세요.',
  methodNotFound: '등록된 카드를 찾을 수 없습니다. 카드를 다시 등록해 주세요.',
  alreadySubscribed: '이미 이용 중인 구독이 있습니다. 구독 관리에서 확인해 주세요.',
  declined: (message: string) => `카드 결제가 승인되지 않았습니다. (${message})`,
  pending: '결제 결과를 확인하고 있습니다. 잠시 후 구독 관리에서 다시 확인해 주세요.',
  cardRefused: (message: string) => `카드를 등록하지 못했습니다. (${message})`,
  methodInUse:
    '구독 결제에 쓰이는 카드는 삭제할 수 없습니다. 구독을 해지하거나 다른 카드를 등록한 뒤 삭제해 주세요.',
  noSubscription: '이용 중인 구독이 없습니다.',
  alreadyCanceled: '이미 해지된 구독입니다. 이용 기간이 끝나면 종료됩니다.',
} as const;

/** The signed-in user's subscription in force, or null when they have none. */
export async function findMyRegularPayment(
  ctx: Pick<Context, 'db' | 'viewer'>,
  now: Date = new Date(),
): Promise<RegularPaymentView | null> {
  const userId = requireUserId(ctx.viewer);
  const active = await findActiveSubscription(ctx.db, userId, now);
  if (!active) return null;
  const method = active.paymentMethodId ? await findLivePaymentMethod(ctx.db, userId) : null;
  return {
    ...active,
    nextBillingAt: active.isCanceled ? null : active.nextBillingAt,
    cardName: method?.cardName ?? null,
    cardNumber: method?.cardNumber ?? null,
  };
}

export type PaymentMethodView = {
  id: number;
  cardName: string;
  cardNumber: string;
  createdAt: Date;
};

export async function findMyPaymentMethod(
  ctx: Pick<Context, 'db' | 'viewer'>,
): Promise<PaymentMethodView | null> {
  const userId = requireUserId(ctx.viewer);
  const method = await findLivePaymentMethod(ctx.db, userId);
  return method
    ? {
        id: method.id,
        cardName: method.cardName,
        cardNumber: method.cardNumber,
        createdAt: method.createdAt,
      }
    : null;
}

/**
 * createPaymentMethod: registers a card for billing. The card's data goes to the gateway once and
 * is never stored or logged: the member keeps the billing key, the card company and a masked
 * number. A newer card replaces the older one (renewals move to it, the old key is removed).
 */
export async function createPaymentMethod(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp' | 'logger'> & GatewayDeps,
  input: unknown,
  now: Date = new Date(),
): Promise<PaymentMethodView> {
  const userId = requireUserId(ctx.viewer);
  const parsed = createPaymentMethodSchema(() => now).safeParse(input);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const card = parsed.data;
  const registered = await ctx.paymentGateway.registerCard({
    cardNumber: card.cardNumber,
    expYear: card.expiry.slice(2, 4),
    expMonth: card.expiry.slice(0, 2),
    idNo: card.idNo,
    cardPw: card.cardPassword,
    moid: `B${userId}T${now.getTime()}`,
    buyerName: `회원${userId}`,
    now,
  });
  if (registered.status === 'REFUSED') {
    throw new BadUserInputError(SUBSCRIPTION_MESSAGES.cardRefused(registered.message));
  }
  const previous = await findLivePaymentMethods(ctx.db, userId);
  const method = await ctx.db.transaction(async (tx) => {
    const inserted = await insertPaymentMethod(tx, {
      userId,
      cardName: registered.card.cardName,
      cardNumber: registered.card.maskedCardNumber,
      billingKey: registered.card.bid,
    });
    await movePaymentMethod(
      tx,
      userId,
      previous.map((old) => old.id),
      inserted.id,
    );
    for (const old of previous) await softDeletePaymentMethod(tx, old.id, now);
    await recordAudit(tx, ctx, {
      action: 'paymentMethod.registered',
      targetType: 'PAYMENT_METHOD',
      targetId: inserted.id,
      detail: { cardName: inserted.cardName, replaced: previous.map((old) => old.id) },
    });
    return inserted;
  });
  for (const old of previous) await removeBillingKey(ctx, old.billingKey, userId, now);
  return {
    id: method.id,
    cardName: method.cardName,
    cardNumber: method.cardNumber,
    createdAt: method.createdAt,
  };
}

async function removeBillingKey(
  ctx: Pick<AppDependencies, 'logger'> & GatewayDeps,
  bid: string | null,
  userId: number,
  now: Date,
): Promise<void> {
  if (!bid) return;
  try {
    await ctx.paymentGateway.removeCard({ bid, moid: `R${userId}T${now.getTime()}`, now });
  } catch (error) {
    // The key is no longer ours to use either way; the gateway expires unused keys.
    ctx.logger.warn({ err: error, userId }, 'payment: a billing key could not be removed');
  }
}

/** deletePaymentMethod: refused while a subscription will charge the card again. */
export async function deletePaymentMethod(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp' | 'logger'> & GatewayDeps,
  now: Date = new Date(),
): Promise<boolean> {
  const userId = requireUserId(ctx.viewer);
  const method = await findLivePaymentMethod(ctx.db, userId);
  if (!method) throw new NotFoundError(SUBSCRIPTION_MESSAGES.methodNotFound);
  if ((await countRenewingOnMethod(ctx.db, method.id)) > 0) {
    throw new ConflictError(SUBSCRIPTION_MESSAGES.methodInUse);
  }
  await ctx.db.transaction(async (tx) => {
    await softDeletePaymentMethod(tx, method.id, now);
    await recordAudit(tx, ctx, {
      action: 'paymentMethod.deleted',
      targetType: 'PAYMENT_METHOD',
      targetId: method.id,
    });
  });
  await removeBillingKey(ctx, method.billingKey, userId, now);
  return true;
}

type ChargeOutcome =
  | { status: 'PAID' }
  | { status: 'DECLINED'; message: string }
  | { status: 'UNKNOWN' }
  | { status: 'SKIPPED' };

/**
 * Charges one period of a subscription once: claims the period's row (claimPeriodCharge), calls
 * the gateway with the row's Moid, then books the result in one transaction. Whoever does not get
 * the claim charges nothing.
 */
async function chargePeriod(
  deps: Pick<AppDependencies, 'db' | 'logger'> & GatewayDeps,
  subscription: OpenSubscriptionRow,
  now: Date,
): Promise<ChargeOutcome> {
  const paidPeriods = await countPaidPeriods(deps.db, subscription.id);
  const period = paidPeriods + 1;
  const earlier = await findPeriodCharge(deps.db, subscription.id, period);
  const tid = deps.paymentGateway.newChargeTid(now);
  const claimed = await claimPeriodCharge(deps.db, {
    subscriptionId: subscription.id,
    period,
    amount: subscription.price,
    tid,
    now,
    staleBefore: new Date(now.getTime() - CHARGE_STALE_MS),
  });
  if (!claimed) return { status: 'SKIPPED' };
  if (earlier?.tid && (earlier.state === 'UNKNOWN' || earlier.state === 'PENDING')) {
    // The earlier attempt may have been charged without our hearing of it: it must be cancelled
    // before a new charge. Only a confirmed cancel (or "already cancelled") lets the retry go on;
    // otherwise the row goes back to the earlier attempt and the next run asks again.
    const cancelled = await deps.paymentGateway.cancel({
      tid: earlier.tid,
      moid: earlier.moid,
      cancelAmount: earlier.amount,
      reason: '응답을 받지 못한 정기 결제 취소',
      isPartial: false,
      now,
    });
    if (cancelled.status !== 'CANCELLED') {
      await restoreUnresolvedCharge(deps, subscription, claimed.id, earlier, now);
      return { status: 'UNKNOWN' };
    }
    deps.logger.warn(
      { moid: earlier.moid, tid: earlier.tid },
      'payment: an unanswered billing charge was cancelled before its retry',
    );
  }
  // The card may have changed since the due list was read: charge the one registered now.
  const current = await findSubscriptionById(deps.db, subscription.id);
  const billingKey = current?.billingKey ?? null;
  if (!billingKey) {
    await bookDeclined(deps.db, subscription, claimed, SUBSCRIPTION_MESSAGES.methodNotFound, now);
    return { status: 'DECLINED', message: SUBSCRIPTION_MESSAGES.methodNotFound };
  }
  const result = await deps.paymentGateway.chargeCard({
    bid: billingKey,
    moid: claimed.moid,
    tid,
    amount: claimed.amount,
    goodsName: subscription.itemName,
    buyerName: subscription.buyerName ?? '회원',
    now,
  });
  if (result.status === 'APPROVED') {
    const isBooked = await deps.db.transaction(async (tx) => {
      const isSettled = await settlePeriodCharge(tx, claimed.id, tid, {
        state: 'PAID',
        tid: result.tid,
        paidAt: result.paidAt,
        now,
      });
      if (!isSettled) return false;
      // A renewal on time continues where the paid period ended; the first month, and a renewal
      // paid after retries (the grace days were free), start now.
      const from = period > 1 && subscription.state === 'ACTIVE' ? subscription.expiresAt : now;
      const paidUntil = addSeoulMonths(from, 1);
      await updateSubscription(
        tx,
        subscription.id,
        {
          state: 'ACTIVE',
          expiresAt: paidUntil,
          nextBillingAt: paidUntil,
          failedAttempts: 0,
        },
        now,
      );
      await insertSubscriptionPurchase(tx, {
        userId: subscription.userId,
        itemId: subscription.itemId,
        subscriptionId: subscription.id,
        price: claimed.amount,
      });
      await recordAudit(
        tx,
        {},
        {
          action: 'subscription.charged',
          targetType: 'SUBSCRIPTION',
          targetId: subscription.id,
          detail: { period, moid: claimed.moid, amount: claimed.amount, tid: result.tid },
        },
      );
      // The first month is the purchase itself; later periods are renewals worth a notice.
      if (period > 1) {
        await enqueue(tx, 'notification.subscriptionRenewed', {
          subscriptionId: subscription.id,
          recipientUserId: subscription.userId,
        });
      }
      return true;
    });
    if (!isBooked) {
      // Another attempt owns the row now (this one ran past the stale limit): give the money back.
      await deps.paymentGateway.cancel({
        tid: result.tid,
        moid: claimed.moid,
        cancelAmount: result.amount,
        reason: '기록되지 않은 정기 결제 취소',
        isPartial: false,
        now,
      });
      return { status: 'SKIPPED' };
    }
    return { status: 'PAID' };
  }
  if (result.status === 'DECLINED') {
    await bookDeclined(deps.db, subscription, claimed, result.message, now);
    return { status: 'DECLINED', message: result.message };
  }
  await deps.db.transaction((tx) =>
    settlePeriodCharge(tx, claimed.id, tid, {
      state: 'UNKNOWN',
      tid: result.tid,
      failReason: result.reason,
      now,
    }),
  );
  deps.logger.error(
    { moid: claimed.moid, reason: result.reason },
    'payment: billing charge unknown',
  );
  return { status: 'UNKNOWN' };
}

/**
 * The earlier attempt could not be cancelled: the row goes back to it (its Moid and TID, state
 * UNKNOWN) so nothing is charged again, and the next run tries the cancel again in an hour. An
 * operator sees the audit line; the member keeps access meanwhile.
 */
async function restoreUnresolvedCharge(
  deps: Pick<AppDependencies, 'db' | 'logger'>,
  subscription: OpenSubscriptionRow,
  chargeId: number,
  earlier: { moid: string; tid: string | null; attempts: number },
  now: Date,
): Promise<void> {
  deps.logger.error(
    { moid: earlier.moid, tid: earlier.tid },
    'payment: an unanswered billing charge could not be cancelled; not charging again',
  );
  await deps.db.transaction(async (tx) => {
    await restorePeriodCharge(tx, chargeId, { ...earlier, now });
    await updateSubscription(
      tx,
      subscription.id,
      { nextBillingAt: new Date(now.getTime() + UNRESOLVED_RETRY_MS) },
      now,
    );
    await recordAudit(
      tx,
      {},
      {
        action: 'subscription.chargeUnresolved',
        targetType: 'SUBSCRIPTION',
        targetId: subscription.id,
        detail: { moid: earlier.moid, tid: earlier.tid },
      },
    );
  });
}

async function bookDeclined(
  db: Database,
  subscription: OpenSubscriptionRow,
  charge: SubscriptionChargeRow,
  message: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const isSettled = await settlePeriodCharge(tx, charge.id, charge.tid, {
      state: 'DECLINED',
      failReason: message,
      now,
    });
    if (!isSettled) return;
    if (charge.period === 1) {
      // The first month was never paid: the subscription does not start.
      await updateSubscription(tx, subscription.id, { state: 'ENDED', nextBillingAt: null }, now);
      return;
    }
    const failedAttempts = subscription.failedAttempts + 1;
    const retryDays = RENEWAL_RETRY_DELAYS_DAYS[failedAttempts - 1];
    if (retryDays === undefined) {
      // Out of retries: the grace period ends now.
      await updateSubscription(
        tx,
        subscription.id,
        { state: 'ENDED', nextBillingAt: null, expiresAt: now, failedAttempts },
        now,
      );
    } else {
      const retryAt = new Date(now.getTime() + retryDays * DAY_MS);
      await updateSubscription(
        tx,
        subscription.id,
        {
          state: 'PAST_DUE',
          nextBillingAt: retryAt,
          // Access continues while the card is retried.
          expiresAt: retryAt > subscription.expiresAt ? retryAt : subscription.expiresAt,
          failedAttempts,
        },
        now,
      );
    }
    await enqueue(tx, 'notification.subscriptionPaymentFailed', {
      subscriptionId: subscription.id,
      recipientUserId: subscription.userId,
      isLapsed: retryDays === undefined,
    });
    await recordAudit(
      tx,
      {},
      {
        action: 'subscription.declined',
        targetType: 'SUBSCRIPTION',
        targetId: subscription.id,
        detail: { period: charge.period, moid: charge.moid, failedAttempts, message },
      },
    );
  });
}

/**
 * createSubscription(itemId, paymentMethodId): charges the first month at once and grants the
 * plan's permission (subscribers read financial information free). One open subscription per
 * member, however many requests race (a unique index), and the first month is charged once.
 */
export async function createSubscription(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp' | 'logger'> & GatewayDeps,
  input: { itemId: number; paymentMethodId: number },
  now: Date = new Date(),
): Promise<RegularPaymentView> {
  const userId = requireUserId(ctx.viewer);
  const item = await findPaymentItemOnSale(ctx.db, input.itemId);
  if (!item) throw new NotFoundError(SUBSCRIPTION_MESSAGES.itemNotFound);
  if (item.type !== 'SUBSCRIPTION') {
    throw new BadUserInputError(SUBSCRIPTION_MESSAGES.notSubscriptionItem);
  }
  const method = await findLivePaymentMethod(ctx.db, userId);
  if (!method || method.id !== input.paymentMethodId) {
    throw new NotFoundError(SUBSCRIPTION_MESSAGES.methodNotFound);
  }
  let subscriptionId: number;
  try {
    subscriptionId = await ctx.db.transaction(async (tx) => {
      // A plan cancelled earlier whose period is over no longer stands in the way.
      await endExpiredCanceledSubscriptions(tx, now, userId);
      const id = await insertPendingSubscription(tx, {
        userId,
        itemId: item.id,
        paymentMethodId: method.id,
        now,
      });
      await recordAudit(tx, ctx, {
        action: 'subscription.requested',
        targetType: 'SUBSCRIPTION',
        targetId: id,
        detail: { itemId: item.id, price: item.price },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'subscriptions_one_open_per_user'))
      throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    throw error;
  }
  const subscription = await findSubscriptionById(ctx.db, subscriptionId);
  if (!subscription) throw new NotFoundError(SUBSCRIPTION_MESSAGES.noSubscription);
  const outcome = await chargePeriod(ctx, subscription, now);
  if (outcome.status === 'DECLINED') {
    throw new BadUserInputError(SUBSCRIPTION_MESSAGES.declined(outcome.message));
  }
  if (outcome.status !== 'PAID') {
    // Unknown: the renewal job cancels the unanswered charge, then tries again.
    await updateSubscription(ctx.db, subscriptionId, { nextBillingAt: now }, now);
    throw new ConflictError(SUBSCRIPTION_MESSAGES.pending);
  }
  const view = await findMyRegularPayment(ctx, now);
  if (!view) throw new NotFoundError(SUBSCRIPTION_MESSAGES.noSubscription);
  return view;
}

/**
 * cancelRegularPayment: no more renewals; the plan stays in force until the paid period ends
 * (the header shows 구독 종료 예정).
 */
export async function cancelRegularPayment(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp'>,
  now: Date = new Date(),
): Promise<RegularPaymentView> {
  const userId = requireUserId(ctx.viewer);
  const open = await findOpenSubscription(ctx.db, userId);
  if (!open || open.state === 'PENDING')
    throw new NotFoundError(SUBSCRIPTION_MESSAGES.noSubscription);
  if (open.isCanceled) throw new ConflictError(SUBSCRIPTION_MESSAGES.alreadyCanceled);
  await ctx.db.transaction(async (tx) => {
    await updateSubscription(
      tx,
      open.id,
      { isCanceled: true, canceledAt: now, nextBillingAt: null },
      now,
    );
    await enqueue(tx, 'notification.subscriptionEnding', {
      subscriptionId: open.id,
      recipientUserId: userId,
    });
    await recordAudit(tx, ctx, {
      action: 'subscription.canceled',
      targetType: 'SUBSCRIPTION',
      targetId: open.id,
      detail: { expiresAt: open.expiresAt.toISOString() },
    });
  });
  const view = await findMyRegularPayment(ctx, now);
  if (!view) throw new NotFoundError(SUBSCRIPTION_MESSAGES.noSubscription);
  return view;
}

/**
 * The renewal job (subscriptions.renewDue): every subscription whose next charge is due is charged
 * once for its period. Two workers running it at once, or a retry after a crash, charge nothing
 * twice (claimPeriodCharge). Time comes in as `now`, so tests need no waiting.
 */
export async function renewDueSubscriptions(
  deps: Pick<AppDependencies, 'db' | 'logger'> & GatewayDeps,
  now: Date = new Date(),
): Promise<{ paid: number; declined: number; unknown: number; skipped: number }> {
  await endExpiredCanceledSubscriptions(deps.db, now);
  await endAbandonedSubscriptions(deps, now);
  const due = await findDueSubscriptions(deps.db, now, RENEWAL_BATCH);
  const summary = { paid: 0, declined: 0, unknown: 0, skipped: 0 };
  for (const subscription of due) {
    const outcome = await chargePeriod(deps, subscription, now);
    if (outcome.status === 'PAID') summary.paid += 1;
    else if (outcome.status === 'DECLINED') summary.declined += 1;
    else if (outcome.status === 'UNKNOWN') summary.unknown += 1;
    else summary.skipped += 1;
  }
  return summary;
}

/** A first charge still running after this long lost its request (a crash, a deploy). */
const ABANDONED_PENDING_MS = 10 * 60_000;

/**
 * A subscription whose createSubscription died before its first charge was booked stays PENDING
 * and would block the member's next try (one open subscription each). It ends here: a charge that
 * may have gone through is cancelled first, so nobody pays for a plan that never started.
 */
async function endAbandonedSubscriptions(
  deps: Pick<AppDependencies, 'db' | 'logger'> & GatewayDeps,
  now: Date,
): Promise<void> {
  const abandoned = await findAbandonedPendingSubscriptions(
    deps.db,
    new Date(now.getTime() - ABANDONED_PENDING_MS),
    RENEWAL_BATCH,
  );
  for (const subscription of abandoned) {
    const charge = await findPeriodCharge(deps.db, subscription.id, 1);
    if (charge?.state === 'PAID') continue;
    if (charge?.tid && (charge.state === 'PENDING' || charge.state === 'UNKNOWN')) {
      const cancelled = await deps.paymentGateway.cancel({
        tid: charge.tid,
        moid: charge.moid,
        cancelAmount: charge.amount,
        reason: '시작되지 않은 구독의 결제 취소',
        isPartial: false,
        now,
      });
      if (cancelled.status !== 'CANCELLED') {
        // Not sure it was given back: the plan stays pending and the next run asks again.
        deps.logger.error(
          { moid: charge.moid, tid: charge.tid },
          'payment: the first charge of an abandoned subscription could not be cancelled yet',
        );
        continue;
      }
    }
    await deps.db.transaction(async (tx) => {
      if (charge && charge.state !== 'DECLINED') {
        await settleAbandonedCharge(tx, charge.id, now);
      }
      await updateSubscription(tx, subscription.id, { state: 'ENDED' }, now);
      await recordAudit(
        tx,
        {},
        {
          action: 'subscription.abandoned',
          targetType: 'SUBSCRIPTION',
          targetId: subscription.id,
          detail: { moid: charge?.moid ?? null },
        },
      );
    });
  }
}

/** Whether a batch was full (the job queues the next batch straight away). */
export const RENEWAL_BATCH_SIZE = RENEWAL_BATCH;
