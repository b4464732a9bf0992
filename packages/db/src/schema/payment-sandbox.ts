import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns, timestampTz, won } from './columns';

/**
 * The local payment sandbox's own state (ADR 0028): what NicePay keeps on its side, kept here so
 * a sandbox payment survives an API restart. Only the sandbox gateway (PAYMENT_GATEWAY=sandbox)
 * reads or writes these; no product table refers to them.
 *
 * One row per window authentication (kind WINDOW: an AuthToken, approved once) or billing charge
 * (kind BILLING: by BID). States: AUTHENTICATED → APPROVED | DECLINED | NET_CANCELLED;
 * APPROVED → NET_CANCELLED | CANCELLED (cancelled_amount = amount) or stays APPROVED after a
 * partial cancel.
 */
export const paymentSandboxTransactions = pgTable(
  'payment_sandbox_transactions',
  {
    ...commonColumns(),
    kind: text('kind').notNull(),
    tid: text('tid').notNull(),
    authToken: text('auth_token'),
    bid: text('bid'),
    mid: text('mid').notNull(),
    moid: text('moid').notNull(),
    goodsName: text('goods_name').notNull(),
    payMethod: text('pay_method').notNull(),
    amount: won('amount').notNull(),
    state: text('state').notNull(),
    /** The payer ticked 카드 승인 거절 시험: the approval declines. */
    isDeclineTest: boolean('is_decline_test').notNull().default(false),
    /** The payer ticked 승인 응답 지연 시험: the approval answers after the adapter gave up. */
    isDelayTest: boolean('is_delay_test').notNull().default(false),
    tokenExpiresAt: timestampTz('token_expires_at'),
    resultCode: text('result_code'),
    approvedAt: timestampTz('approved_at'),
    netCancelledAt: timestampTz('net_cancelled_at'),
    cancelledAmount: won('cancelled_amount').notNull().default(0),
    cancelledAt: timestampTz('cancelled_at'),
  },
  (t) => [
    uniqueIndex('payment_sandbox_transactions_tid_key').on(t.tid),
    uniqueIndex('payment_sandbox_transactions_auth_token_key').on(t.authToken),
    index('payment_sandbox_transactions_moid_idx').on(t.moid),
    check('payment_sandbox_transactions_kind_check', sql`${t.kind} in ('WINDOW', 'BILLING')`),
    check(
      'payment_sandbox_transactions_state_check',
      sql`${t.state} in ('AUTHENTICATED', 'APPROVED', 'DECLINED', 'NET_CANCELLED', 'CANCELLED')`,
    ),
    check(
      'payment_sandbox_transactions_amounts_check',
      sql`${t.amount} > 0 and ${t.cancelledAmount} >= 0 and ${t.cancelledAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * Billing keys the sandbox issued. No card number is kept, only what NicePay would answer (card
 * name, masked number) and whether the test card's charges decline. Removal sets deleted_at.
 */
export const paymentSandboxBillingKeys = pgTable(
  'payment_sandbox_billing_keys',
  {
    ...commonColumns(),
    bid: text('bid').notNull(),
    mid: text('mid').notNull(),
    moid: text('moid').notNull(),
    cardName: text('card_name').notNull(),
    maskedCardNumber: text('masked_card_number').notNull(),
    /** Issued for the test card whose every charge declines (the renewal-failure journey). */
    isDeclineCharges: boolean('is_decline_charges').notNull().default(false),
  },
  (t) => [uniqueIndex('payment_sandbox_billing_keys_bid_key').on(t.bid)],
);
