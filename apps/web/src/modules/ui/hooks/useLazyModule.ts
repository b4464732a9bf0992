'use client';

import { useEffect, useState } from 'react';
import type { LazyModule } from '../utils/lazy-module';

/**
 * Starts loading a lazy module right after hydration and re-renders with it once it is there
 * (null until then). Handlers that need it before that await `lazy.load()`.
 */
export function useLazyModule<T>(lazy: LazyModule<T>): T | null {
  const [module, setModule] = useState<T | null>(() => lazy.current());
  useEffect(() => {
    if (module) return;
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
  }, [lazy, module]);
  return module;
}
