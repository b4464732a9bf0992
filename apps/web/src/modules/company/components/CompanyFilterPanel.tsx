'use client';

import { useId } from 'react';
import {
  PRICE_BANDS,
  PRICE_RANGE_LABELS,
  SALES_AMOUNT_BAND_OPTIONS,
  STAT_RANGE_OPTIONS,
} from '@gongsa/domain';
import type { FilterOptionsState } from '../hooks/useFilterOptions';
import { toggleItem, type CompanyFilters } from '../utils/company-list-query';
import { FilterSection, OptionList } from './FilterControls';
import { RegionFilter } from './RegionFilter';

const PRICE_BAND_OPTIONS = PRICE_BANDS.map((band) => ({
  value: band,
  label: PRICE_RANGE_LABELS[band],
}));
/** Licence kinds and credit grades are long lists; this many show before '전체 보기'. */
const COLLAPSED_OPTION_COUNT = 8;

type CompanyFilterPanelProps = {
  filters: CompanyFilters;
  onChange: (filters: CompanyFilters) => void;
  options: FilterOptionsState;
  onRetryOptions: () => void;
};

/** Every /company filter of SPEC §2 except the keyword and categories (set in the header search). */
export function CompanyFilterPanel({
  filters,
  onChange,
  options,
  onRetryOptions,
}: CompanyFilterPanelProps) {
  const portfolioId = useId();
  const update = (patch: Partial<CompanyFilters>) => onChange({ ...filters, ...patch });
  const loaded = options.status === 'loaded' ? options.options : null;
  return (
    <div>
      <FilterSection title="지역" selectedCount={filters.locations.length}>
        <RegionFilter
          locations={filters.locations}
          onChange={(locations) => update({ locations })}
        />
      </FilterSection>

      <FilterSection title="면허" selectedCount={filters.licenses.length}>
        {loaded ? (
          <OptionList
            options={loaded.licenses.map((license) => ({
              value: Number(license.id),
              label: license.name,
            }))}
            selected={filters.licenses}
            onToggle={(id) => update({ licenses: toggleItem(filters.licenses, id) })}
            collapsedCount={COLLAPSED_OPTION_COUNT}
            noun="면허"
          />
        ) : (
          <OptionsPending state={options} onRetry={onRetryOptions} />
        )}
      </FilterSection>

      <FilterSection title="신용등급" selectedCount={filters.cris.length}>
        {loaded ? (
          <OptionList
            options={loaded.cri.map((cri) => ({ value: Number(cri.id), label: cri.name }))}
            selected={filters.cris}
            onToggle={(id) => update({ cris: toggleItem(filters.cris, id) })}
            collapsedCount={COLLAPSED_OPTION_COUNT}
            noun="신용등급"
          />
        ) : (
          <OptionsPending state={options} onRetry={onRetryOptions} />
        )}
      </FilterSection>

      <FilterSection title="매출액" selectedCount={filters.salesAmount.length}>
        <OptionList
          options={SALES_AMOUNT_BAND_OPTIONS}
          selected={filters.salesAmount}
          onToggle={(band) => update({ salesAmount: toggleItem(filters.salesAmount, band) })}
        />
      </FilterSection>

      <FilterSection title="주요 사업 금액" selectedCount={filters.priceRange.length}>
        <OptionList
          options={PRICE_BAND_OPTIONS}
          selected={filters.priceRange}
          onToggle={(band) => update({ priceRange: toggleItem(filters.priceRange, band) })}
        />
      </FilterSection>

      <FilterSection title="통계" selectedCount={filters.statRange.length}>
        <OptionList
          options={STAT_RANGE_OPTIONS}
          selected={filters.statRange}
          onToggle={(range) => update({ statRange: toggleItem(filters.statRange, range) })}
        />
      </FilterSection>

      <FilterSection title="포트폴리오" selectedCount={filters.portfolioVisible ? 1 : 0}>
        <div className="flex min-h-8 items-center gap-2">
          <input
            id={portfolioId}
            type="checkbox"
            checked={filters.portfolioVisible}
            onChange={(event) => update({ portfolioVisible: event.target.checked })}
            className="size-5 shrink-0 accent-brand-600"
          />
          <label htmlFor={portfolioId} className="text-sm text-gray-800">
            포트폴리오 있는 업체만
          </label>
        </div>
      </FilterSection>
    </div>
  );
}

function OptionsPending({ state, onRetry }: { state: FilterOptionsState; onRetry: () => void }) {
  if (state.status === 'failed') {
    return (
      <p className="text-sm text-danger-700" role="alert">
        {state.message}{' '}
        <button type="button" onClick={onRetry} className="font-semibold underline">
          다시 시도
        </button>
      </p>
    );
  }
  return (
    <p className="text-sm text-gray-600" role="status">
      불러오는 중이에요…
    </p>
  );
}
