'use client';

import { useEffect, useState } from 'react';
import { useAuth } from '../../session/hooks/useAuth';

/** The current time, refreshed every `intervalMs` so a countdown keeps moving. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The moment a server-rendered page counted its deadlines from (`serverTime`, ADR 0017), until the
 * stored session has been read: the first render must write the same text as the server's HTML.
 * Undefined after that, or without a server time: count from now.
 */
export function useServerTime(serverTime: number | undefined): Date | undefined {
  const { isHydrated } = useAuth();
  return isHydrated || serverTime === undefined ? undefined : new Date(serverTime);
}
