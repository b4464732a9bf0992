import { formatDate, formatMoney, formatNumber, WITHDRAWAL_STATE_LABELS } from '@gongsa/domain';
import type { WithdrawalState } from '../../../graphql/generated/graphql';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import { formatPoint } from './order-receipt';

/** The refund terms the rule sentence links to. */
export const REFUND_TERMS_HREF = '/terms/refundTerms';

export type PointRefundInfoRow = {
  point: number;
  feeFreePoint: number;
  fee: number;
  refundAmount: number;
  feeRatePercent: number;
  feeFreeDays: number;
  minimumPoint: number;
};

/** The quote's four figures, as the summary lists them. */
export function describeRefundSummary(
  info: PointRefundInfoRow,
): Array<[term: string, value: string]> {
  return [
    ['환불 가능 포인트', formatPoint(info.point)],
    ['수수료 없는 포인트', formatPoint(info.feeFreePoint)],
    ['수수료', formatMoney(info.fee)],
    ['입금 예정 금액', formatMoney(info.refundAmount)],
  ];
}

/**
 * The rule in two sentences, from the API's numbers (ADR 0029): the fee-free withdrawal of a
 * recent, unused charge, the fee on the rest, and what is never refunded.
 */
export function describeRefundRule(info: PointRefundInfoRow): string[] {
  return [
    `최근 ${info.feeFreeDays}일 안에 충전한 포인트는 그 뒤로 포인트를 쓰지 않았다면 수수료 없이, 그 밖의 충전 포인트는 ${info.feeRatePercent}% 수수료를 빼고 돌려드려요.`,
    `보너스·무료 포인트는 환불되지 않으며, 환불 가능 포인트가 ${formatPoint(info.minimumPoint)} 이상일 때 남은 충전 포인트 전부를 한 번에 신청할 수 있어요.`,
  ];
}

/** The confirmation before reqPointRefund. */
export function describeRefundConfirmation(
  info: Pick<PointRefundInfoRow, 'point' | 'fee' | 'refundAmount'>,
): {
  title: string;
  message: string;
} {
  return {
    title: `${formatNumber(info.point)}포인트를 환불 신청합니다.`,
    message: `입금 예정 금액 ${formatMoney(info.refundAmount)} (수수료 ${formatMoney(info.fee)}). 신청한 포인트는 환불이 끝날 때까지 쓸 수 없어요.`,
  };
}

export type WithdrawalRow = {
  state: WithdrawalState;
  point: number;
  fee: number;
  refundAmount: number;
  requestingDate: string;
  processingDate?: string | null;
  failReason?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  accountHolder?: string | null;
};

export type WithdrawalTone = 'pending' | 'done' | 'failed' | 'muted';

const WITHDRAWAL_TONES: Readonly<Record<WithdrawalState, WithdrawalTone>> = {
  REQUESTED: 'pending',
  PROCESSING: 'pending',
  COMPLETED: 'done',
  FAILED: 'failed',
  CANCELED: 'muted',
};

export type WithdrawalView = {
  stateLabel: string;
  tone: WithdrawalTone;
  requestedText: string;
  /** '처리일 2026.11.30', or null before an operator acted. */
  processedText: string | null;
  pointText: string;
  feeText: string;
  amountText: string;
  /** '신한은행 110*****3057 (홍길동)', or null when the request has no account. */
  accountText: string | null;
  /** Why the payout failed (FAILED only). */
  failReason: string | null;
};

export function describeWithdrawal(row: WithdrawalRow): WithdrawalView {
  const account = [row.bankName, row.accountNumber].filter(Boolean).join(' ');
  const processed = formatDate(row.processingDate);
  return {
    stateLabel: WITHDRAWAL_STATE_LABELS[row.state],
    tone: WITHDRAWAL_TONES[row.state],
    requestedText: formatDate(row.requestingDate),
    processedText: processed ? `처리일 ${processed}` : null,
    pointText: formatPoint(row.point),
    feeText: formatMoney(row.fee),
    amountText: formatMoney(row.refundAmount),
    accountText: account
      ? row.accountHolder
        ? `${account} (${row.accountHolder})`
        : account
      : null,
    failReason: row.state === 'FAILED' ? (row.failReason ?? null) : null,
  };
}

export type RefundFormValues = { bankCode: string; accountNumber: string; accountHolder: string };
export type RefundFormField = keyof RefundFormValues;
export type RefundFormErrors = Partial<Record<RefundFormField, string>>;

export const REFUND_FORM_FIELDS: readonly RefundFormField[] = [
  'bankCode',
  'accountNumber',
  'accountHolder',
];

/** validateRefundForm (the shared zod schema), fetched when the form is first used. */
export const REFUND_VALIDATION = defineLazyModule(() => import('./refund-validation'));
