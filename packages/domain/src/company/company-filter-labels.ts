import { createEnumOptions } from '../enums/define-enum';
import {
  SALES_AMOUNT_BANDS,
  STAT_RANGES,
  type SalesAmountBand,
  type StatRange,
} from './company-filter';

// The filters' Korean labels, apart from company-filter.ts: the header's search builds /company
// URLs on every page; only the filter panel and its chips show the labels.

export const SALES_AMOUNT_BAND_LABELS: Readonly<Record<SalesAmountBand, string>> = {
  LESSTHEN_10: '10억 미만',
  OVER_10_LESSTHEN_50: '10억 ~ 50억',
  OVER_50_LESSTHEN_100: '50억 ~ 100억',
  OVER_100_LESSTHEN_500: '100억 ~ 500억',
  OVER_500: '500억 이상',
};
export const SALES_AMOUNT_BAND_OPTIONS = createEnumOptions(
  SALES_AMOUNT_BANDS,
  SALES_AMOUNT_BAND_LABELS,
);

export const STAT_RANGE_LABELS: Readonly<Record<StatRange, string>> = {
  REVIEW_1: '리뷰 1개 이상',
  REVIEW_5: '리뷰 5개 이상',
  REVIEW_10: '리뷰 10개 이상',
  RATING_4: '평점 4.0 이상',
  RATING_4_5: '평점 4.5 이상',
};
export const STAT_RANGE_OPTIONS = createEnumOptions(STAT_RANGES, STAT_RANGE_LABELS);
