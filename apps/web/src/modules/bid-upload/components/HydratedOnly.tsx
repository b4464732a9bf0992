'use client';

import type { ReactNode } from 'react';
import { useBidWizard } from '../hooks/useBidWizard';
import { Skeleton } from '../../ui/components/Skeleton';

/**
 * Step forms take their first values from the restored wizard store, so they
 * mount only once the session and the store have been read (a reload mid-wizard shows the saved answers).
 */
export function HydratedOnly({ children }: { children: ReactNode }) {
  const { isHydrated } = useBidWizard();
  if (!isHydrated) return <Skeleton className="mx-auto mt-10 h-96 w-full max-w-3xl" />;
  return children;
}
