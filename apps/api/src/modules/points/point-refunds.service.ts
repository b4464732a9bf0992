import {
  formatNumber,
  pointRefundRequestSchema,
  POINT_REFUND_RULE,
  quotePointRefund,
  WITHDRAWAL_STATE_LABELS,
  withJosa,
  type PointRefundQuote,
  type WithdrawalState,
} from '@gongsa/domain';
import { requireUserId, type Context } from '../../context';
import { BadUserInputError, ConflictError, NotFoundError, toBadUserInputError } from '../../errors';
import { requireAdmin } from '../../platform/authz/require';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { enqueue } from '../../platform/jobs/enqueue';
import { recordAudit } from '../audit';
import { findBankCodeByCode } from '../bank-codes';
import {
  findPointRefund,
  findPointRefundPage,
  findRecentChargeFacts,
  findWallet,
  insertPointRefund,
  lockPointRefund,
  reservePointsForRefund,
  returnRefundPoints,
  settleRefundedPoints,
  updatePointRefundState,
  type PointRefundRow,
  type WalletRow,
} from './point-refunds.repository';

const DAY_MS = 86_400_000;

export const REFUND_MESSAGES = {
  belowMinimum: (point: number) =>
    `환불할 수 있는 유료 포인트가 ${formatNumber(POINT_REFUND_RULE.minimumPoint)}P 이상일 때 신청할 수 있습니다. (지금 ${formatNumber(point)}P)`,
  bankNotFound: '선택한 은행을 찾을 수 없습니다. 은행을 다시 선택해 주세요.',
  notFound: '환불 신청을 찾을 수 없습니다.',
  transition: (from: WithdrawalState, to: WithdrawalState) =>
    `${WITHDRAWAL_STATE_LABELS[from]} 상태의 환불 신청은 ${withJosa(WITHDRAWAL_STATE_LABELS[to], '으로/로')} 바꿀 수 없습니다.`,
  failReasonRequired: '환불 실패 사유를 입력해 주세요.',
  inProgress: (point: number) =>
    `환불 신청한 ${formatNumber(point)}P를 처리하고 있습니다. 처리가 끝난 뒤 남은 유료 포인트가 ${formatNumber(POINT_REFUND_RULE.minimumPoint)}P 이상이면 다시 신청할 수 있습니다.`,
} as const;

/** myPointRefundInfo: what a refund requested now would take and pay, and the rule behind it. */
export type PointRefundInfoView = PointRefundQuote & {
  refundProcessingPoint: number;
  /** Why no request is possible now (null when it is). */
  message: string | null;
  feeRatePercent: number;
  feeFreeDays: number;
  minimumPoint: number;
};

async function quoteFor(
  db: Context['db'],
  userId: number,
  wallet: WalletRow | null,
  now: Date,
): Promise<PointRefundQuote> {
  const paidBalance = wallet ? wallet.nowPoint - wallet.freePoint : 0;
  const facts = await findRecentChargeFacts(
    db,
    userId,
    new Date(now.getTime() - POINT_REFUND_RULE.feeFreeDays * DAY_MS),
  );
  return quotePointRefund({ paidBalance, ...facts });
}

function toInfo(quote: PointRefundQuote, wallet: WalletRow | null): PointRefundInfoView {
  return {
    ...quote,
    refundProcessingPoint: wallet?.refundProcessingPoint ?? 0,
    message: quote.isRequestable
      ? null
      : wallet && wallet.refundProcessingPoint > 0
        ? REFUND_MESSAGES.inProgress(wallet.refundProcessingPoint)
        : REFUND_MESSAGES.belowMinimum(quote.point),
    feeRatePercent: POINT_REFUND_RULE.feeRatePercent,
    feeFreeDays: POINT_REFUND_RULE.feeFreeDays,
    minimumPoint: POINT_REFUND_RULE.minimumPoint,
  };
}

export async function findMyPointRefundInfo(
  ctx: Pick<Context, 'db' | 'viewer'>,
  now: Date = new Date(),
): Promise<PointRefundInfoView> {
  const userId = requireUserId(ctx.viewer);
  const wallet = await findWallet(ctx.db, userId);
  return toInfo(await quoteFor(ctx.db, userId, wallet, now), wallet);
}

/** One refund request as its owner sees it (the account number masked). */
export type PointRefundView = Omit<PointRefundRow, 'userId' | 'accountNumber'> & {
  refundAmount: number;
  accountNumber: string | null;
};

/** 110482193057 → 110*****3057: enough to recognise one's account, not to copy it. */
export function maskAccountNumber(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  if (accountNumber.length <= 7)
    return `${accountNumber.slice(0, 1)}${'*'.repeat(accountNumber.length - 1)}`;
  return `${accountNumber.slice(0, 3)}${'*'.repeat(accountNumber.length - 7)}${accountNumber.slice(-4)}`;
}

function toView(row: PointRefundRow): PointRefundView {
  const { userId: _userId, accountNumber, ...rest } = row;
  return {
    ...rest,
    refundAmount: row.point - row.fee,
    accountNumber: maskAccountNumber(accountNumber),
  };
}

/**
 * reqPointRefund: the member's unused paid points, all of them, move to refund processing at once
 * (they cannot be spent while an operator pays them out), with the fee the rule gives now.
 */
export async function requestPointRefund(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp'>,
  input: unknown,
  now: Date = new Date(),
): Promise<PointRefundView> {
  const userId = requireUserId(ctx.viewer);
  const parsed = pointRefundRequestSchema.safeParse(input);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const bank = await findBankCodeByCode(ctx.db, parsed.data.bankCode);
  if (!bank) throw new BadUserInputError(REFUND_MESSAGES.bankNotFound);
  const refundId = await ctx.db.transaction(async (tx) => {
    const wallet = await findWallet(tx, userId, { lock: true });
    const quote = await quoteFor(tx, userId, wallet, now);
    if (!quote.isRequestable)
      throw new BadUserInputError(REFUND_MESSAGES.belowMinimum(quote.point));
    const id = await insertPointRefund(tx, {
      userId,
      point: quote.point,
      fee: quote.fee,
      bankCodeId: bank.id,
      accountNumber: parsed.data.accountNumber,
      accountHolder: parsed.data.accountHolder,
      now,
    });
    await reservePointsForRefund(tx, {
      userId,
      point: quote.point,
      withdrawalId: id,
      reason: `포인트 환불 신청 (${bank.name})`,
    });
    await recordAudit(tx, ctx, {
      action: 'points.refundRequested',
      targetType: 'WITHDRAWAL',
      targetId: id,
      detail: { point: quote.point, fee: quote.fee },
    });
    return id;
  });
  const row = await findPointRefund(ctx.db, refundId);
  if (!row) throw new NotFoundError(REFUND_MESSAGES.notFound);
  return toView(row);
}

export async function findMyPointRefunds(
  ctx: Pick<Context, 'db' | 'viewer'>,
  paging: ConnectionArgs,
): Promise<Connection<PointRefundView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findPointRefundPage(ctx.db, userId, request);
  return toConnection(rows.map(toView), request, totalCount, (row) => ({
    sortValue: null,
    id: row.id,
  }));
}

const NEXT_STATES: Readonly<Record<WithdrawalState, readonly WithdrawalState[]>> = {
  REQUESTED: ['PROCESSING', 'FAILED'],
  PROCESSING: ['COMPLETED', 'FAILED'],
  COMPLETED: [],
  FAILED: [],
  CANCELED: [],
};

/**
 * An operator moves a refund on (the back office comes later; this is its service): REQUESTED →
 * PROCESSING → COMPLETED (the points leave for good) or FAILED (they return to the balance, with
 * a ledger row and the reason the member reads).
 */
export async function advancePointRefund(
  ctx: Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp'>,
  input: { id: number; state: 'PROCESSING' | 'COMPLETED' | 'FAILED'; failReason?: string },
  now: Date = new Date(),
): Promise<PointRefundView> {
  requireAdmin(ctx.viewer);
  const failReason = input.failReason?.trim() ?? '';
  if (input.state === 'FAILED' && failReason === '') {
    throw new BadUserInputError(REFUND_MESSAGES.failReasonRequired);
  }
  await ctx.db.transaction(async (tx) => {
    const refund = await lockPointRefund(tx, input.id);
    if (!refund) throw new NotFoundError(REFUND_MESSAGES.notFound);
    if (!NEXT_STATES[refund.state].includes(input.state)) {
      throw new ConflictError(REFUND_MESSAGES.transition(refund.state, input.state));
    }
    await updatePointRefundState(tx, refund.id, {
      state: input.state,
      now,
      failReason: input.state === 'FAILED' ? failReason : null,
    });
    if (input.state === 'COMPLETED') {
      await settleRefundedPoints(tx, refund.userId, refund.point);
      await enqueue(tx, 'notification.pointsRefunded', {
        refundId: refund.id,
        recipientUserId: refund.userId,
      });
    }
    if (input.state === 'FAILED') {
      await returnRefundPoints(tx, {
        userId: refund.userId,
        point: refund.point,
        withdrawalId: refund.id,
        reason: '포인트 환불 실패로 반환',
      });
    }
    await recordAudit(tx, ctx, {
      action: 'points.refundAdvanced',
      targetType: 'WITHDRAWAL',
      targetId: refund.id,
      detail: { from: refund.state, to: input.state, point: refund.point },
    });
  });
  const row = await findPointRefund(ctx.db, input.id);
  if (!row) throw new NotFoundError(REFUND_MESSAGES.notFound);
  return toView(row);
}
