'use client';

import { TOAST_DURATION_MS } from '@gongsa/domain';
import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { reduceToast, type ToastTone } from '../utils/toast-state';

export type ShowToast = (message: string, tone?: ToastTone) => void;

export const ToastContext = createContext<ShowToast | null>(null);

const TONE_STYLES: Record<ToastTone, string> = {
  info: 'bg-gray-900 text-white',
  success: 'bg-gray-900 text-white',
  error: 'bg-danger-700 text-white',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, dispatch] = useReducer(reduceToast, null);
  const nextId = useRef(0);

  const showToast = useCallback<ShowToast>((message, tone = 'info') => {
    nextId.current += 1;
    dispatch({ type: 'show', toast: { id: nextId.current, message, tone } });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'dismiss', id: toast.id }),
      TOAST_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => showToast, [showToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The live region stays mounted so screen readers announce each new message. */}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
      >
        {toast ? (
          <p
            key={toast.id}
            className={`animate-toast-in max-w-md rounded-xl px-5 py-3 text-center text-[15px] font-medium shadow-lg ${TONE_STYLES[toast.tone]}`}
          >
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
