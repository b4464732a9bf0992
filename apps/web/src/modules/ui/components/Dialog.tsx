'use client';

import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { useModalLayer } from '../hooks/useModalLayer';
import { useModalRoot } from '../hooks/useModalRoot';

type DialogProps = {
  title: string;
  description?: string | undefined;
  children?: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
};

export function Dialog({ title, description, children, footer, onClose }: DialogProps) {
  const { root } = useModalRoot();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, { isActive: root !== null, onEscape: onClose });
  useModalLayer(true);

  if (!root) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-5">
      <div
        className="animate-fade-in absolute inset-0 bg-gray-950/50"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="animate-dialog-in relative w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-2 text-[15px] leading-relaxed text-gray-600">
            {description}
          </p>
        ) : null}
        {children}
        {footer ? <div className="mt-6 flex gap-2">{footer}</div> : null}
      </div>
    </div>,
    root,
  );
}
