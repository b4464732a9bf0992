'use client';

import { useId, useState } from 'react';
import { COMPANY_SORTING_OPTIONS, isCompanySorting, type CompanySorting } from '@gongsa/domain';
import type { LocationRequestResult } from '../hooks/useDeviceLocation';
import { DISTANCE_SORTING } from '../utils/company-list-query';

type CompanySortSelectProps = {
  sorting: CompanySorting;
  onChange: (sorting: CompanySorting) => void;
  requestLocation: () => Promise<LocationRequestResult>;
};

/**
 * The sorting of SPEC §2 ('1' 추천순 by default). 거리순 asks for the browser's position first and
 * only switches once it is known; when it is refused the previous sorting stays.
 */
export function CompanySortSelect({ sorting, onChange, requestLocation }: CompanySortSelectProps) {
  const selectId = useId();
  const messageId = `${selectId}-message`;
  const [isLocating, setIsLocating] = useState(false);
  const [error, setError] = useState('');

  const handleChange = async (value: string) => {
    if (!isCompanySorting(value)) return;
    setError('');
    if (value !== DISTANCE_SORTING) {
      onChange(value);
      return;
    }
    setIsLocating(true);
    const result = await requestLocation();
    setIsLocating(false);
    if (result.isGranted) onChange(value);
    else setError(result.message);
  };

  return (
    <div className="flex flex-col items-end">
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
          정렬
        </label>
        <select
          id={selectId}
          value={sorting}
          disabled={isLocating}
          aria-describedby={error || isLocating ? messageId : undefined}
          onChange={(event) => void handleChange(event.target.value)}
          className="h-9 rounded-lg border border-gray-300 bg-white pr-8 pl-3 text-sm font-medium text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100"
        >
          {COMPANY_SORTING_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p
        id={messageId}
        role={error ? 'alert' : 'status'}
        className={`max-w-72 text-right text-[13px] ${error ? 'mt-1 text-danger-700' : 'text-gray-600'}`}
      >
        {error || (isLocating ? '현재 위치를 확인하는 중이에요…' : '')}
      </p>
    </div>
  );
}
