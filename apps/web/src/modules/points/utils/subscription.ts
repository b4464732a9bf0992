import { formatDate, formatMoney, SUBSCRIPTION_STATE_LABELS } from '@gongsa/domain';
import type { SubscriptionState } from '../../../graphql/generated/graphql';

/** What a plan grants, by its `auth` (items.auth): the words a member reads. */
const PLAN_GRANTS: Readonly<Record<string, string>> = {
  FINANCIAL_INFO_FREE: '모든 기업 재무·신용 정보 무료 열람',
};

export type SubscriptionPlanRow = { name: string; price: number; auth?: string | null };

export type SubscriptionPlanView = {
  /** '9,900원/월' */
  priceText: string;
  /** What the plan gives, or null for a plan whose permission we have no words for. */
  grantText: string | null;
  /** The confirmation before the first charge: '매월 9,900원이 결제됩니다.' */
  chargeNotice: string;
};

export function describeSubscriptionPlan(plan: SubscriptionPlanRow): SubscriptionPlanView {
  const price = formatMoney(plan.price);
  return {
    priceText: `${price}/월`,
    grantText: plan.auth ? (PLAN_GRANTS[plan.auth] ?? null) : null,
    chargeNotice: `매월 ${price}이 결제됩니다.`,
  };
}

export type RegularPaymentRow = {
  state: SubscriptionState;
  isCanceled: boolean;
  expiresAt: string;
  nextBillingAt?: string | null;
  cardName?: string | null;
  cardNumber?: string | null;
};

export type RegularPaymentTone = 'active' | 'warning' | 'ending';

export type RegularPaymentView = {
  /** 이용 중, 결제 재시도 중, 구독 종료 예정, 결제 중, 종료 */
  stateLabel: string;
  tone: RegularPaymentTone;
  /** A sentence under the state when it needs one, else null. */
  note: string | null;
  /** 'YYYY.MM.DD' (Korean time), or null when nothing more will be charged. */
  nextBillingText: string | null;
  /** '신한카드 1234-****-****-3456', or null when no card is on it. */
  cardText: string | null;
};

/** formatCardLabel('신한카드', '1234-****-****-3456') → '신한카드 1234-****-****-3456'. */
export function formatCardLabel(
  cardName?: string | null,
  cardNumber?: string | null,
): string | null {
  const text = [cardName, cardNumber].filter(Boolean).join(' ');
  return text === '' ? null : text;
}

/**
 * The plan card's words (ADR 0029): a cancelled plan stays ACTIVE until it expires, and is then
 * 구독 종료 예정 with the last day; PAST_DUE keeps access while the card is retried.
 */
export function describeRegularPayment(payment: RegularPaymentRow): RegularPaymentView {
  const cardText = formatCardLabel(payment.cardName, payment.cardNumber);
  const nextBillingText = payment.isCanceled ? null : formatDate(payment.nextBillingAt) || null;
  if (payment.isCanceled) {
    return {
      stateLabel: '구독 종료 예정',
      tone: 'ending',
      note: `${formatDate(payment.expiresAt)}까지 이용할 수 있어요.`,
      nextBillingText: null,
      cardText,
    };
  }
  if (payment.state === 'PAST_DUE') {
    return {
      stateLabel: SUBSCRIPTION_STATE_LABELS.PAST_DUE,
      tone: 'warning',
      note: '최근 결제가 승인되지 않아 다시 결제를 시도하고 있어요. 그동안에도 계속 이용할 수 있어요. 카드를 확인하거나 다른 카드로 바꿔 주세요.',
      nextBillingText,
      cardText,
    };
  }
  if (payment.state === 'PENDING') {
    return {
      stateLabel: SUBSCRIPTION_STATE_LABELS.PENDING,
      tone: 'warning',
      note: '첫 결제 결과를 확인하고 있어요. 잠시 후 다시 확인해 주세요.',
      nextBillingText,
      cardText,
    };
  }
  return {
    stateLabel: SUBSCRIPTION_STATE_LABELS[payment.state],
    tone: payment.state === 'ENDED' ? 'ending' : 'active',
    note: null,
    nextBillingText,
    cardText,
  };
}

/** The cancellation's confirmation: access stays until the paid period ends. */
export function describeCancelConfirmation(payment: Pick<RegularPaymentRow, 'expiresAt'>): string {
  return `해지해도 ${formatDate(payment.expiresAt)}까지는 계속 이용할 수 있고, 그 뒤로는 결제되지 않아요.`;
}
