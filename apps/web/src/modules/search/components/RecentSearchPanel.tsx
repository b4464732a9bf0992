'use client';

import type { KeyboardEvent, RefObject } from 'react';
import { CloseIcon } from '../../ui/components/icons';
import { SearchDropdownPanel } from './SearchDropdownPanel';

type RecentSearchPanelProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  /** The help tip; left out where the bar already shows it (home main search). */
  hint?: string | undefined;
  keywords: readonly string[];
  onPick(keyword: string): void;
  onDelete(keyword: string): void;
  onDeleteAll(): void;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  isInline: boolean;
};

/** Shown while the input is focused and empty: the help tip and this mode's recent searches. */
export function RecentSearchPanel({
  id,
  panelRef,
  hint,
  keywords,
  onPick,
  onDelete,
  onDeleteAll,
  onKeyDown,
  isInline,
}: RecentSearchPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <SearchDropdownPanel
      id={id}
      panelRef={panelRef}
      labelledBy={headingId}
      onKeyDown={onKeyDown}
      isInline={isInline}
    >
      {hint ? (
        <p className="shrink-0 border-b border-gray-100 bg-gray-50 px-4 py-2.5 text-[13px] text-gray-700">
          {hint}
        </p>
      ) : null}
      <div className="flex shrink-0 items-center justify-between px-4 pt-3 pb-1">
        <p id={headingId} className="text-[13px] font-semibold text-gray-600">
          최근 검색어
        </p>
        {keywords.length > 0 ? (
          <button
            type="button"
            data-search-option=""
            onClick={onDeleteAll}
            className="min-h-8 rounded-md px-2 text-[13px] font-semibold text-gray-700 hover:bg-gray-100 hover:text-gray-900"
          >
            모두 삭제
          </button>
        ) : null}
      </div>
      {keywords.length === 0 ? (
        <p className="px-4 pt-1 pb-4 text-sm text-gray-600">최근 검색어가 없어요.</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2">
          {keywords.map((keyword) => (
            <li key={keyword} className="flex items-center gap-1">
              <button
                type="button"
                data-search-option=""
                onClick={() => onPick(keyword)}
                className="flex min-h-11 min-w-0 flex-1 items-center rounded-lg px-2 text-left text-[15px] hover:bg-gray-50"
              >
                <span className="truncate">{keyword}</span>
              </button>
              <button
                type="button"
                data-search-option=""
                aria-label={`${keyword} 삭제`}
                onClick={() => onDelete(keyword)}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SearchDropdownPanel>
  );
}
