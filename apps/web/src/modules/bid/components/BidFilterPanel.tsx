'use client';

import {
  FIELD_INFO_OPTIONS,
  ORDER_TYPE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  WORK_TYPE_OPTIONS,
} from '@gongsa/domain';
import {
  FilterCheckbox,
  FilterSection,
  OptionFilterGroups,
  type OptionFilterGroup,
} from '../../company/components/FilterControls';
import { RegionFilterSection } from '../../company/components/RegionFilter';
import { isIncludingClosed, WITH_CLOSED_STATES, type BidFilters } from '../utils/bid-list-query';

const BID_OPTION_GROUPS: readonly OptionFilterGroup<BidFilters>[] = [
  { key: 'workTypes', title: '공사 종류', options: WORK_TYPE_OPTIONS },
  { key: 'orderTypes', title: '발주 유형', options: ORDER_TYPE_OPTIONS },
  { key: 'fieldInfos', title: '시설 용도', options: FIELD_INFO_OPTIONS },
  { key: 'priceRange', title: '예산', options: PRICE_RANGE_OPTIONS },
];

type BidFilterPanelProps = {
  filters: BidFilters;
  onChange: (filters: BidFilters) => void;
};

/** Every /bid filter except the keyword and categories (set in the header search). */
export function BidFilterPanel({ filters, onChange }: BidFilterPanelProps) {
  const update = (patch: Partial<BidFilters>) => onChange({ ...filters, ...patch });
  const isWithClosed = isIncludingClosed(filters.states);
  return (
    <div>
      <RegionFilterSection
        locations={filters.locations}
        onChange={(locations) => update({ locations })}
      />
      <OptionFilterGroups groups={BID_OPTION_GROUPS} filters={filters} onChange={update} />
      <FilterSection
        title="공고 상태"
        selectedCount={(filters.emergency ? 1 : 0) + (isWithClosed ? 1 : 0)}
      >
        <div className="grid gap-2">
          <FilterCheckbox
            label="긴급 공고만"
            isChecked={filters.emergency}
            onChange={(emergency) => update({ emergency })}
          />
          <FilterCheckbox
            label="마감된 공고 포함"
            isChecked={isWithClosed}
            onChange={(isChecked) => update({ states: isChecked ? [...WITH_CLOSED_STATES] : [] })}
          />
        </div>
      </FilterSection>
    </div>
  );
}
