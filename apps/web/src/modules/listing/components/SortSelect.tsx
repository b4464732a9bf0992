'use client';

import { useId } from 'react';

type SortSelectProps<TSorting extends string> = {
  sorting: TSorting;
  options: ReadonlyArray<{ value: TSorting; label: string }>;
  /** Gets the raw choice; the list checks it is one of its sortings. */
  onSelect: (value: string) => void;
  isDisabled?: boolean;
  /** The id of a message about the sorting (e.g. while the position is being found). */
  describedBy?: string;
};

/** The labelled '정렬' select above a list. */
export function SortSelect<TSorting extends string>({
  sorting,
  options,
  onSelect,
  isDisabled,
  describedBy,
}: SortSelectProps<TSorting>) {
  const selectId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
        정렬
      </label>
      <select
        id={selectId}
        value={sorting}
        disabled={isDisabled}
        aria-describedby={describedBy}
        onChange={(event) => onSelect(event.target.value)}
        className="h-11 rounded-lg border desktop:h-9 border-gray-300 bg-white pr-8 pl-3 text-sm font-medium text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
