'use client';

import type { ReactNode } from 'react';
import { SessionProvider } from '../../session/components/SessionProvider';
import { ModalProvider } from '../../ui/components/ModalProvider';
import { ToastProvider } from '../../ui/components/ToastProvider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ModalProvider>
        <SessionProvider>{children}</SessionProvider>
      </ModalProvider>
    </ToastProvider>
  );
}
