'use client';

import { createContext, useContext, useMemo } from 'react';
import type { SessionPatch, SessionState } from '../utils/session-state';
import { selectAccount } from '../utils/account-queries';
import { useAuth, type AuthContextValue } from './useAuth';

export type SessionDataContextValue = {
  state: SessionState;
  updateSession(patch: SessionPatch): void;
};

export const SessionDataContext = createContext<SessionDataContextValue | null>(null);

export type SessionContextValue = Omit<AuthContextValue, 'auth'> & SessionDataContextValue;

/**
 * The whole client session of SPEC §3 (login, account, join steps, search, location) for the
 * pages that use several parts of it. Code that needs only the login or the GraphQL client uses
 * useAuth, only the account useAccount; the wizard's data is useBidWizard's.
 */
export function useSession(): SessionContextValue {
  const auth = useAuth();
  const data = useContext(SessionDataContext);
  if (!data) throw new Error('useSession은 SessionProvider 안에서만 사용할 수 있습니다.');
  const { state: stored, updateSession } = data;
  const { isHydrated, client, login, logout, refetchAccount } = auth;
  const isMember = isHydrated && auth.auth.isLogin;
  const state = useMemo(
    () => ({ ...stored, ...selectAccount(stored, isMember) }),
    [stored, isMember],
  );
  return { state, isHydrated, client, login, logout, refetchAccount, updateSession };
}
