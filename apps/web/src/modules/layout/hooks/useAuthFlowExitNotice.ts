'use client';

import { usePathname } from 'next/navigation';
import { useCallback } from 'react';
import { useToast } from '../../ui/hooks/useToast';
import { AUTH_FLOW_EXIT_MESSAGE, isAuthFlowPath } from '../utils/auth-flow-exit';

/**
 * SPEC §8: on the sign-up and find pages, the header's logo and login button say where they are
 * going before the link navigates (the toast outlives the client-side navigation).
 */
export function useAuthFlowExitNotice(): () => void {
  const pathname = usePathname();
  const showToast = useToast();
  return useCallback(() => {
    if (isAuthFlowPath(pathname)) showToast(AUTH_FLOW_EXIT_MESSAGE);
  }, [pathname, showToast]);
}
