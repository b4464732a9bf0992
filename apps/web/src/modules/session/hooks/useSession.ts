'use client';

import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from '../components/SessionProvider';

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession은 SessionProvider 안에서만 사용할 수 있습니다.');
  return session;
}
