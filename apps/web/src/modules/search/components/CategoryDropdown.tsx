'use client';

import type { KeyboardEvent, RefObject } from 'react';
import { Button } from '../../ui/components/Button';
import type { CategoryOption } from '../utils/category-options';
import { SearchDropdownPanel } from './SearchDropdownPanel';

type CategoryDropdownProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  keyword: string;
  options: readonly CategoryOption[];
  isTicked(option: CategoryOption): boolean;
  /** A '전체' entry waits for its children to load before it can be ticked. */
  isReady(option: CategoryOption): boolean;
  selectedCount: number;
  onToggle(option: CategoryOption, isChecked: boolean): void;
  onApply(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  isInline: boolean;
};

/**
 * Matching trades as a labelled group of real checkboxes (SPEC §4): Tab or the arrow keys move
 * through them, Space ticks, Escape closes. The list scrolls inside the 322 px panel.
 */
export function CategoryDropdown({
  id,
  panelRef,
  keyword,
  options,
  isTicked,
  isReady,
  selectedCount,
  onToggle,
  onApply,
  onKeyDown,
  isInline,
}: CategoryDropdownProps) {
  const headingId = `${id}-heading`;
  return (
    <SearchDropdownPanel
      id={id}
      panelRef={panelRef}
      labelledBy={headingId}
      onKeyDown={onKeyDown}
      isInline={isInline}
    >
      <p id={headingId} className="shrink-0 px-4 pt-3 pb-2 text-[13px] font-semibold text-gray-600">
        ‘{keyword}’ 업종 선택
      </p>
      <ul className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2">
        {options.map((option) => {
          const isChecked = isTicked(option);
          return (
            <li key={option.key}>
              <label
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-[15px] hover:bg-gray-50 has-[:focus-visible]:bg-brand-50 ${
                  option.kind === 'all' ? 'font-semibold' : ''
                }`}
              >
                <input
                  type="checkbox"
                  data-search-option=""
                  checked={isChecked}
                  disabled={!isReady(option)}
                  onChange={(event) => onToggle(option, event.target.checked)}
                  className="size-5 shrink-0 accent-brand-600"
                />
                <span className="min-w-0 break-keep">{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-gray-100 px-4 py-2.5">
        <p className="text-sm text-gray-600" aria-live="polite">
          {selectedCount > 0 ? `${selectedCount}개 선택됨` : '업종을 선택해 주세요'}
        </p>
        <Button size="sm" onClick={onApply} data-search-option="">
          적용
        </Button>
      </div>
    </SearchDropdownPanel>
  );
}
