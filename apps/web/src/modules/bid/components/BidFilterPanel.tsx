'use client';

import { useId } from 'react';
import {
  FIELD_INFO_OPTIONS,
  ORDER_TYPE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  WORK_TYPE_OPTIONS,
} from '@gongsa/domain';
import { FilterSection, OptionList } from '../../company/components/FilterControls';
import { RegionFilter } from '../../company/components/RegionFilter';
import {
  isIncludingClosed,
  toggleItem,
  WITH_CLOSED_STATES,
  type BidFilters,
} from '../utils/bid-list-query';

type BidFilterPanelProps = {
  filters: BidFilters;
  onChange: (filters: BidFilters) => void;
};

/** Every /bid filter except the keyword and categories (set in the header search). */
export function BidFilterPanel({ filters, onChange }: BidFilterPanelProps) {
  const emergencyId = useId();
  const closedId = useId();
  const update = (patch: Partial<BidFilters>) => onChange({ ...filters, ...patch });
  const isWithClosed = isIncludingClosed(filters.states);
  return (
    <div>
      <FilterSection title="지역" selectedCount={filters.locations.length}>
        <RegionFilter
          locations={filters.locations}
          onChange={(locations) => update({ locations })}
        />
      </FilterSection>

      <FilterSection title="공사 종류" selectedCount={filters.workTypes.length}>
        <OptionList
          options={WORK_TYPE_OPTIONS}
          selected={filters.workTypes}
          onToggle={(value) => update({ workTypes: toggleItem(filters.workTypes, value) })}
        />
      </FilterSection>

      <FilterSection title="발주 유형" selectedCount={filters.orderTypes.length}>
        <OptionList
          options={ORDER_TYPE_OPTIONS}
          selected={filters.orderTypes}
          onToggle={(value) => update({ orderTypes: toggleItem(filters.orderTypes, value) })}
        />
      </FilterSection>

      <FilterSection title="시설 용도" selectedCount={filters.fieldInfos.length}>
        <OptionList
          options={FIELD_INFO_OPTIONS}
          selected={filters.fieldInfos}
          onToggle={(value) => update({ fieldInfos: toggleItem(filters.fieldInfos, value) })}
        />
      </FilterSection>

      <FilterSection title="예산" selectedCount={filters.priceRange.length}>
        <OptionList
          options={PRICE_RANGE_OPTIONS}
          selected={filters.priceRange}
          onToggle={(value) => update({ priceRange: toggleItem(filters.priceRange, value) })}
        />
      </FilterSection>

      <FilterSection
        title="공고 상태"
        selectedCount={(filters.emergency ? 1 : 0) + (isWithClosed ? 1 : 0)}
      >
        <div className="grid gap-2">
          <div className="flex min-h-8 items-center gap-2">
            <input
              id={emergencyId}
              type="checkbox"
              checked={filters.emergency}
              onChange={(event) => update({ emergency: event.target.checked })}
              className="size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={emergencyId} className="text-sm text-gray-800">
              긴급 공고만
            </label>
          </div>
          <div className="flex min-h-8 items-center gap-2">
            <input
              id={closedId}
              type="checkbox"
              checked={isWithClosed}
              onChange={(event) =>
                update({ states: event.target.checked ? [...WITH_CLOSED_STATES] : [] })
              }
              className="size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={closedId} className="text-sm text-gray-800">
              마감된 공고 포함
            </label>
          </div>
        </div>
      </FilterSection>
    </div>
  );
}
