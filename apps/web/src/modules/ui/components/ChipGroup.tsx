import type { ReactNode } from 'react';

export type ChipOption<TValue extends string> = {
  value: TValue;
  label: string;
  /** Shown after the label (a count); its colour follows the chip's state. */
  badge?: ReactNode;
};

type ChipGroupProps<TValue extends string> = {
  /** The group's accessible name (상태별 보기, 내역 종류). */
  label: string;
  options: readonly ChipOption<TValue>[];
  selected: TValue;
  onSelect: (value: TValue) => void;
};

/**
 * A row of toggle chips where one is on (aria-pressed): the view filters of the my-page lists.
 * Each chip is a button at least 44 px high.
 */
export function ChipGroup<TValue extends string>({
  label,
  options,
  selected,
  onSelect,
}: ChipGroupProps<TValue>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const isActive = option.value === selected;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onSelect(option.value)}
            className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors ${
              isActive
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400 hover:bg-gray-50'
            }`}
          >
            {option.label}
            {option.badge !== undefined && option.badge !== null ? (
              <span className={isActive ? 'text-white' : 'text-brand-700'}>{option.badge}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
