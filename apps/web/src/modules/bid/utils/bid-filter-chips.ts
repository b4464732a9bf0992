import {
  FIELD_INFO_LABELS,
  ORDER_TYPE_LABELS,
  PRICE_RANGE_LABELS,
  WORK_TYPE_LABELS,
  type BidSearchParams,
} from '@gongsa/domain';
import { labelLocation } from '../../company/utils/company-locations';
import {
  describeCategoryChips,
  describeValueChips,
  type CategoryName,
  type FilterChip,
} from '../../listing/utils/filter-chips';
import { applyBidFilters, isIncludingClosed } from './bid-list-query';

export type BidFilterChip = FilterChip<BidSearchParams>;

/** One removable chip per selected filter value, in the panel's order. */
export function describeBidFilterChips(
  params: BidSearchParams,
  categoryNames: ReadonlyMap<number, CategoryName>,
): BidFilterChip[] {
  const chips: BidFilterChip[] = [];
  if (params.search) {
    chips.push({
      key: 'search',
      label: `검색어 · ${params.search}`,
      next: applyBidFilters(params, { search: '' }),
    });
  }
  chips.push(
    ...describeCategoryChips(params.categories, categoryNames, (categories) =>
      applyBidFilters(params, { categories }),
    ),
  );
  chips.push(
    ...describeValueChips(params.locations, {
      keyPrefix: 'location',
      label: (location) => `지역 · ${labelLocation(location)}`,
      withValues: (locations) => applyBidFilters(params, { locations }),
    }),
  );
  chips.push(
    ...describeValueChips(params.workTypes, {
      keyPrefix: 'work',
      label: (workType) => `공사 종류 · ${WORK_TYPE_LABELS[workType]}`,
      withValues: (workTypes) => applyBidFilters(params, { workTypes }),
    }),
  );
  chips.push(
    ...describeValueChips(params.orderTypes, {
      keyPrefix: 'order',
      label: (orderType) => `발주 · ${ORDER_TYPE_LABELS[orderType]}`,
      withValues: (orderTypes) => applyBidFilters(params, { orderTypes }),
    }),
  );
  chips.push(
    ...describeValueChips(params.fieldInfos, {
      keyPrefix: 'field',
      label: (fieldInfo) => `시설 · ${FIELD_INFO_LABELS[fieldInfo]}`,
      withValues: (fieldInfos) => applyBidFilters(params, { fieldInfos }),
    }),
  );
  chips.push(
    ...describeValueChips(params.priceRange, {
      keyPrefix: 'price',
      label: (range) => `금액 · ${PRICE_RANGE_LABELS[range]}`,
      withValues: (priceRange) => applyBidFilters(params, { priceRange }),
    }),
  );
  if (params.emergency) {
    chips.push({
      key: 'emergency',
      label: '긴급 공고만',
      next: applyBidFilters(params, { emergency: false }),
    });
  }
  if (isIncludingClosed(params.states)) {
    chips.push({
      key: 'states',
      label: '마감된 공고 포함',
      next: applyBidFilters(params, { states: [] }),
    });
  }
  return chips;
}
