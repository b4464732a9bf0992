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
  useEffect(() => {
    if (module || !isNeeded) return;
    let isActive = true;
    lazy.load().then(
      (loaded) => {
        if (isActive) setModule(() => loaded);
      },
      // The next handler that needs it calls load() again and shows its own failure.
      () => undefined,
    );
    return () => {
      isActive = false;
    };
  }, [lazy, module, isNeeded]);
  return module;
}
