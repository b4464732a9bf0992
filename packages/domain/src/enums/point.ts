import { createEnumGuard } from './define-enum';

export const POINT_HISTORY_TYPES = [
  'CHARGE',
  'FREE',
  'USE',
  'REFUND',
  'WITHDRAW',
  'CANCEL',
] as const;
export type PointHistoryType = (typeof POINT_HISTORY_TYPES)[number];
export const POINT_HISTORY_TYPE_LABELS: Readonly<Record<PointHistoryType, string>> = {
  CHARGE: '충전',
  FREE: '무료 지급',
  USE: '사용',
  REFUND: '환불',
  WITHDRAW: '출금',
  CANCEL: '취소',
};
export const isPointHistoryType = createEnumGuard(POINT_HISTORY_TYPES);

export const WITHDRAWAL_STATES = [
  'REQUESTED',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELED',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
export const WITHDRAWAL_STATE_LABELS: Readonly<Record<WithdrawalState, string>> = {
  REQUESTED: '신청',
  PROCESSING: '처리중',
  COMPLETED: '완료',
  FAILED: '실패',
  CANCELED: '취소',
};
export const isWithdrawalState = createEnumGuard(WITHDRAWAL_STATES);

export const ITEM_TYPES = ['POINT', 'SUBSCRIPTION'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  POINT: '포인트',
  SUBSCRIPTION: '정기 구독',
};
export const isItemType = createEnumGuard(ITEM_TYPES);

export const ORDER_STATES = ['READY', 'SUCCESS', 'FAILED', 'CANCELED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  READY: '결제 대기',
  SUCCESS: '결제 완료',
  FAILED: '결제 실패',
  CANCELED: '결제 취소',
};
export const isOrderState = createEnumGuard(ORDER_STATES);

/**
 * A subscription's billing state (issue 14): PENDING while its first charge runs, ACTIVE when paid,
 * PAST_DUE while a declined renewal is retried (access continues through the grace period), ENDED
 * when it lapsed or its first charge failed. A cancelled subscription stays ACTIVE until it expires.
 */
export const SUBSCRIPTION_STATES = ['PENDING', 'ACTIVE', 'PAST_DUE', 'ENDED'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];
export const SUBSCRIPTION_STATE_LABELS: Readonly<Record<SubscriptionState, string>> = {
  PENDING: '결제 중',
  ACTIVE: '이용 중',
  PAST_DUE: '결제 재시도 중',
  ENDED: '종료',
};
export const isSubscriptionState = createEnumGuard(SUBSCRIPTION_STATES);

/** One renewal charge of a subscription period (the idempotency unit: one row per period). */
export const SUBSCRIPTION_CHARGE_STATES = ['PENDING', 'PAID', 'DECLINED', 'UNKNOWN'] as const;
export type SubscriptionChargeState = (typeof SUBSCRIPTION_CHARGE_STATES)[number];
