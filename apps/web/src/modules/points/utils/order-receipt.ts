import { formatDateTime, formatMoney, formatNumber } from '@gongsa/domain';

/** SPEC §3: the payment methods of the window (NicePay's PayMethod). */
const PAY_METHOD_LABELS: Readonly<Record<string, string>> = {
  CARD: '신용카드',
  BANK: '계좌이체',
};

/** '신용카드' for CARD, '계좌이체' for BANK; another method by its code, none as '-'. */
export function formatPayMethod(payMethod: string | null | undefined): string {
  if (!payMethod) return '-';
  return PAY_METHOD_LABELS[payMethod] ?? payMethod;
}

/** '1,000P'. */
export function formatPoint(point: number): string {
  return `${formatNumber(point)}P`;
}

/** A point pack as its card shows it. */
export type PaymentItemRow = { name: string; point: number; freePoint: number; price: number };

export type PaymentItemView = {
  pointText: string;
  /** '+500P', or null when the pack has no bonus. */
  bonusText: string | null;
  priceText: string;
  /** Points credited in all (paid + bonus). */
  totalText: string;
};

export function describePaymentItem(item: PaymentItemRow): PaymentItemView {
  return {
    pointText: formatPoint(item.point),
    bonusText: item.freePoint > 0 ? `+${formatPoint(item.freePoint)}` : null,
    priceText: formatMoney(item.price),
    totalText: formatPoint(item.point + item.freePoint),
  };
}

export type OrderReceiptRow = {
  moid: string;
  goodsName: string;
  amount: number;
  point: number;
  freePoint: number;
  payMethod?: string | null;
  paidAt?: string | null;
};

/** The rows of a paid order's receipt, in the order they read. */
export function describeOrderReceipt(order: OrderReceiptRow): Array<[term: string, value: string]> {
  return [
    ['상품', order.goodsName],
    ['결제 금액', formatMoney(order.amount)],
    ['충전 포인트', formatPoint(order.point)],
    ['보너스', order.freePoint > 0 ? `+${formatPoint(order.freePoint)}` : '없음'],
    ['결제 수단', formatPayMethod(order.payMethod)],
    ['결제 일시', formatDateTime(order.paidAt) || '-'],
    ['주문번호', order.moid],
  ];
}
