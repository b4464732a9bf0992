'use client';

import { BID_SORTING_OPTIONS, isBidSorting, type BidSorting } from '@gongsa/domain';
import { SortSelect } from '../../listing/components/SortSelect';

type BidSortSelectProps = {
  sorting: BidSorting;
  onChange: (sorting: BidSorting) => void;
};

/** The sorting of SPEC §2 ('3' 최신순 by default). */
export function BidSortSelect({ sorting, onChange }: BidSortSelectProps) {
  return (
    <SortSelect
      sorting={sorting}
      options={BID_SORTING_OPTIONS}
      onSelect={(value) => {
        if (isBidSorting(value)) onChange(value);
      }}
    />
  );
}
