'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, moves focus to the first invalid control in document order, once the
 * errors have rendered (aria-invalid is set by the fields themselves).
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    const form = formRef.current;
    if (!form) return;
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
    target.focus();
    target.scrollIntoView({ block: 'center' });
  }, [request]);

  const focusFirstError = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusFirstError };
}
