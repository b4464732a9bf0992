'use client';

import { CloseIcon } from '../../ui/components/icons';
import type { FilterChip } from '../utils/filter-chips';

type ActiveFilterChipsProps<TSearch> = {
  chips: readonly FilterChip<TSearch>[];
  onRemove: (next: TSearch) => void;
  onClearAll: () => void;
};

/** The filters in force, each removable on its own, and one button that clears them all. */
export function ActiveFilterChips<TSearch>({
  chips,
  onRemove,
  onClearAll,
}: ActiveFilterChipsProps<TSearch>) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="선택한 필터">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip.next)}
              aria-label={`${chip.label} 필터 삭제`}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border desktop:min-h-8 border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 hover:border-brand-400"
            >
              {chip.label}
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="min-h-11 rounded-md px-2 text-sm desktop:min-h-8 font-semibold text-gray-700 underline-offset-2 hover:underline"
      >
        전체 초기화
      </button>
    </div>
  );
}
