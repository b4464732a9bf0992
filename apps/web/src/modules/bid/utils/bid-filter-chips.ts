import {
  FIELD_INFO_LABELS,
  ORDER_TYPE_LABELS,
  PRICE_RANGE_LABELS,
  WORK_TYPE_LABELS,
  type BidSearchParams,
} from '@gongsa/domain';
import type { CategoryName } from '../../company/utils/company-filter-chips';
import { labelLocation } from '../../company/utils/company-locations';
import { applyBidFilters, isIncludingClosed } from './bid-list-query';

export type BidFilterChip = {
  key: string;
  /** What the chip shows, e.g. '지역 · 서울 강남구'. */
  label: string;
  /** The search without this filter (page 1). */
  next: BidSearchParams;
};

function without<T>(list: readonly T[], item: T): T[] {
  return list.filter((value) => value !== item);
}

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
  chips.push(...describeCategoryChips(params, categoryNames));
  for (const location of params.locations) {
    chips.push({
      key: `location-${location}`,
      label: `지역 · ${labelLocation(location)}`,
      next: applyBidFilters(params, { locations: without(params.locations, location) }),
    });
  }
  for (const workType of params.workTypes) {
    chips.push({
      key: `work-${workType}`,
      label: `공사 종류 · ${WORK_TYPE_LABELS[workType]}`,
      next: applyBidFilters(params, { workTypes: without(params.workTypes, workType) }),
    });
  }
  for (const orderType of params.orderTypes) {
    chips.push({
      key: `order-${orderType}`,
      label: `발주 · ${ORDER_TYPE_LABELS[orderType]}`,
      next: applyBidFilters(params, { orderTypes: without(params.orderTypes, orderType) }),
    });
  }
  for (const fieldInfo of params.fieldInfos) {
    chips.push({
      key: `field-${fieldInfo}`,
      label: `시설 · ${FIELD_INFO_LABELS[fieldInfo]}`,
      next: applyBidFilters(params, { fieldInfos: without(params.fieldInfos, fieldInfo) }),
    });
  }
  for (const range of params.priceRange) {
    chips.push({
      key: `price-${range}`,
      label: `금액 · ${PRICE_RANGE_LABELS[range]}`,
      next: applyBidFilters(params, { priceRange: without(params.priceRange, range) }),
    });
  }
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

/**
 * The header search adds a parent (and top parent) once all its children are picked, so a parent
 * whose picked child is named gets no chip of its own, and removing a child removes them too.
 * Ids the page could not name share one chip.
 */
function describeCategoryChips(
  params: BidSearchParams,
  names: ReadonlyMap<number, CategoryName>,
): BidFilterChip[] {
  const selected = new Set(params.categories);
  const implied = new Set<number>();
  for (const id of params.categories) {
    const category = names.get(id);
    if (category?.parentId && selected.has(category.parentId)) implied.add(category.parentId);
    if (category?.topParentId && selected.has(category.topParentId)) {
      implied.add(category.topParentId);
    }
  }
  const chips: BidFilterChip[] = [];
  const unnamed: number[] = [];
  for (const id of params.categories) {
    if (implied.has(id)) continue;
    const category = names.get(id);
    if (!category) {
      unnamed.push(id);
      continue;
    }
    const removed = new Set([id, category.parentId, category.topParentId]);
    chips.push({
      key: `category-${id}`,
      label: `업종 · ${category.name}`,
      next: applyBidFilters(params, {
        categories: params.categories.filter((value) => !removed.has(value)),
      }),
    });
  }
  if (unnamed.length > 0) {
    chips.push({
      key: 'category-unnamed',
      label: chips.length > 0 ? `업종 · 그 밖의 ${unnamed.length}개` : `업종 ${unnamed.length}개`,
      next: applyBidFilters(params, {
        categories: params.categories.filter((value) => !unnamed.includes(value)),
      }),
    });
  }
  return chips;
}
