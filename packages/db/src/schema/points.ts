import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankCodes } from './bank-codes';
import { commonColumns, idRef, timestampTz } from './columns';
import { pointHistoryTypeEnum, withdrawalStateEnum } from './enums';
import { users } from './users';

/*
 * Point records are financial: a user row cannot be hard-deleted while they exist (ON DELETE
 * RESTRICT); accounts are soft-deleted instead.
 */

/** A user's wallet. The CHECKs make an overdraft impossible even under concurrent spending. */
export const userPoints = pgTable(
  'user_points',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    nowPoint: integer('now_point').notNull().default(0),
    /**
     * The part of nowPoint that was given (bonus and free points): spent first, never refunded.
     * nowPoint − freePoint is the paid part a refund can return.
     */
    freePoint: integer('free_point').notNull().default(0),
    totalPoint: integer('total_point').notNull().default(0),
    refundProcessingPoint: integer('refund_processing_point').notNull().default(0),
    refundedTotalPoint: integer('refunded_total_point').notNull().default(0),
  },
  (t) => [
    uniqueIndex('user_points_user_id_unique').on(t.userId),
    check('user_points_now_point_check', sql`${t.nowPoint} >= 0`),
    check(
      'user_points_free_point_check',
      sql`${t.freePoint} >= 0 and ${t.freePoint} <= ${t.nowPoint}`,
    ),
    check('user_points_total_point_check', sql`${t.totalPoint} >= 0`),
    check('user_points_refund_processing_point_check', sql`${t.refundProcessingPoint} >= 0`),
    check('user_points_refunded_total_point_check', sql`${t.refundedTotalPoint} >= 0`),
  ],
);

/**
 * The ledger. `point` is the signed change (+ charge/free/refund-back, − use/withdraw) and
 * `balanceAfter` the wallet after it. `idempotencyKey` makes a retried request a no-op.
 */
export const pointHistories = pgTable(
  'point_histories',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: pointHistoryTypeEnum('type').notNull(),
    reason: text('reason').notNull(),
    point: integer('point').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What the points were for (an unlocked profile, an order, a withdrawal …). */
    targetType: text('target_type'),
    targetId: bigint('target_id', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('point_histories_idempotency_key_unique').on(t.idempotencyKey),
    index('point_histories_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('point_histories_target_idx').on(t.targetType, t.targetId),
    check('point_histories_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/** A request to refund/withdraw points to a bank account (reqPointRefund, myPointRefunds). */
export const pointWithdrawals = pgTable(
  'point_withdrawals',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: withdrawalStateEnum('state').notNull().default('REQUESTED'),
    point: integer('point').notNull(),
    /** The refund fee in won (points are 1 won each), fixed when requested (ADR 0029). */
    fee: integer('fee').notNull().default(0),
    requestingDate: timestampTz('requesting_date').notNull().defaultNow(),
    processingDate: timestampTz('processing_date'),
    failReason: text('fail_reason'),
    bankCodeId: idRef('bank_code_id').references(() => bankCodes.id, { onDelete: 'restrict' }),
    accountNumber: text('account_number'),
    accountHolder: text('account_holder'),
  },
  (t) => [
    index('point_withdrawals_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('point_withdrawals_state_idx').on(t.state),
    check('point_withdrawals_point_check', sql`${t.point} > 0`),
    check('point_withdrawals_fee_check', sql`${t.fee} >= 0 and ${t.fee} < ${t.point}`),
  ],
);
