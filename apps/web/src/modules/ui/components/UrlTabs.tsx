'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { findTabAfterKey } from '../utils/tab-keys';

export type UrlTab<TValue extends string> = { value: TValue; label: string };

type UrlTabsProps<TValue extends string> = {
  /** The tab list's accessible name ('내 입찰 구분'). */
  label: string;
  tabs: readonly UrlTab<TValue>[];
  /** The tab the URL names (the page reads it; an unknown value should already fall back). */
  selected: TValue;
  /** The address of a tab: choosing one pushes it, so Back walks through the tabs. */
  hrefOf: (value: TValue) => string;
  /** The tab's content instead of its bare label (the label with a news dot). */
  renderLabel?: (tab: UrlTab<TValue>) => ReactNode;
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * A tab bar whose state is the URL (?tab=…), with the WAI-ARIA tabs pattern: one tab in the Tab
 * order, ArrowLeft/ArrowRight (wrapping), Home and End move and select, and the shown panel is
 * labelled by its tab. Tabs are at least 48 px high; a bar wider than a phone scrolls sideways
 * rather than squeezing its labels.
 */
export function UrlTabs<TValue extends string>({
  label,
  tabs,
  selected,
  hrefOf,
  renderLabel,
  className = 'mt-6',
  children,
}: UrlTabsProps<TValue>) {
  const router = useRouter();
  const baseId = useId();
  const tabRefs = useRef(new Map<TValue, HTMLButtonElement>());
  const values = tabs.map((tab) => tab.value);

  const selectTab = (next: TValue) => {
    if (next !== selected) router.push(hrefOf(next), { scroll: false });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = findTabAfterKey(values, selected, event.key);
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next)?.focus();
    selectTab(next);
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        // The bottom rule is an inset shadow, not a border the tabs overlap with a negative
        // margin: that overlap would make a scrolling bar scroll vertically by a pixel.
        className={`${className} flex overflow-x-auto shadow-[inset_0_-1px_0_var(--color-gray-200)]`}
      >
        {tabs.map((entry) => {
          const isSelected = entry.value === selected;
          return (
            <button
              key={entry.value}
              ref={(element) => {
                if (element) tabRefs.current.set(entry.value, element);
                else tabRefs.current.delete(entry.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${entry.value}`}
              aria-selected={isSelected}
              // Only the shown panel exists, and aria-controls must point at an element.
              aria-controls={isSelected ? `${baseId}-panel-${entry.value}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => selectTab(entry.value)}
              onKeyDown={handleKeyDown}
              className={`min-h-12 flex-1 shrink-0 border-b-2 px-4 text-[15px] font-bold whitespace-nowrap transition-colors desktop:flex-none desktop:px-6 ${
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-gray-600 hover:text-gray-900'
              }`}
            >
              {renderLabel ? renderLabel(entry) : entry.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="mt-6"
      >
        {children}
      </div>
    </>
  );
}
