'use client';

import { useCallback } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { useDialog } from '../../ui/hooks/useDialog';

/** Asks before logging out: a stray tap should not end a session with an unsaved draft. */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const dialog = useDialog();
  return useCallback(async () => {
    const isConfirmed = await dialog.confirm({
      title: '로그아웃 하시겠어요?',
      confirmLabel: '로그아웃',
    });
    if (isConfirmed) logout();
  }, [dialog, logout]);
}
