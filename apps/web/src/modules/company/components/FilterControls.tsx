'use client';

import { useId, useState, type ReactNode } from 'react';
import { toggleItem } from '../../listing/utils/list-query';

type ToggleChipProps = {
  label: string;
  isChecked: boolean;
  onToggle: () => void;
};

/** A checkbox drawn as a pill: the native input stays in the page for keyboards and readers. */
export function ToggleChip({ label, isChecked, onToggle }: ToggleChipProps) {
  return (
    <label className="relative inline-flex cursor-pointer">
      <input type="checkbox" checked={isChecked} onChange={onToggle} className="peer sr-only" />
      <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full desktop:min-h-8 border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800 transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-checked:text-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-gray-400">
        {isChecked ? (
          <span aria-hidden="true" className="mr-1">
            ✓
          </span>
        ) : null}
        {label}
      </span>
    </label>
  );
}

type FilterSectionProps = {
  title: string;
  /** How many values of this section are picked (shown next to the title). */
  selectedCount?: number;
  children: ReactNode;
};

/** One group of the filter panel: a fieldset whose legend names the group. */
export function FilterSection({ title, selectedCount = 0, children }: FilterSectionProps) {
  return (
    <fieldset className="border-t border-gray-200 py-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 flex w-full items-center gap-1.5 text-[15px] font-bold text-gray-900">
        {title}
        {selectedCount > 0 ? (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white">
            {selectedCount}
            <span className="sr-only">개 선택됨</span>
          </span>
        ) : null}
      </legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

type OptionListProps<T> = {
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onToggle: (value: T) => void;
  /** Long lists show this many at first (plus anything picked) behind a '더 보기' toggle. */
  collapsedCount?: number;
  /** What the expand button says the list holds, e.g. '면허'. */
  noun?: string;
};

/** A wrap of toggle chips; long lists collapse. */
export function OptionList<T extends string | number>({
  options,
  selected,
  onToggle,
  collapsedCount,
  noun = '항목',
}: OptionListProps<T>) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  const canCollapse = collapsedCount !== undefined && options.length > collapsedCount;
  const visible =
    canCollapse && !isExpanded
      ? options.filter((option, index) => index < collapsedCount || selected.includes(option.value))
      : options;
  return (
    <>
      <ul id={listId} className="flex flex-wrap gap-2">
        {visible.map((option) => (
          <li key={option.value}>
            <ToggleChip
              label={option.label}
              isChecked={selected.includes(option.value)}
              onToggle={() => onToggle(option.value)}
            />
          </li>
        ))}
      </ul>
      {canCollapse ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((value) => !value)}
          className="mt-2 min-h-11 rounded-md px-1 text-sm font-semibold text-brand-700 hover:underline desktop:min-h-8"
        >
          {isExpanded ? `${noun} 접기` : `${noun} 전체 보기 (${options.length})`}
        </button>
      ) : null}
    </>
  );
}

type OptionFilterSectionProps<T> = {
  title: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
};

/** A filter group of toggle chips, each adding its value to the selection or taking it out. */
export function OptionFilterSection<T extends string | number>({
  title,
  options,
  selected,
  onChange,
}: OptionFilterSectionProps<T>) {
  return (
    <FilterSection title={title} selectedCount={selected.length}>
      <OptionList
        options={options}
        selected={selected}
        onToggle={(value) => onChange(toggleItem(selected, value))}
      />
    </FilterSection>
  );
}

type FilterCheckboxProps = {
  label: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

/** A yes/no filter, e.g. '긴급 공고만'. */
export function FilterCheckbox({ label, isChecked, onChange }: FilterCheckboxProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 pr-2 text-sm text-gray-800 desktop:min-h-8"
    >
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-brand-600"
      />
      {label}
    </label>
  );
}

/** A multi-value filter of a list's search, described as data so each panel only names its groups. */
export type OptionFilterGroup<TFilters> = {
  [K in keyof TFilters]: TFilters[K] extends readonly (infer TValue extends string | number)[]
    ? { key: K; title: string; options: ReadonlyArray<{ value: TValue; label: string }> }
    : never;
}[keyof TFilters];

type OptionFilterGroupsProps<TFilters> = {
  groups: readonly OptionFilterGroup<TFilters>[];
  filters: TFilters;
  onChange: (patch: Partial<TFilters>) => void;
};

/** One chip group per filter, in the given order. */
export function OptionFilterGroups<TFilters>({
  groups,
  filters,
  onChange,
}: OptionFilterGroupsProps<TFilters>) {
  return groups.map((group) => (
    <OptionFilterSection<string | number>
      key={String(group.key)}
      title={group.title}
      options={group.options}
      selected={filters[group.key] as readonly (string | number)[]}
      onChange={(selected) => onChange({ [group.key]: selected } as Partial<TFilters>)}
    />
  ));
}
