import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { commonColumns, idRef, timestampTz } from './columns';
import {
  itemTypeEnum,
  orderStateEnum,
  subscriptionChargeStateEnum,
  subscriptionStateEnum,
} from './enums';
import { users } from './users';

/** Something a user can buy: a point package or a subscription plan. */
export const items = pgTable(
  'items',
  {
    ...commonColumns(),
    type: itemTypeEnum('type').notNull(),
    /** Permission a subscription grants (subscriptionAuth), e.g. free financial-info access. */
    auth: text('auth'),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
    point: integer('point').notNull().default(0),
    freePoint: integer('free_point').notNull().default(0),
    /** In won. */
    price: integer('price').notNull(),
    isUse: boolean('is_use').notNull().default(true),
  },
  (t) => [
    index('items_type_priority_idx').on(t.type, t.priority),
    check('items_amounts_check', sql`${t.point} >= 0 and ${t.freePoint} >= 0 and ${t.price} >= 0`),
  ],
);

/** A registered card for regular (billing) payments. Only a masked number is stored. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardName: text('card_name').notNull(),
    cardNumber: text('card_number').notNull(),
    /** The payment gateway's billing key for this card. */
    billingKey: text('billing_key'),
  },
  (t) => [index('payment_methods_user_id_idx').on(t.userId)],
);

/**
 * A payment attempt (NicePay-style: GoodsName, Amt, MID, EdiDate, Moid, SignData) and its
 * confirmation result (state, payMethod, paidAt, tid).
 */
export const orders = pgTable(
  'orders',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    itemId: idRef('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    goodsName: text('goods_name').notNull(),
    /** Amt, in won. */
    amount: integer('amount').notNull(),
    /** What the order credits when paid, as the item offered it when the order was made. */
    point: integer('point').notNull().default(0),
    freePoint: integer('free_point').notNull().default(0),
    mid: text('mid').notNull(),
    ediDate: text('edi_date').notNull(),
    moid: text('moid').notNull(),
    signData: text('sign_data').notNull(),
    state: orderStateEnum('state').notNull().default('READY'),
    payMethod: text('pay_method'),
    /** The gateway's transaction id (TxTid). */
    tid: text('tid'),
    paidAt: timestampTz('paid_at'),
    /**
     * Set by the one confirmation that calls the gateway's approval (a conditional UPDATE):
     * parallel or repeated returns of the same Moid find it set and wait for the outcome. An order
     * still READY long after it was set lost its process mid-approval and is reconciled.
     */
    approvalStartedAt: timestampTz('approval_started_at'),
    failReason: text('fail_reason'),
    /**
     * The gateway's confirmation request as received (transaction id, auth token, next-app and
     * net-cancel URLs, signature), kept for reconciliation and disputes.
     */
    confirmation: jsonb('confirmation').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('orders_moid_unique').on(t.moid),
    index('orders_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('orders_unsettled_approval_idx')
      .on(t.approvalStartedAt)
      .where(sql`${t.state} = 'READY' and ${t.approvalStartedAt} is not null`),
    check('orders_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** A regular payment plan a user is on; isCanceled keeps it active until expiresAt. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    itemId: idRef('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    paymentMethodId: idRef('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    isCanceled: boolean('is_canceled').notNull().default(false),
    canceledAt: timestampTz('canceled_at'),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    nextBillingAt: timestampTz('next_billing_at'),
    state: subscriptionStateEnum('state').notNull().default('ACTIVE'),
    /** Declined renewal charges of the current period (retries after 1 and 3 days, then it lapses). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('subscriptions_user_expires_at_idx').on(t.userId, t.expiresAt.desc()),
    index('subscriptions_next_billing_at_idx').on(t.nextBillingAt),
    // One subscription being paid or in force per member: a second createSubscription racing the
    // first fails here instead of charging the card twice.
    uniqueIndex('subscriptions_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.state} in ('PENDING', 'ACTIVE', 'PAST_DUE') and ${t.deletedAt} is null`),
  ],
);

/**
 * One period's charge of a subscription: at most one row per (subscription, period), so two
 * workers renewing at once, or a worker retrying after a crash, charge the card once. The Moid is
 * the gateway's idempotency key for the attempt.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    ...commonColumns(),
    subscriptionId: idRef('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** 1 for the first month, then one more per renewal. */
    period: integer('period').notNull(),
    moid: text('moid').notNull(),
    /** In won. */
    amount: integer('amount').notNull(),
    state: subscriptionChargeStateEnum('state').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    tid: text('tid'),
    paidAt: timestampTz('paid_at'),
    failReason: text('fail_reason'),
  },
  (t) => [
    uniqueIndex('subscription_charges_period_unique').on(t.subscriptionId, t.period),
    uniqueIndex('subscription_charges_moid_unique').on(t.moid),
    check('subscription_charges_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** A completed purchase of an item (one per successful order or subscription charge). */
export const purchases = pgTable(
  'purchases',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    itemId: idRef('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    orderId: idRef('order_id').references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: idRef('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** In won. */
    price: integer('price').notNull(),
    isCanceled: boolean('is_canceled').notNull().default(false),
    canceledAt: timestampTz('canceled_at'),
  },
  (t) => [
    uniqueIndex('purchases_order_id_unique').on(t.orderId),
    index('purchases_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('purchases_price_check', sql`${t.price} >= 0`),
  ],
);
