import {
  formatKoreanMoney,
  hasServicePriceAmount,
  isPriceRange,
  PRICE_RANGE_LABELS,
  type ServicePriceType,
} from '@gongsa/domain';

/**
 * How an announcement's budget reads: the amount in 만/억 원 when one was typed (WRITE, and the
 * open-ended 1억원 이상 or 누리장터 대행 with a figure), otherwise the range label. A typed price
 * without an amount cannot be shown as a number, so it reads as negotiable.
 */
export function formatAnnouncementPrice(
  servicePriceType: ServicePriceType | string,
  servicePrice: number | null | undefined,
): string {
  const hasAmount =
    hasServicePriceAmount(servicePriceType) &&
    typeof servicePrice === 'number' &&
    Number.isFinite(servicePrice) &&
    servicePrice > 0;
  const amount = hasAmount ? formatKoreanMoney(servicePrice) : '';
  if (servicePriceType === 'WRITE') return amount || '금액 협의';
  if (!isPriceRange(servicePriceType)) return amount || '금액 협의';
  const label = PRICE_RANGE_LABELS[servicePriceType];
  if (!amount) return label;
  return servicePriceType === 'NURI_AGENCY' ? `${label} · ${amount}` : amount;
}
