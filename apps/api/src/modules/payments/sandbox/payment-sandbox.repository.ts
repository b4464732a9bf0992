import { paymentSandboxBillingKeys, paymentSandboxTransactions } from '@gongsa/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../app/database';

export type SandboxTransactionState =
  'AUTHENTICATED' | 'APPROVED' | 'DECLINED' | 'NET_CANCELLED' | 'CANCELLED';

export type SandboxTransaction = {
  kind: 'WINDOW' | 'BILLING';
  tid: string;
  authToken: string | null;
  bid: string | null;
  mid: string;
  moid: string;
  goodsName: string;
  payMethod: string;
  amount: number;
  state: SandboxTransactionState;
  isDeclineTest: boolean;
  isDelayTest: boolean;
  tokenExpiresAt: Date | null;
  resultCode: string | null;
  approvedAt: Date | null;
  netCancelledAt: Date | null;
  cancelledAmount: number;
  cancelledAt: Date | null;
};

const transactionColumns = {
  kind: paymentSandboxTransactions.kind,
  tid: paymentSandboxTransactions.tid,
  authToken: paymentSandboxTransactions.authToken,
  bid: paymentSandboxTransactions.bid,
  mid: paymentSandboxTransactions.mid,
  moid: paymentSandboxTransactions.moid,
  goodsName: paymentSandboxTransactions.goodsName,
  payMethod: paymentSandboxTransactions.payMethod,
  amount: paymentSandboxTransactions.amount,
  state: paymentSandboxTransactions.state,
  isDeclineTest: paymentSandboxTransactions.isDeclineTest,
  isDelayTest: paymentSandboxTransactions.isDelayTest,
  tokenExpiresAt: paymentSandboxTransactions.tokenExpiresAt,
  resultCode: paymentSandboxTransactions.resultCode,
  approvedAt: paymentSandboxTransactions.approvedAt,
  netCancelledAt: paymentSandboxTransactions.netCancelledAt,
  cancelledAmount: paymentSandboxTransactions.cancelledAmount,
  cancelledAt: paymentSandboxTransactions.cancelledAt,
};

function toTransaction(row: Record<keyof typeof transactionColumns, unknown>): SandboxTransaction {
  return row as SandboxTransaction;
}

/** Inserts a transaction; false when its TID (or AuthToken) is taken already. */
export async function insertSandboxTransaction(
  db: Database,
  transaction: Omit<
    SandboxTransaction,
    'approvedAt' | 'netCancelledAt' | 'cancelledAmount' | 'cancelledAt'
  > & { approvedAt?: Date | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentSandboxTransactions)
    .values(transaction)
    .onConflictDoNothing()
    .returning({ id: paymentSandboxTransactions.id });
  return inserted.length === 1;
}

export async function findSandboxTransactionByToken(
  db: Database,
  authToken: string,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(paymentSandboxTransactions)
    .where(eq(paymentSandboxTransactions.authToken, authToken))
    .limit(1);
  return row ? toTransaction(row) : null;
}

export async function findSandboxTransactionByTid(
  db: Database,
  tid: string,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .select(transactionColumns)
    .from(paymentSandboxTransactions)
    .where(eq(paymentSandboxTransactions.tid, tid))
    .limit(1);
  return row ? toTransaction(row) : null;
}

/**
 * Settles an authenticated token (APPROVED or DECLINED) if it is still AUTHENTICATED: of two
 * approvals of one token, exactly one gets the row back.
 */
export async function settleAuthenticatedToken(
  db: Database,
  input: {
    authToken: string;
    state: 'APPROVED' | 'DECLINED';
    resultCode: string;
    now: Date;
  },
): Promise<boolean> {
  const updated = await db
    .update(paymentSandboxTransactions)
    .set({
      state: input.state,
      resultCode: input.resultCode,
      approvedAt: input.state === 'APPROVED' ? input.now : null,
    })
    .where(
      and(
        eq(paymentSandboxTransactions.authToken, input.authToken),
        eq(paymentSandboxTransactions.state, 'AUTHENTICATED'),
      ),
    )
    .returning({ id: paymentSandboxTransactions.id });
  return updated.length === 1;
}

/** Net-cancels a token that was authenticated or approved; false when there was nothing to undo. */
export async function netCancelToken(
  db: Database,
  input: { authToken: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(paymentSandboxTransactions)
    .set({ state: 'NET_CANCELLED', netCancelledAt: input.now })
    .where(
      and(
        eq(paymentSandboxTransactions.authToken, input.authToken),
        inArray(paymentSandboxTransactions.state, ['AUTHENTICATED', 'APPROVED']),
      ),
    )
    .returning({ id: paymentSandboxTransactions.id });
  return updated.length === 1;
}

/**
 * Cancels `amount` of an approved transaction in one statement (two concurrent partial cancels
 * cannot pass the total): the row becomes CANCELLED when nothing is left. Null when the row was
 * not APPROVED or the amount is more than what is left.
 */
export async function cancelSandboxTransaction(
  db: Database,
  input: { tid: string; amount: number; now: Date },
): Promise<{ cancelledAmount: number; amount: number } | null> {
  const cancelled = sql`${paymentSandboxTransactions.cancelledAmount} + ${input.amount}`;
  const [row] = await db
    .update(paymentSandboxTransactions)
    .set({
      cancelledAmount: sql`${cancelled}`,
      cancelledAt: input.now,
      state: sql`case when ${cancelled} = ${paymentSandboxTransactions.amount} then 'CANCELLED' else ${paymentSandboxTransactions.state} end`,
    })
    .where(
      and(
        eq(paymentSandboxTransactions.tid, input.tid),
        eq(paymentSandboxTransactions.state, 'APPROVED'),
        sql`${cancelled} <= ${paymentSandboxTransactions.amount}`,
      ),
    )
    .returning({
      cancelledAmount: paymentSandboxTransactions.cancelledAmount,
      amount: paymentSandboxTransactions.amount,
    });
  return row ?? null;
}

export type SandboxBillingKey = {
  bid: string;
  mid: string;
  cardName: string;
  maskedCardNumber: string;
  isDeclineCharges: boolean;
  deletedAt: Date | null;
};

export async function insertSandboxBillingKey(
  db: Database,
  key: Omit<SandboxBillingKey, 'deletedAt'> & { moid: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentSandboxBillingKeys)
    .values(key)
    .onConflictDoNothing()
    .returning({ id: paymentSandboxBillingKeys.id });
  return inserted.length === 1;
}

export async function findSandboxBillingKey(
  db: Database,
  bid: string,
): Promise<SandboxBillingKey | null> {
  const [row] = await db
    .select({
      bid: paymentSandboxBillingKeys.bid,
      mid: paymentSandboxBillingKeys.mid,
      cardName: paymentSandboxBillingKeys.cardName,
      maskedCardNumber: paymentSandboxBillingKeys.maskedCardNumber,
      isDeclineCharges: paymentSandboxBillingKeys.isDeclineCharges,
      deletedAt: paymentSandboxBillingKeys.deletedAt,
    })
    .from(paymentSandboxBillingKeys)
    .where(eq(paymentSandboxBillingKeys.bid, bid))
    .limit(1);
  return row ?? null;
}

export async function removeSandboxBillingKey(
  db: Database,
  input: { bid: string; now: Date },
): Promise<void> {
  await db
    .update(paymentSandboxBillingKeys)
    .set({ deletedAt: input.now })
    .where(
      and(
        eq(paymentSandboxBillingKeys.bid, input.bid),
        isNull(paymentSandboxBillingKeys.deletedAt),
      ),
    );
}
