'use client';

import useSWR from 'swr';
import { QUERY_CONFIG } from '../../data/utils/query-config';
import { ACCOUNT_KEYS, type AccountData } from '../utils/account-queries';
import type { SessionPoint, SessionSubscription, SessionUser } from '../utils/session-state';
import { useAuth, type AuthContextValue } from './useAuth';

// Read-only views of the cache: refetchAccount() is what asks (it applies SPEC §8's logout rule),
// so the header, menu and drawer mounting on every page send nothing.
const CACHE_ONLY = { ...QUERY_CONFIG, revalidateOnMount: false, revalidateIfStale: false };

/** The logged-in account: me, points and subscription (null for a visitor or before loading). */
export function useAccount(): AccountData & Pick<AuthContextValue, 'refetchAccount'> {
  const { auth, isHydrated, refetchAccount } = useAuth();
  const isMember = isHydrated && auth.isLogin;
  const me = useSWR<SessionUser>(isMember ? ACCOUNT_KEYS.me : null, null, CACHE_ONLY);
  const myPoint = useSWR<SessionPoint>(isMember ? ACCOUNT_KEYS.myPoint : null, null, CACHE_ONLY);
  const mySubscribe = useSWR<SessionSubscription>(
    isMember ? ACCOUNT_KEYS.mySubscribe : null,
    null,
    CACHE_ONLY,
  );
  return {
    me: me.data ?? null,
    myPoint: myPoint.data ?? null,
    mySubscribe: mySubscribe.data ?? null,
    refetchAccount,
  };
}
