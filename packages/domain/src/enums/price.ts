import { createEnumGuard } from './define-enum';

/** The six amount bands, in units of 10,000 won (만원). */
export const PRICE_BANDS = [
  'LESSTHEN_500',
  'OVER_500_LESSTHEN_1000',
  'OVER_1000_LESSTHEN_3000',
  'OVER_3000_LESSTHEN_5000',
  'OVER_5000_LESSTHEN_10000',
  'OVER_10000',
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

/** Filter and announcement price ranges: the amount bands plus the two non-amount kinds. */
export const PRICE_RANGES = [...PRICE_BANDS, 'DAILY_WORK', 'NURI_AGENCY'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const isPriceRange = createEnumGuard(PRICE_RANGES);
export const isPriceBand = createEnumGuard(PRICE_BANDS);

/**
 * Band limits in 만원, lower bound inclusive and upper bound exclusive, exactly as the labels
 * read ('이상' / '미만'). `maxManwon: null` means open-ended.
 */
export const PRICE_BAND_BOUNDS_MANWON: Readonly<
  Record<PriceBand, { minManwon: number; maxManwon: number | null }>
> = {
  LESSTHEN_500: { minManwon: 0, maxManwon: 500 },
  OVER_500_LESSTHEN_1000: { minManwon: 500, maxManwon: 1000 },
  OVER_1000_LESSTHEN_3000: { minManwon: 1000, maxManwon: 3000 },
  OVER_3000_LESSTHEN_5000: { minManwon: 3000, maxManwon: 5000 },
  OVER_5000_LESSTHEN_10000: { minManwon: 5000, maxManwon: 10000 },
  OVER_10000: { minManwon: 10000, maxManwon: null },
};

/** The band an amount (in 만원) falls into; negative or non-finite amounts have none. */
export function findPriceBand(amountManwon: number): PriceBand | undefined {
  if (!Number.isFinite(amountManwon) || amountManwon < 0) return undefined;
  return PRICE_BANDS.find((band) => {
    const { minManwon, maxManwon } = PRICE_BAND_BOUNDS_MANWON[band];
    return amountManwon >= minManwon && (maxManwon === null || amountManwon < maxManwon);
  });
}

/** How an announcement or portfolio states its price: typed in, or one of the ranges. */
export const SERVICE_PRICE_TYPES = ['WRITE', ...PRICE_RANGES] as const;
export type ServicePriceType = (typeof SERVICE_PRICE_TYPES)[number];
export const isServicePriceType = createEnumGuard(SERVICE_PRICE_TYPES);

/** SPEC §5: only these price types carry a `servicePrice` amount; all others send null. */
export const SERVICE_PRICE_TYPES_WITH_AMOUNT = ['WRITE', 'OVER_10000', 'NURI_AGENCY'] as const;
export const hasServicePriceAmount = createEnumGuard(SERVICE_PRICE_TYPES_WITH_AMOUNT);
