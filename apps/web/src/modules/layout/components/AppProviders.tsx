'use client';

import type { ReactNode } from 'react';
import { BidDataProvider } from '../../bid-upload/components/BidDataProvider';
import { SessionProvider } from '../../session/components/SessionProvider';
import { ModalProvider } from '../../ui/components/ModalProvider';
import { ToastProvider } from '../../ui/components/ToastProvider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ModalProvider>
        <SessionProvider>
          <BidDataProvider>{children}</BidDataProvider>
        </SessionProvider>
      </ModalProvider>
    </ToastProvider>
  );
}
