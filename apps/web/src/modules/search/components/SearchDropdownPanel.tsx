'use client';

import { DROPDOWN_MAX_HEIGHT_PX } from '@gongsa/domain';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

type SearchDropdownPanelProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  /** The element that names the group (its heading). */
  labelledBy: string;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  /** Inline under the home main search; otherwise it floats under the header bar. */
  isInline: boolean;
  children: ReactNode;
};

/** The panel under the search bar that recent searches and the trade picker both open in. */
export function SearchDropdownPanel({
  id,
  panelRef,
  labelledBy,
  onKeyDown,
  isInline,
  children,
}: SearchDropdownPanelProps) {
  return (
    <div
      id={id}
      ref={panelRef}
      role="group"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
      className={`flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white text-left text-gray-900 shadow-xl ${
        isInline ? 'mt-2' : 'absolute inset-x-0 top-full z-50 mt-2'
      }`}
    >
      {children}
    </div>
  );
}
