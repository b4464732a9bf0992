'use client';

import { useCallback } from 'react';
import { forgetPushOnLogout } from '../../notifications/push/forget-push-on-logout';
import { useAuth } from '../../session/hooks/useAuth';
import { useSession } from '../../session/hooks/useSession';
import { useDialog } from '../../ui/hooks/useDialog';

/**
 * Asks before logging out: a stray tap should not end a session with an unsaved draft. This
 * browser's push token leaves the account first (a shared computer gets no one else's pushes).
 */
export function useLogout(): () => Promise<void> {
  const { logout } = useSession();
  const { client } = useAuth();
  const dialog = useDialog();
  return useCallback(async () => {
    const isConfirmed = await dialog.confirm({
      title: '로그아웃 하시겠어요?',
      confirmLabel: '로그아웃',
    });
    if (!isConfirmed) return;
    await forgetPushOnLogout(client);
    logout();
  }, [client, dialog, logout]);
}
