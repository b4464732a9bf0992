'use client';

import { useMemo } from 'react';
import type { DialogRequest } from '../components/ModalProvider';
import { useModalRoot } from './useModalRoot';

export function useDialog() {
  const { openDialog } = useModalRoot();
  return useMemo(
    () => ({
      /** Resolves true when the user confirms, false on cancel, Escape or a click outside. */
      confirm: (request: DialogRequest) => openDialog({ cancelLabel: '취소', ...request }),
      alert: async (request: Omit<DialogRequest, 'cancelLabel'>) => {
        await openDialog(request);
      },
    }),
    [openDialog],
  );
}
