'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { BidUploadExitWatcher } from '../../bid-upload/components/BidUploadExitWatcher';
import { SessionProvider } from '../../session/components/SessionProvider';
import { ModalProvider } from '../../ui/components/ModalProvider';
import { ToastProvider } from '../../ui/components/ToastProvider';

// Visitor attribution renders nothing and waits for an idle moment: none of its code is in the
// first load (ADR 0035), only this loader.
const VisitorTracker = lazy(() => import('../../visitor/components/VisitorTracker'));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ModalProvider>
        <SessionProvider>
          <BidUploadExitWatcher />
          <Suspense fallback={null}>
            <VisitorTracker />
          </Suspense>
          {children}
        </SessionProvider>
      </ModalProvider>
    </ToastProvider>
  );
}
