'use client';

import {
  PRICE_BANDS,
  PRICE_RANGE_LABELS,
  SALES_AMOUNT_BAND_OPTIONS,
  STAT_RANGE_OPTIONS,
} from '@gongsa/domain';
import type { FilterOptionsState } from '../hooks/useFilterOptions';
import { toggleItem } from '../../listing/utils/list-query';
import type { CompanyFilters } from '../utils/company-list-query';
import {
  FilterCheckbox,
  FilterSection,
  OptionFilterGroups,
  OptionList,
  type OptionFilterGroup,
} from './FilterControls';
import { RegionFilterSection } from './RegionFilter';

const PRICE_BAND_OPTIONS = PRICE_BANDS.map((band) => ({
  value: band,
  label: PRICE_RANGE_LABELS[band],
}));
const COMPANY_OPTION_GROUPS: readonly OptionFilterGroup<CompanyFilters>[] = [
  { key: 'salesAmount', title: '매출액', options: SALES_AMOUNT_BAND_OPTIONS },
  { key: 'priceRange', title: '주요 사업 금액', options: PRICE_BAND_OPTIONS },
  { key: 'statRange', title: '통계', options: STAT_RANGE_OPTIONS },
];
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
  const update = (patch: Partial<CompanyFilters>) => onChange({ ...filters, ...patch });
  const loaded = options.status === 'loaded' ? options.options : null;
  return (
    <div>
      <RegionFilterSection
        locations={filters.locations}
        onChange={(locations) => update({ locations })}
      />

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

      <OptionFilterGroups groups={COMPANY_OPTION_GROUPS} filters={filters} onChange={update} />

      <FilterSection title="포트폴리오" selectedCount={filters.portfolioVisible ? 1 : 0}>
        <FilterCheckbox
          label="포트폴리오 있는 업체만"
          isChecked={filters.portfolioVisible}
          onChange={(portfolioVisible) => update({ portfolioVisible })}
        />
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
