'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { findMissingJoinStep } from '../utils/join-data';

/**
 * Sends a visitor who opened step 2 or 3 without the earlier steps back to the first missing
 * one. Returns true once the step may render. `isPaused` stops it while a finished sign-up
 * clears the join data on its way out.
 */
export function useJoinGuard(step: 2 | 3, isPaused = false): boolean {
  const { state, isHydrated } = useSession();
  const router = useRouter();
  const missingStep = isHydrated ? findMissingJoinStep(state.joinData, step) : null;

  useEffect(() => {
    if (missingStep && !isPaused) router.replace(missingStep);
  }, [isPaused, missingStep, router]);

  return isHydrated && (missingStep === null || isPaused);
}
