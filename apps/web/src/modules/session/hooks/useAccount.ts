'use client';

import { useContext } from 'react';
import { selectAccount, type AccountData } from '../utils/account-queries';
import { useAuth, type AuthContextValue } from './useAuth';
import { SessionDataContext } from './useSession';

/**
 * The logged-in account: me, points and subscription (null for a visitor or before loading).
 * Read-only: refetchAccount() is what asks (it applies SPEC §8's logout rule), so the header, menu
 * and drawer mounting on every page send nothing.
 */
export function useAccount(): AccountData & Pick<AuthContextValue, 'refetchAccount'> {
  const { auth, isHydrated, refetchAccount } = useAuth();
  const data = useContext(SessionDataContext);
  if (!data) throw new Error('useAccount는 SessionProvider 안에서만 사용할 수 있습니다.');
  return { ...selectAccount(data.state, isHydrated && auth.isLogin), refetchAccount };
}
