'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../ui/components/Button';
import { CloseIcon } from '../../ui/components/icons';
import { useFocusTrap } from '../../ui/hooks/useFocusTrap';
import { useModalLayer } from '../../ui/hooks/useModalLayer';
import { useModalRoot } from '../../ui/hooks/useModalRoot';

type FilterSheetProps<TFilters> = {
  filters: TFilters;
  /** The filters the sheet resets to (keyword and categories from the header search stay). */
  emptyFilters: TFilters;
  countFilters: (filters: TFilters) => number;
  /** The list's filter panel, editing the sheet's draft. */
  renderPanel: (draft: TFilters, onChange: (next: TFilters) => void) => ReactNode;
  onApply: (filters: TFilters) => void;
  onClose: () => void;
};

/**
 * Phone (<820px): the filter panel as a full-screen sheet. Choices are a draft until 적용, so
 * closing the sheet (button or Escape) leaves the list as it was. Render it only while open.
 */
export function FilterSheet<TFilters>({
  filters,
  emptyFilters,
  countFilters,
  renderPanel,
  onApply,
  onClose,
}: FilterSheetProps<TFilters>) {
  const { root } = useModalRoot();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  useFocusTrap(panelRef, { isActive: root !== null, onEscape: onClose });
  useModalLayer(true);
  if (!root) return null;
  const draftCount = countFilters(draft);

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-white desktop:hidden"
    >
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-gray-200 pr-2 pl-5">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          필터
        </h2>
        <button
          type="button"
          aria-label="필터 닫기"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-5">{renderPanel(draft, setDraft)}</div>
      <div className="flex shrink-0 gap-2 border-t border-gray-200 bg-white px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <Button variant="outline" className="w-28" onClick={() => setDraft(emptyFilters)}>
          초기화
        </Button>
        <Button className="flex-1" onClick={() => onApply(draft)}>
          {draftCount > 0 ? `적용 (${draftCount})` : '적용'}
        </Button>
      </div>
    </div>,
    root,
  );
}
