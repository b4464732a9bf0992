import { createEnumOptions } from './define-enum';
import { PRICE_RANGES, SERVICE_PRICE_TYPES, type PriceRange, type ServicePriceType } from './price';

// The Korean labels of the price ranges, apart from price.ts: the header's search reads the
// bands (URL parsing) on every page; only filters, cards and forms show the labels.

export const PRICE_RANGE_LABELS: Readonly<Record<PriceRange, string>> = {
  LESSTHEN_500: '500만원 미만',
  OVER_500_LESSTHEN_1000: '500만원 이상 ~ 1,000만원 미만',
  OVER_1000_LESSTHEN_3000: '1,000만원 이상 ~ 3,000만원 미만',
  OVER_3000_LESSTHEN_5000: '3,000만원 이상 ~ 5,000만원 미만',
  OVER_5000_LESSTHEN_10000: '5,000만원 이상 ~ 1억원 미만',
  OVER_10000: '1억원 이상',
  DAILY_WORK: '일당 계약',
  NURI_AGENCY: '누리장터 대행',
};
export const PRICE_RANGE_OPTIONS = createEnumOptions(PRICE_RANGES, PRICE_RANGE_LABELS);

export const SERVICE_PRICE_TYPE_LABELS: Readonly<Record<ServicePriceType, string>> = {
  WRITE: '직접 입력',
  ...PRICE_RANGE_LABELS,
};
export const SERVICE_PRICE_TYPE_OPTIONS = createEnumOptions(
  SERVICE_PRICE_TYPES,
  SERVICE_PRICE_TYPE_LABELS,
);
