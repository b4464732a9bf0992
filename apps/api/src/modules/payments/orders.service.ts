import { randomBytes } from 'node:crypto';
import type { ItemType, OrderState } from '@gongsa/domain';
import type { Database } from '../../app/database';
import { requireUserId, type AppDependencies, type Context } from '../../context';
import { BadUserInputError, NotFoundError } from '../../errors';
import { enqueue } from '../../platform/jobs/enqueue';
import { recordAudit } from '../audit';
import { creditOrderPoints } from '../points';
import type { AuthenticatedPayment, PaymentGateway } from './gateway/payment-gateway';
import {
  claimOrderApproval,
  findItemOnSale,
  findItemsOnSale,
  findOrderByMoid,
  findStaleApprovals,
  insertOrder,
  insertPurchase,
  lockOrder,
  expireUnpaidOrders,
  markOrderFailed,
  markOrderPaid,
  markOrderReconciling,
  type OrderRow,
  type PaymentItemRow,
} from './orders.repository';

export type PaymentItemView = PaymentItemRow;

/** What the services of this module need besides the database. */
export type PaymentDeps = Pick<AppDependencies, 'db' | 'env' | 'logger'> & {
  paymentGateway: PaymentGateway;
};

export const ORDER_MESSAGES = {
  itemNotFound: '판매 중인 상품을 찾을 수 없습니다. 목록을 새로 고친 뒤 다시 선택해 주세요.',
  subscriptionItem: '구독 상품은 구독 관리에서 카드를 등록한 뒤 신청할 수 있습니다.',
  orderNotFound: '주문을 찾을 수 없습니다.',
  rejected: '결제 정보를 확인할 수 없어 결제를 진행하지 않았습니다. 다시 시도해 주세요.',
  cancelledByPayer: '결제가 취소되었거나 완료되지 않았습니다. 다시 시도해 주세요.',
  amountMismatch: '결제 금액이 주문과 달라 결제를 취소했습니다. 다시 시도해 주세요.',
  netCancelled:
    '결제 승인 결과를 확인하지 못해 결제를 취소했습니다. 청구되지 않으니 다시 시도해 주세요.',
  reconciled: '결제 승인 도중 문제가 생겨 결제를 취소했습니다. 청구되지 않으니 다시 시도해 주세요.',
  pending: '결제 승인을 확인하고 있습니다. 잠시 후 포인트 내역에서 확인해 주세요.',
  expired: '결제 시간이 지나 주문이 종료되었습니다. 다시 충전해 주세요.',
} as const;

/** Items on sale, optionally of one type (allPaymentItems). */
export function listPaymentItems(
  ctx: Pick<Context, 'db'>,
  type: ItemType | null,
): Promise<PaymentItemView[]> {
  return findItemsOnSale(ctx.db, type);
}

/** An item on sale by id (subscriptions read their plan here). */
export function findPaymentItemOnSale(db: Database, id: number): Promise<PaymentItemView | null> {
  return findItemOnSale(db, id);
}

/** The order form the web posts to the payment window (SPEC §3 Order, plus where to post it). */
export type OrderView = {
  goodsName: string;
  amt: string;
  mid: string;
  ediDate: string;
  moid: string;
  signData: string;
  windowUrl: string;
  /** The charset the window reads its form in (NicePay's: EUC-KR; the sandbox: UTF-8). */
  acceptCharset: string;
  formFields: Array<{ name: string; value: string }>;
};

/** Our order number: unique, sortable by time, 64 bytes at most as NicePay requires. */
export function createMoid(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `GM${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * createOrder(itemId): a point pack's order for the signed-in member. The amount, the goods name
 * and what the order credits come from our database, never from the browser.
 */
export async function createOrder(
  ctx: Pick<Context, 'db' | 'viewer' | 'env'> & { paymentGateway: PaymentGateway },
  input: { itemId: number; now?: Date },
): Promise<OrderView> {
  const userId = requireUserId(ctx.viewer);
  const item = await findItemOnSale(ctx.db, input.itemId);
  if (!item) throw new NotFoundError(ORDER_MESSAGES.itemNotFound);
  if (item.type !== 'POINT') throw new BadUserInputError(ORDER_MESSAGES.subscriptionItem);
  const now = input.now ?? new Date();
  const moid = createMoid(now);
  const returnOrigin = ctx.env.webOrigins[0] ?? 'http://localhost:3000';
  const form = ctx.paymentGateway.checkout({
    goodsName: item.name,
    amount: item.price,
    moid,
    now,
    returnUrl: `${returnOrigin}${PAYMENT_RETURN_PATH}`,
  });
  await insertOrder(ctx.db, {
    userId,
    itemId: item.id,
    goodsName: form.fields.GoodsName,
    amount: item.price,
    point: item.point,
    freePoint: item.freePoint,
    mid: form.fields.MID,
    ediDate: form.fields.EdiDate,
    moid,
    signData: form.fields.SignData,
  });
  return {
    goodsName: form.fields.GoodsName,
    amt: form.fields.Amt,
    mid: form.fields.MID,
    ediDate: form.fields.EdiDate,
    moid,
    signData: form.fields.SignData,
    windowUrl: form.windowUrl,
    acceptCharset: form.acceptCharset,
    formFields: Object.entries(form.fields).flatMap(([name, value]) =>
      value === undefined ? [] : [{ name, value }],
    ),
  };
}

/** The web route that receives the payment window's POST (apps/web/src/app/payment/return). */
export const PAYMENT_RETURN_PATH = '/payment/return';

/** SPEC §3 Order confirmation. */
export type OrderConfirmationView = {
  amount: number;
  moid: string;
  state: OrderState;
  payMethod: string | null;
  paidAt: Date | null;
  /** Why the payment failed, or that it is still being confirmed (state READY). */
  message: string | null;
};

function toConfirmation(
  order: OrderRow,
  pendingMessage: string | null = null,
): OrderConfirmationView {
  return {
    amount: order.amount,
    moid: order.moid,
    state: order.state,
    payMethod: order.payMethod,
    paidAt: order.paidAt,
    message: order.state === 'READY' ? pendingMessage : order.failReason,
  };
}

/** What is kept of a verified window result: everything but nothing secret (no card data in it). */
function toStoredConfirmation(
  payment: AuthenticatedPayment,
  gatewayName: string,
): Record<string, unknown> {
  return { gateway: gatewayName, ...payment };
}

function readStoredPayment(order: OrderRow): AuthenticatedPayment | null {
  const stored = order.confirmation;
  if (!stored) return null;
  const keys = [
    'authToken',
    'payMethod',
    'mid',
    'moid',
    'amt',
    'txTid',
    'nextAppUrl',
    'netCancelUrl',
    'reqReserved',
  ] as const;
  const payment: Partial<Record<(typeof keys)[number], string>> = {};
  for (const key of keys) {
    const value = stored[key];
    if (typeof value !== 'string') return null;
    payment[key] = value;
  }
  return payment as AuthenticatedPayment;
}

const SETTLEMENT_POLL_MS = 100;

/**
 * Another confirmation of the same Moid is calling the gateway: wait for its outcome (up to the
 * approval's own limit) rather than answer "pending" to a payer who pressed refresh.
 */
async function waitForSettlement(db: Database, moid: string, waitMs: number): Promise<OrderRow> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const order = await findOrderByMoid(db, moid);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    if (order.state !== 'READY' || Date.now() >= deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, SETTLEMENT_POLL_MS));
  }
}

/**
 * Books an approved payment: the order paid, its points (paid and bonus rows), the purchase and
 * the audit line in one transaction. False when the order was settled otherwise meanwhile (then
 * nothing is written and the caller cancels the payment).
 */
async function bookPaidOrder(
  db: Database,
  order: OrderRow,
  paid: { tid: string; payMethod: string; paidAt: Date },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const isMarked = await markOrderPaid(tx, order.id, { ...paid, now });
    if (!isMarked) return false;
    await creditOrderPoints(tx, {
      userId: order.userId,
      orderId: order.id,
      moid: order.moid,
      goodsName: order.goodsName,
      point: order.point,
      freePoint: order.freePoint,
    });
    await insertPurchase(tx, {
      userId: order.userId,
      itemId: order.itemId,
      orderId: order.id,
      price: order.amount,
    });
    await recordAudit(
      tx,
      {},
      {
        action: 'order.paid',
        targetType: 'ORDER',
        targetId: order.id,
        detail: { moid: order.moid, amount: order.amount, tid: paid.tid, point: order.point },
      },
    );
    await enqueue(tx, 'notification.pointsCredited', {
      orderId: order.id,
      recipientUserId: order.userId,
    });
    return true;
  });
}

/** Cancels an approved payment we will not book (amount differs, or it was settled otherwise). */
async function cancelUnbookedPayment(
  deps: ReconcileDeps,
  order: OrderRow,
  tid: string,
  amount: number,
  now: Date,
): Promise<void> {
  const cancelled = await deps.paymentGateway.cancel({
    tid,
    moid: order.moid,
    cancelAmount: amount,
    reason: '주문과 맞지 않는 결제 취소',
    isPartial: false,
    now,
  });
  if (cancelled.status !== 'CANCELLED') {
    deps.logger.error(
      { moid: order.moid, tid, code: cancelled.code },
      'payment: an approved payment that was not booked could not be cancelled',
    );
  }
}

/**
 * requestOrderConfirm: the payment window's result, relayed by our web route. The gateway's
 * signature is the authority (no login: the window posts from the gateway's site). Whatever the
 * number of calls for one Moid, in parallel or repeated, exactly one calls the approval and the
 * points are credited once; a tampered post changes nothing.
 */
export async function confirmOrder(
  deps: PaymentDeps,
  posted: Readonly<Record<string, string | undefined>>,
  now: Date = new Date(),
): Promise<OrderConfirmationView> {
  const verified = deps.paymentGateway.verifyAuthResult(posted);
  if (verified.status === 'REJECTED') {
    deps.logger.warn(
      { moid: verified.moid, reason: verified.reason },
      'payment: a window result was refused',
    );
    throw new BadUserInputError(ORDER_MESSAGES.rejected);
  }
  if (verified.status === 'NOT_AUTHENTICATED') {
    const order = verified.moid ? await findOrderByMoid(deps.db, verified.moid) : null;
    if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
    // The failure post is not signed: its text is not stored or shown, only a reason we word.
    const reason = ORDER_MESSAGES.cancelledByPayer;
    await markOrderFailed(deps.db, order.id, { reason, now, onlyUnclaimed: true });
    return toConfirmation((await findOrderByMoid(deps.db, order.moid)) ?? order);
  }

  const payment = verified.payment;
  const order = await findOrderByMoid(deps.db, payment.moid);
  if (!order) {
    // Signed by the gateway for an order we never made: release the payer's money.
    await deps.paymentGateway.netCancel(payment, now);
    throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  }
  if (order.state !== 'READY') return toConfirmation(order);
  const waitMs = deps.env.payments.timeoutMs * 2 + 1_000;
  // Amt is compared as a number: NicePay may pad it (000000030000); the signature was over the text.
  if (
    payment.mid !== order.mid ||
    !/^\d{1,12}$/.test(payment.amt) ||
    Number(payment.amt) !== order.amount
  ) {
    if (
      await claimOrderApproval(
        deps.db,
        order.id,
        toStoredConfirmation(payment, deps.paymentGateway.name),
        now,
      )
    ) {
      await deps.paymentGateway.netCancel(payment, now);
      await markOrderFailed(deps.db, order.id, {
        reason: ORDER_MESSAGES.amountMismatch,
        now,
        onlyUnclaimed: false,
      });
    }
    return toConfirmation(await waitForSettlement(deps.db, order.moid, waitMs));
  }

  const isClaimed = await claimOrderApproval(
    deps.db,
    order.id,
    toStoredConfirmation(payment, deps.paymentGateway.name),
    now,
  );
  if (!isClaimed) {
    return toConfirmation(
      await waitForSettlement(deps.db, order.moid, waitMs),
      ORDER_MESSAGES.pending,
    );
  }

  const approval = await deps.paymentGateway.approve(payment, now);
  switch (approval.status) {
    case 'APPROVED': {
      if (approval.amount !== order.amount) {
        await cancelUnbookedPayment(deps, order, approval.tid, approval.amount, now);
        await markOrderFailed(deps.db, order.id, {
          reason: ORDER_MESSAGES.amountMismatch,
          now,
          onlyUnclaimed: false,
          tid: approval.tid,
        });
        break;
      }
      const paid = { tid: approval.tid, payMethod: approval.payMethod, paidAt: approval.paidAt };
      const isBooked = await bookPaidOrder(deps.db, order, paid, now);
      if (!isBooked) await cancelUnbookedPayment(deps, order, approval.tid, approval.amount, now);
      break;
    }
    case 'DECLINED':
      await markOrderFailed(deps.db, order.id, {
        reason: approval.message,
        now,
        onlyUnclaimed: false,
      });
      break;
    case 'NET_CANCELLED':
      await markOrderFailed(deps.db, order.id, {
        reason: ORDER_MESSAGES.netCancelled,
        now,
        onlyUnclaimed: false,
      });
      break;
    case 'UNKNOWN':
      // Neither approved nor surely cancelled: the reconciliation job settles it.
      deps.logger.error({ moid: order.moid, reason: approval.reason }, 'payment: approval unknown');
      break;
  }
  const settled = await findOrderByMoid(deps.db, order.moid);
  return toConfirmation(settled ?? order, ORDER_MESSAGES.pending);
}

/** A receipt: one order of the signed-in member (SPEC §7 orders; the result page after paying). */
export type OrderReceiptView = {
  moid: string;
  goodsName: string;
  amount: number;
  point: number;
  freePoint: number;
  state: OrderState;
  payMethod: string | null;
  paidAt: Date | null;
  failReason: string | null;
  createdAt: Date;
};

/**
 * myOrder(moid): the member's own order. Another member's order number answers NOT_FOUND, the
 * same as a number that does not exist, so order numbers cannot be probed.
 */
export async function findMyOrder(
  ctx: Pick<Context, 'db' | 'viewer'>,
  moid: string,
): Promise<OrderReceiptView> {
  const userId = requireUserId(ctx.viewer);
  const order = await findOrderByMoid(ctx.db, moid.trim());
  if (!order || order.userId !== userId) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return {
    moid: order.moid,
    goodsName: order.goodsName,
    amount: order.amount,
    point: order.point,
    freePoint: order.freePoint,
    state: order.state,
    payMethod: order.payMethod,
    paidAt: order.paidAt,
    failReason: order.state === 'READY' ? null : order.failReason,
    createdAt: order.createdAt,
  };
}

type ReconcileDeps = Pick<PaymentDeps, 'db' | 'logger' | 'paymentGateway'>;

/** An order nobody paid (the window closed, the tab left) is over after this long. */
export const UNPAID_ORDER_MAX_AGE_MS = 30 * 60_000;
/** A stale approval the gateway will not release after this many tries needs a person. */
const MAX_RECONCILE_ATTEMPTS = 10;

/** An approval older than this that never settled lost its process: reconcile it. */
export const STALE_APPROVAL_MS = 2 * 60_000;
const RECONCILE_BATCH = 50;

/**
 * The reconciliation (a scheduled job, payments.reconcileOrders): orders whose approval started
 * long ago and never settled — the process died between the approval call and booking the credit,
 * or both the approval and its net-cancel failed. Each is net-cancelled (and cancelled by its
 * transaction id if the net-cancel cannot), then marked failed: money taken is always given back,
 * never lost, and nothing is credited twice. Returns how many orders it settled.
 */
export async function reconcileStaleOrders(
  deps: ReconcileDeps,
  now: Date = new Date(),
): Promise<number> {
  await expireUnpaidOrders(deps.db, {
    createdBefore: new Date(now.getTime() - UNPAID_ORDER_MAX_AGE_MS),
    reason: ORDER_MESSAGES.expired,
    now,
  });
  const stale = await findStaleApprovals(
    deps.db,
    new Date(now.getTime() - STALE_APPROVAL_MS),
    RECONCILE_BATCH,
    MAX_RECONCILE_ATTEMPTS,
  );
  let settled = 0;
  for (const order of stale) {
    if (await reconcileOrder(deps, order, now)) settled += 1;
  }
  return settled;
}

async function reconcileOrder(deps: ReconcileDeps, order: OrderRow, now: Date): Promise<boolean> {
  // Marked first (committed): a confirmation still alive after all can no longer book the order,
  // so the money is never both given back and credited.
  if (!(await markOrderReconciling(deps.db, order.id, now))) return false;
  const payment = readStoredPayment(order);
  let isReleased = false;
  if (payment) {
    const netCancel = await deps.paymentGateway.netCancel(payment, now);
    isReleased = netCancel.status === 'CANCELLED';
    if (!isReleased) {
      const cancelled = await deps.paymentGateway.cancel({
        tid: payment.txTid,
        moid: order.moid,
        cancelAmount: order.amount,
        reason: '승인 후 처리되지 않은 결제 취소',
        isPartial: false,
        now,
      });
      // The adapter answers CANCELLED for 2001 and for 2015 (cancelled before) alike.
      isReleased = cancelled.status === 'CANCELLED';
    }
  } else {
    isReleased = true;
  }
  if (!isReleased) {
    deps.logger.error({ moid: order.moid }, 'payment: a stale approval could not be cancelled yet');
    return false;
  }
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || locked.state !== 'READY') return false;
    await markOrderFailed(tx, order.id, {
      reason: ORDER_MESSAGES.reconciled,
      now,
      onlyUnclaimed: false,
    });
    await recordAudit(
      tx,
      {},
      {
        action: 'order.reconciled',
        targetType: 'ORDER',
        targetId: order.id,
        detail: { moid: order.moid, amount: order.amount },
      },
    );
    return true;
  });
}
