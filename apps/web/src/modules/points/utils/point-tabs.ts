import { getSafeRedirectPath } from '../../auth/utils/route-access';

/** SPEC §2: /myPage/point?tab=1..4. The numbers are the public URL, so they stay. */
export const POINT_TABS = [
  { value: '1', label: '포인트 내역' },
  { value: '2', label: '포인트 충전' },
  { value: '3', label: '구독 관리' },
  { value: '4', label: '환불 신청' },
] as const;
export type PointTab = (typeof POINT_TABS)[number]['value'];

export const POINT_PAGE_PATH = '/myPage/point';

/** Any other or missing value opens 포인트 내역, so an old or mistyped link still works. */
export function readPointTab(value: string | null | undefined): PointTab {
  return POINT_TABS.find((tab) => tab.value === value)?.value ?? '1';
}

/** Longer than any page address of ours: a returnTo beyond it is not one. */
const RETURN_TO_MAX_LENGTH = 512;

/**
 * The page a member came from to charge points (?returnTo=…), or null: only a same-site path
 * (the rules of the login's ?redirect=, so never '//evil.example' or an auth page), and never the
 * point page or the payment route themselves, which would only lead back here.
 */
export function readReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_TO_MAX_LENGTH) return null;
  if (getSafeRedirectPath(value) !== value) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (pathname === POINT_PAGE_PATH || pathname.startsWith(`${POINT_PAGE_PATH}/`)) return null;
  if (pathname === '/payment' || pathname.startsWith('/payment/')) return null;
  return value;
}

/** Why the payment route sent the member back to 포인트 충전 (?payment=…). */
export const PAYMENT_NOTICES = ['failed', 'error'] as const;
export type PaymentNotice = (typeof PAYMENT_NOTICES)[number];

export function readPaymentNotice(value: string | null | undefined): PaymentNotice | null {
  return PAYMENT_NOTICES.find((notice) => notice === value) ?? null;
}

export type PointHrefOptions = {
  returnTo?: string | null;
  payment?: PaymentNotice | null;
  /** The order the payment notice is about (its receipt may say more). */
  moid?: string | null;
  /** 포인트 내역's view filter (?kind=), when not 전체. */
  kind?: string | null;
};

/**
 * /myPage/point?tab=2&returnTo=%2Fcompany%2F12 — returnTo rides along on every tab (a member who
 * looks at 포인트 내역 before charging still gets back), the payment notice only on 포인트 충전.
 */
export function buildPointHref(tab: PointTab, options: PointHrefOptions = {}): string {
  const params = new URLSearchParams({ tab });
  if (tab === '2' && options.payment) {
    params.set('payment', options.payment);
    if (options.moid) params.set('moid', options.moid);
  }
  if (tab === '1' && options.kind && options.kind !== 'all') params.set('kind', options.kind);
  const returnTo = readReturnTo(options.returnTo);
  if (returnTo) params.set('returnTo', returnTo);
  return `${POINT_PAGE_PATH}?${params.toString()}`;
}

/** 포인트 충전 from a page where points ran short, with the way back to it (SPEC: 포인트 부족). */
export function buildPointChargeHref(returnTo: string | null): string {
  return buildPointHref('2', { returnTo });
}
