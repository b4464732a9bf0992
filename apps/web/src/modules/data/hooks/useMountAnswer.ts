'use client';

import { useState } from 'react';

/**
 * Network-only (SPEC §7) on screen: what the cache held when a key was first rendered came from an
 * earlier mount, so it is not shown; the page shows loading until its own answer arrives, as it
 * did before the cache existed (forms that copy their first values from the answer never start
 * from an old one). Answers of this mount (and the data on screen during a reload) are shown, and
 * so is `ownAnswer`: the server's answer of this page load (useServerSeed).
 */
export function useMountAnswer<T>(
  key: string | null,
  data: T | undefined,
  ownAnswer?: T,
): T | undefined {
  const [start, setStart] = useState({ key, data });
  if (start.key !== key) {
    setStart({ key, data });
    return ownAnswer !== undefined && data === ownAnswer ? data : undefined;
  }
  if (ownAnswer !== undefined && data === ownAnswer) return data;
  return data === start.data ? undefined : data;
}
