'use client';

import { useId } from 'react';
import { BID_SORTING_OPTIONS, isBidSorting, type BidSorting } from '@gongsa/domain';

type BidSortSelectProps = {
  sorting: BidSorting;
  onChange: (sorting: BidSorting) => void;
};

/** The sorting of SPEC §2 ('3' 최신순 by default). */
export function BidSortSelect({ sorting, onChange }: BidSortSelectProps) {
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
        정렬
      </label>
      <select
        id={selectId}
        value={sorting}
        onChange={(event) => {
          if (isBidSorting(event.target.value)) onChange(event.target.value);
        }}
        className="h-9 rounded-lg border border-gray-300 bg-white pr-8 pl-3 text-sm font-medium text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {BID_SORTING_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
