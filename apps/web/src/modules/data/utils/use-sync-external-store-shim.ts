// SWR imports use-sync-external-store/shim for React 16/17; React 19 has the hook itself, so
// next.config.ts points the shim here and the 0.4 KiB fallback is not shipped on every page.
export { useSyncExternalStore } from 'react';
