'use client';

import { useEffect, useState } from 'react';
import type { LazyModule } from '../utils/lazy-module';

/**
 * Starts loading a lazy module right after hydration and re-renders with it once it is there
 * (null until then). Handlers that need it before that await `lazy.load()`. With `isNeeded`
 * false it waits (a member's menu on a visitor's page) and loads once it turns true.
 */
export function useLazyModule<T>(lazy: LazyModule<T>, isNeeded = true): T | null {
  const [module, setModule] = useState<T | null>(() => lazy.current());
  // Bumped when the browser is back online after a failed fetch: the effect then asks again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module || !isNeeded) return;
    let isActive = true;
    const retry = () => setAttempt((count) => count + 1);
    lazy.load().then(
      (loaded) => {
        if (isActive) setModule(() => loaded);
      },
      // A handler that needs it meanwhile calls load() itself and shows its own failure; what
      // a page shows from it (a member's menu) is asked for again once the browser is online.
      () => {
        if (isActive) window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      isActive = false;
      window.removeEventListener('online', retry);
    };
  }, [lazy, module, isNeeded, attempt]);
  // Loaded meanwhile by a handler's own load() (after a failed first try): use it.
  return module ?? lazy.current();
}
