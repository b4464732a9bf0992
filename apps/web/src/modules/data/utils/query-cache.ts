// SWR's cache exists once code that reads through it has loaded (the data hooks register the
// clearing below when their module loads); a page without it has nothing cached. So the session
// can empty the cache at logout without SWR being on every page's first load (ADR 0018).
let clearLoadedCache: (() => void) | null = null;

export function registerQueryCache(clear: () => void): void {
  clearLoadedCache = clear;
}

/** Logout or a rejected login: no cached answer of the account may outlive it. */
export function clearQueryCache(): void {
  clearLoadedCache?.();
}
