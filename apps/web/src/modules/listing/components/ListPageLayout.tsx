'use client';

import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { formatNumber } from '@gongsa/domain';
import { Button } from '../../ui/components/Button';
import { useListScrollRestoration } from '../hooks/useListScrollRestoration';
import { useIsHydrated } from '../../ui/hooks/useIsHydrated';
import type { SearchListState } from '../utils/search-list';
import type { FilterChip } from '../utils/filter-chips';
import { ActiveFilterChips } from './ActiveFilterChips';
import type { FilterSheet as FilterSheetComponent } from './FilterSheet';

/** The phone filter sheet, fetched when 필터 is first pressed (it shows only after that). */
const FilterSheet = lazy(() =>
  import('./FilterSheet').then((module) => ({ default: module.FilterSheet })),
) as unknown as typeof FilterSheetComponent;

type ListPageLayoutProps<TSearch, TFilters> = {
  /** The page heading and its lead (and any page action beside them). */
  header: ReactNode;
  /** Names the desktop filter sidebar, e.g. '업체 필터'. */
  filterLabel: string;
  filters: TFilters;
  /** What '초기화' in the phone sheet resets to. */
  emptyFilters: TFilters;
  countFilters: (filters: TFilters) => number;
  /** The list's filter panel; the sidebar edits the search, the phone sheet a draft. */
  renderPanel: (filters: TFilters, onChange: (next: TFilters) => void) => ReactNode;
  onFiltersChange: (filters: TFilters) => void;
  list: SearchListState<unknown>;
  /** The counter after the number: '건' in '총 12건'. */
  totalUnit: string;
  /** What is counted, after the counter (업체); omit when the counter says it. */
  totalNoun?: string;
  loadingText: string;
  totalTestId?: string;
  sortSelect: ReactNode;
  /** The filters in force; each chip carries the search without it. */
  chips: readonly FilterChip<TSearch>[];
  onNavigate: (search: TSearch) => void;
  /** The search '전체 초기화' leads to. */
  clearedSearch: TSearch;
  /** Read out politely, e.g. after "더 보기". */
  announcement: string;
  /** The results: cards, loading placeholders, failure or empty state. */
  children: ReactNode;
};

/**
 * The frame of a searchable list (/company, /bid): filters in a sidebar on desktop and in a sheet
 * on phones, the count and sorting above the results, and the chips of the filters in force.
 */
export function ListPageLayout<TSearch, TFilters>({
  header,
  filterLabel,
  filters,
  emptyFilters,
  countFilters,
  renderPanel,
  onFiltersChange,
  list,
  totalUnit,
  totalNoun,
  loadingText,
  totalTestId,
  sortSelect,
  chips,
  onNavigate,
  clearedSearch,
  announcement,
  children,
}: ListPageLayoutProps<TSearch, TFilters>) {
  const headingId = useId();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const filterCount = countFilters(filters);
  // Back from a card lands where the list was left, once the pages shown there are back.
  useListScrollRestoration(list.status !== 'loading');
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
      {header}

      <div className="mt-6 desktop:grid desktop:grid-cols-[272px_minmax(0,1fr)] desktop:items-start desktop:gap-8">
        <aside
          aria-label={filterLabel}
          className="hidden rounded-2xl border border-gray-200 bg-white p-5 desktop:block"
        >
          <FieldsetUntilHydrated className="m-0 min-w-0 border-0 p-0">
            {renderPanel(filters, onFiltersChange)}
          </FieldsetUntilHydrated>
        </aside>

        <section aria-labelledby={headingId} className="min-w-0">
          <h2 id={headingId} className="sr-only">
            검색 결과
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <FilterSheetButton filterCount={filterCount} onClick={() => setIsSheetOpen(true)} />
            <p role="status" className="text-[15px] text-gray-800" data-testid={totalTestId}>
              {list.status === 'loaded' ? (
                <>
                  총 <strong className="font-bold">{formatNumber(list.totalCount)}</strong>
                  {describeTotalUnit(totalUnit, totalNoun, list.isTotalCountCapped)}
                </>
              ) : list.status === 'loading' ? (
                // Read out in full, shown as a bar no wider than '총 199개 업체': on a phone the
                // sentence pushed the sort menu to a second line, and the list jumped up 44 px
                // when the count came (CLS 0.03).
                <>
                  <span className="sr-only">{loadingText}</span>
                  <span
                    aria-hidden="true"
                    className="inline-block h-4 w-24 animate-pulse rounded bg-gray-200 align-middle"
                  />
                </>
              ) : null}
            </p>
            <FieldsetUntilHydrated className="m-0 ml-auto min-w-0 border-0 p-0">
              {sortSelect}
            </FieldsetUntilHydrated>
          </div>

          {chips.length > 0 ? (
            <ActiveFilterChips
              chips={chips}
              onRemove={onNavigate}
              onClearAll={() => onNavigate(clearedSearch)}
            />
          ) : null}

          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>

          <div className="mt-4">{children}</div>
        </section>
      </div>

      {isSheetOpen ? (
        <Suspense fallback={null}>
          <FilterSheet
            filters={filters}
            emptyFilters={emptyFilters}
            countFilters={countFilters}
            renderPanel={renderPanel}
            onClose={() => setIsSheetOpen(false)}
            onApply={(next) => {
              setIsSheetOpen(false);
              onFiltersChange(next);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

// A visitor's list comes in the server's HTML (ADR 0017): until the page hydrates, a click on a
// filter, 필터 or the sorting would be lost, so they show as not ready yet. The flag is read by
// these small components, not by the layout: when it turns true (a synchronous update right after
// hydration) only they render again, not the filter panel and the sorting inside them, whose
// elements are the same (ADR 0017, 2026-11-27: hydration long tasks).

function FieldsetUntilHydrated({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated} className={className}>
      {children}
    </fieldset>
  );
}

function FilterSheetButton({ filterCount, onClick }: { filterCount: number; onClick: () => void }) {
  const isHydrated = useIsHydrated();
  return (
    <Button
      variant="outline"
      size="sm"
      className="desktop:hidden"
      aria-haspopup="dialog"
      disabled={!isHydrated}
      onClick={onClick}
    >
      필터{filterCount > 0 ? ` (${filterCount})` : ''}
    </Button>
  );
}

/** "개 업체", or past the cap "개 이상의 업체" / "건 이상" (the count stopped at 1,000). */
export function describeTotalUnit(
  unit: string,
  noun: string | undefined,
  isCapped: boolean,
): string {
  if (noun === undefined) return isCapped ? `${unit} 이상` : unit;
  return isCapped ? `${unit} 이상의 ${noun}` : `${unit} ${noun}`;
}
