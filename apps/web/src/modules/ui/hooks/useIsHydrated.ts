import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false in the server's HTML and while React hydrates it, true from then on (and at once on a
 * page the browser renders itself). A server-rendered control that needs a script can say it is
 * not ready yet instead of losing the click (a tap before hydration does nothing).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
