'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { findFocusableElements } from '../utils/focusable';

type FocusTrapOptions = {
  isActive: boolean;
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element, then the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Keeps keyboard focus inside an open dialog or drawer, closes it on Escape and, when it closes,
 * returns focus to whatever opened it (WCAG 2.4.3 focus order).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  options: FocusTrapOptions,
): void {
  const { isActive, initialFocusRef } = options;
  const onEscapeRef = useRef(options.onEscape);
  useEffect(() => {
    onEscapeRef.current = options.onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = initialFocusRef?.current ?? findFocusableElements(container)[0] ?? container;
    initial.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = findFocusableElements(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    container.addEventListener('keydown', handleKeyDown);
    return () => {
      container.removeEventListener('keydown', handleKeyDown);
      // After the other cleanups of the closing layer, which make the page interactive again.
      queueMicrotask(() => {
        if (previouslyFocused?.isConnected) previouslyFocused.focus();
      });
    };
  }, [containerRef, initialFocusRef, isActive]);
}
