'use client';

import type { ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { Skeleton } from '../../ui/components/Skeleton';

/**
 * Step forms take their first values from the wizard store in the restored session, so they
 * mount only once the session has been read (a reload mid-wizard shows the saved answers).
 */
export function HydratedOnly({ children }: { children: ReactNode }) {
  const { isHydrated } = useSession();
  if (!isHydrated) return <Skeleton className="mx-auto mt-10 h-96 w-full max-w-3xl" />;
  return children;
}
