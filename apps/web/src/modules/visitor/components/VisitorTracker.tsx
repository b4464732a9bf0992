'use client';

import { useEffect, useRef } from 'react';
import { useAccount } from '../../session/hooks/useAccount';
import { useAuth } from '../../session/hooks/useAuth';

/** Runs `task` once the page has loaded and the browser is idle; returns a cancel. */
function whenIdle(task: () => void): () => void {
  let idleId: number | null = null;
  let timeoutId: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(task, { timeout: 5_000 });
    } else {
      timeoutId = setTimeout(task, 1);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== null) window.cancelIdleCallback(idleId);
    if (timeoutId !== null) clearTimeout(timeoutId);
  };
}

/**
 * Visitor attribution (SPEC §4, ADR 0035), mounted once under the session: after the page is
 * loaded and idle it loads the tracking code and sends what this visit owes (first-visit meta,
 * visit log, link to the logged-in member). Nothing waits for it; it renders nothing.
 */
export default function VisitorTracker() {
  const { auth, isHydrated } = useAuth();
  const { me } = useAccount();
  const userId = isHydrated && auth.isLogin ? (me?.id ?? null) : null;
  const tokenRef = useRef<string | null>(null);

  useEffect(() => {
    tokenRef.current = auth.isLogin ? auth.token : null;
  }, [auth.isLogin, auth.token]);

  useEffect(() => {
    if (!isHydrated) return;
    return whenIdle(() => {
      import('../utils/visitor-tracking')
        .then(({ runVisitorTracking }) =>
          runVisitorTracking({ getToken: () => tokenRef.current, userId }),
        )
        .catch((error: unknown) => console.warn(`[방문 기록] ${String(error)}`));
    });
  }, [isHydrated, userId]);

  return null;
}
