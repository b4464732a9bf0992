'use client';

import type { ReactNode } from 'react';
import { BidUploadExitWatcher } from '../../bid-upload/components/BidUploadExitWatcher';
import { SessionProvider } from '../../session/components/SessionProvider';
import { ModalProvider } from '../../ui/components/ModalProvider';
import { ToastProvider } from '../../ui/components/ToastProvider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ModalProvider>
        <SessionProvider>
          <BidUploadExitWatcher />
          {children}
        </SessionProvider>
      </ModalProvider>
    </ToastProvider>
  );
}
