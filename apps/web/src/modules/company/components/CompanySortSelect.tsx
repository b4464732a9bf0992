'use client';

import { useId, useState } from 'react';
import { COMPANY_SORTING_OPTIONS, isCompanySorting, type CompanySorting } from '@gongsa/domain';
import { SortSelect } from '../../listing/components/SortSelect';
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
  const messageId = useId();
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
      <SortSelect
        sorting={sorting}
        options={COMPANY_SORTING_OPTIONS}
        onSelect={(value) => void handleChange(value)}
        isDisabled={isLocating}
        describedBy={error || isLocating ? messageId : undefined}
      />
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
