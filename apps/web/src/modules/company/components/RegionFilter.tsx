'use client';

import { useId, useState } from 'react';
import { SIDOS } from '@gongsa/domain';
import { fieldInputClassName } from '../../ui/components/TextField';
import { useSigunguList } from '../hooks/useSigunguList';
import {
  labelLocation,
  readLocationSi,
  toggleDistrict,
  toggleWholeSi,
} from '../utils/company-locations';
import { CloseIcon } from '../../ui/components/icons';
import { FilterSection, ToggleChip } from './FilterControls';

type RegionFilterProps = {
  locations: readonly string[];
  onChange: (locations: string[]) => void;
};

/** The panels' 지역 group: the region picker under its title and selection count. */
export function RegionFilterSection({ locations, onChange }: RegionFilterProps) {
  return (
    <FilterSection title="지역" selectedCount={locations.length}>
      <RegionFilter locations={locations} onChange={onChange} />
    </FilterSection>
  );
}

/** 시/도 first, then its 시/군/구 (or '전체', which stores just the 시/도). */
export function RegionFilter({ locations, onChange }: RegionFilterProps) {
  const selectId = useId();
  const [si, setSi] = useState(() => (locations[0] ? readLocationSi(locations[0]) : ''));
  const { state, retry } = useSigunguList(si);
  const shortName = SIDOS.find((sido) => sido.name === si)?.shortName ?? si;
  return (
    <div>
      {locations.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-1.5" aria-label="선택한 지역">
          {locations.map((location) => (
            <li key={location}>
              <button
                type="button"
                onClick={() => onChange(locations.filter((value) => value !== location))}
                aria-label={`${labelLocation(location)} 선택 해제`}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-gray-100 desktop:min-h-7 py-0.5 pr-1.5 pl-2.5 text-[13px] font-medium text-gray-800 hover:bg-gray-200"
              >
                {labelLocation(location)}
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
        시/도
      </label>
      <select
        id={selectId}
        value={si}
        onChange={(event) => setSi(event.target.value)}
        className={`${fieldInputClassName('compact')} h-10`}
      >
        <option value="">시/도를 선택하세요</option>
        {SIDOS.map((sido) => (
          <option key={sido.name} value={sido.name}>
            {sido.name}
          </option>
        ))}
      </select>
      {si ? (
        <div className="mt-3" aria-busy={state.status === 'loading'}>
          <p className="sr-only" id={`${selectId}-districts`}>
            {si}의 시/군/구
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${selectId}-districts`}>
            <li>
              <ToggleChip
                label={`${shortName} 전체`}
                isChecked={locations.includes(si)}
                onToggle={() => onChange(toggleWholeSi(locations, si))}
              />
            </li>
            {state.status === 'loaded'
              ? state.districts.map((district) => (
                  <li key={district.location}>
                    <ToggleChip
                      label={district.label}
                      isChecked={locations.includes(district.location)}
                      onToggle={() => onChange(toggleDistrict(locations, district.location))}
                    />
                  </li>
                ))
              : null}
          </ul>
          {state.status === 'loading' ? (
            <p className="mt-2 text-sm text-gray-600" role="status">
              시/군/구를 불러오는 중이에요…
            </p>
          ) : null}
          {state.status === 'failed' ? (
            <p className="mt-2 text-sm text-danger-700" role="alert">
              {state.message}{' '}
              <button type="button" onClick={retry} className="font-semibold underline">
                다시 시도
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
