'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { LAST_PATH_STORAGE_KEY, discardBidData } from '../utils/bid-data-storage';
import { isLeavingBidUpload } from '../utils/wizard-path';

function readLastPath(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_PATH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * SPEC §2: leaving /bid/upload drops the wizard's data (the server draft stays), by a client
 * navigation or by a full page load elsewhere. Every page renders this, so it holds only the
 * path rule; the wizard store itself loads with the wizard's pages.
 */
export function BidUploadExitWatcher() {
  const pathname = usePathname();
  useEffect(() => {
    if (isLeavingBidUpload(readLastPath(), pathname)) {
      discardBidData();
    }
    try {
      window.sessionStorage.setItem(LAST_PATH_STORAGE_KEY, pathname);
    } catch {
      // Without storage nothing was kept either.
    }
  }, [pathname]);
  return null;
}
