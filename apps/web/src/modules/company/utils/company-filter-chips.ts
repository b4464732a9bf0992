import {
  isCompanyUniqueId,
  PRICE_RANGE_LABELS,
  SALES_AMOUNT_BAND_LABELS,
  STAT_RANGE_LABELS,
  type CompanySearchParams,
} from '@gongsa/domain';
import { applyFilters } from './company-list-query';
import { labelLocation } from './company-locations';

/** Names for the ids in a URL, from the option lists the page loaded. */
export type FilterNameLookups = {
  licenses: ReadonlyMap<number, string>;
  cris: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, CategoryName>;
};

/** A category the page could name, with the parents the header search adds along with it. */
export type CategoryName = { name: string; parentId: number | null; topParentId: number | null };

export type FilterChip = {
  key: string;
  /** What the chip shows, e.g. '면허 · 철근콘크리트공사업'. */
  label: string;
  /** The search without this filter (page 1). */
  next: CompanySearchParams;
};

const UNKNOWN_NAME = '선택한 항목';

/** One removable chip per selected filter value, in the panel's order. */
export function describeFilterChips(
  params: CompanySearchParams,
  names: FilterNameLookups,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (params.search) {
    chips.push({
      key: 'search',
      label: isCompanyUniqueId(params.search)
        ? `고유번호 · ${params.search.toUpperCase()}`
        : `업체명 · ${params.search}`,
      next: applyFilters(params, { search: '' }),
    });
  }
  chips.push(...describeCategoryChips(params, names.categories));
  for (const location of params.locations) {
    chips.push({
      key: `location-${location}`,
      label: `지역 · ${labelLocation(location)}`,
      next: applyFilters(params, {
        locations: params.locations.filter((value) => value !== location),
      }),
    });
  }
  for (const id of params.licenses) {
    chips.push({
      key: `license-${id}`,
      label: `면허 · ${names.licenses.get(id) ?? UNKNOWN_NAME}`,
      next: applyFilters(params, { licenses: params.licenses.filter((value) => value !== id) }),
    });
  }
  for (const id of params.cris) {
    chips.push({
      key: `cri-${id}`,
      label: `신용등급 · ${names.cris.get(id) ?? UNKNOWN_NAME}`,
      next: applyFilters(params, { cris: params.cris.filter((value) => value !== id) }),
    });
  }
  for (const band of params.salesAmount) {
    chips.push({
      key: `sales-${band}`,
      label: `매출액 · ${SALES_AMOUNT_BAND_LABELS[band]}`,
      next: applyFilters(params, {
        salesAmount: params.salesAmount.filter((value) => value !== band),
      }),
    });
  }
  for (const band of params.priceRange) {
    chips.push({
      key: `price-${band}`,
      label: `사업 금액 · ${PRICE_RANGE_LABELS[band]}`,
      next: applyFilters(params, {
        priceRange: params.priceRange.filter((value) => value !== band),
      }),
    });
  }
  for (const range of params.statRange) {
    chips.push({
      key: `stat-${range}`,
      label: `통계 · ${STAT_RANGE_LABELS[range]}`,
      next: applyFilters(params, {
        statRange: params.statRange.filter((value) => value !== range),
      }),
    });
  }
  if (params.portfolioVisible) {
    chips.push({
      key: 'portfolio',
      label: '포트폴리오 있는 업체만',
      next: applyFilters(params, { portfolioVisible: false }),
    });
  }
  return chips;
}

/**
 * The header search adds a parent (and top parent) once all its children are picked, so a parent
 * whose picked child is named gets no chip of its own, and removing a child removes them too (the
 * header's untick rule). Ids the page could not name share one chip.
 */
function describeCategoryChips(
  params: CompanySearchParams,
  names: ReadonlyMap<number, CategoryName>,
): FilterChip[] {
  const selected = new Set(params.categories);
  const implied = new Set<number>();
  for (const id of params.categories) {
    const category = names.get(id);
    if (category?.parentId && selected.has(category.parentId)) implied.add(category.parentId);
    if (category?.topParentId && selected.has(category.topParentId)) {
      implied.add(category.topParentId);
    }
  }
  const chips: FilterChip[] = [];
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
      next: applyFilters(params, {
        categories: params.categories.filter((value) => !removed.has(value)),
      }),
    });
  }
  if (unnamed.length > 0) {
    chips.push({
      key: 'category-unnamed',
      label: chips.length > 0 ? `업종 · 그 밖의 ${unnamed.length}개` : `업종 ${unnamed.length}개`,
      next: applyFilters(params, {
        categories: params.categories.filter((value) => !unnamed.includes(value)),
      }),
    });
  }
  return chips;
}
