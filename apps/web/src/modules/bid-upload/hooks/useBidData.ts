'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createEncryptedWriter, readEncryptedItem } from '../../session/utils/encrypted-storage';
import { BID_DATA_DROPPED_EVENT, BID_DATA_STORAGE_KEY } from '../utils/bid-data-storage';

/** Estimate-request wizard data, keyed by step number (1–8). */
export type BidData = Record<string, unknown>;

type Snapshot = { bidData: BidData; isHydrated: boolean };

const SERVER_SNAPSHOT: Snapshot = { bidData: {}, isHydrated: false };

/*
 * One store for the tab, kept in memory between the wizard's pages and encrypted in session
 * storage so a reload inside the wizard keeps it. BidUploadExitWatcher empties it when the wizard
 * is left.
 */
let snapshot: Snapshot = SERVER_SNAPSHOT;
let hydration: Promise<void> | null = null;
const listeners = new Set<() => void>();
const writeStored = createEncryptedWriter(BID_DATA_STORAGE_KEY);

function publish(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Reads the stored data once per page load; a write made meanwhile wins. */
function hydrate(): Promise<void> {
  hydration ??= readEncryptedItem<BidData>(BID_DATA_STORAGE_KEY).then((stored) => {
    if (snapshot.isHydrated) return;
    publish({ bidData: stored ?? {}, isHydrated: true });
  });
  return hydration;
}

function dropBidData(): void {
  publish({ bidData: {}, isHydrated: true });
}

// Heard for as long as the module is loaded, not only while a wizard page is mounted: leaving the
// wizard by a link unmounts its pages before BidUploadExitWatcher's effect announces the drop, and
// the memory copy must go too, or coming back by a link would show the old answers.
if (typeof window !== 'undefined') {
  window.addEventListener(BID_DATA_DROPPED_EVENT, dropBidData);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setBidData(bidData: BidData): void {
  publish({ bidData, isHydrated: true });
  void writeStored(Object.keys(bidData).length === 0 ? null : bidData);
}

/** The wizard's stored data; useBidWizard reads and writes it in the wizard's terms. */
export function useBidData(): Snapshot & { setBidData: typeof setBidData } {
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => SERVER_SNAPSHOT,
  );
  useEffect(() => {
    void hydrate();
  }, []);
  return { ...current, setBidData };
}
