import {
  isCompanyUniqueId,
  PRICE_RANGE_LABELS,
  SALES_AMOUNT_BAND_LABELS,
  STAT_RANGE_LABELS,
  type CompanySearchParams,
} from '@gongsa/domain';
import {
  describeCategoryChips,
  describeValueChips,
  type CategoryName,
  type FilterChip as ListFilterChip,
} from '../../listing/utils/filter-chips';
import { applyFilters } from './company-list-query';
import { labelLocation } from './company-locations';

/** Names for the ids in a URL, from the option lists the page loaded. */
export type FilterNameLookups = {
  licenses: ReadonlyMap<number, string>;
  cris: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, CategoryName>;
};

export type FilterChip = ListFilterChip<CompanySearchParams>;

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
  chips.push(
    ...describeCategoryChips(params.categories, names.categories, (categories) =>
      applyFilters(params, { categories }),
    ),
  );
  chips.push(
    ...describeValueChips(params.locations, {
      keyPrefix: 'location',
      label: (location) => `지역 · ${labelLocation(location)}`,
      withValues: (locations) => applyFilters(params, { locations }),
    }),
  );
  chips.push(
    ...describeValueChips(params.licenses, {
      keyPrefix: 'license',
      label: (id) => `면허 · ${names.licenses.get(id) ?? UNKNOWN_NAME}`,
      withValues: (licenses) => applyFilters(params, { licenses }),
    }),
  );
  chips.push(
    ...describeValueChips(params.cris, {
      keyPrefix: 'cri',
      label: (id) => `신용등급 · ${names.cris.get(id) ?? UNKNOWN_NAME}`,
      withValues: (cris) => applyFilters(params, { cris }),
    }),
  );
  chips.push(
    ...describeValueChips(params.salesAmount, {
      keyPrefix: 'sales',
      label: (band) => `매출액 · ${SALES_AMOUNT_BAND_LABELS[band]}`,
      withValues: (salesAmount) => applyFilters(params, { salesAmount }),
    }),
  );
  chips.push(
    ...describeValueChips(params.priceRange, {
      keyPrefix: 'price',
      label: (band) => `사업 금액 · ${PRICE_RANGE_LABELS[band]}`,
      withValues: (priceRange) => applyFilters(params, { priceRange }),
    }),
  );
  chips.push(
    ...describeValueChips(params.statRange, {
      keyPrefix: 'stat',
      label: (range) => `통계 · ${STAT_RANGE_LABELS[range]}`,
      withValues: (statRange) => applyFilters(params, { statRange }),
    }),
  );
  if (params.portfolioVisible) {
    chips.push({
      key: 'portfolio',
      label: '포트폴리오 있는 업체만',
      next: applyFilters(params, { portfolioVisible: false }),
    });
  }
  return chips;
}
