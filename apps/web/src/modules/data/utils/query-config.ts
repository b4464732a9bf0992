import { mutate, type SWRConfiguration } from 'swr';
import { registerQueryCache } from './query-cache';

// Every hook that caches answers imports this module, so the cache it fills can be emptied from
// the session (query-cache.ts) without the session importing SWR.
registerQueryCache(() => void mutate(() => true, undefined, { revalidate: false }));

/**
 * SPEC §7 "queries use network-only fetching": every mount and every new key asks the network
 * (dedupingInterval 0 shares only a request still in flight, so the three '내 입찰' dots send one);
 * data already on screen stays while it reloads. Nothing refetches on focus or reconnect unless a
 * page asks, and a failure is shown with 다시 시도 rather than retried behind the user's back.
 * Answers compare by identity, so every answer is a new value: that is how a hook tells an answer
 * of its own mount from one cached by an earlier mount (useMountAnswer).
 */
export const QUERY_CONFIG = {
  dedupingInterval: 0,
  compare: (a: unknown, b: unknown) => a === b,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} satisfies SWRConfiguration;
