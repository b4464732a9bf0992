'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createEncryptedWriter, readEncryptedItem } from '../../session/utils/encrypted-storage';
import { isLeavingBidUpload } from '../utils/wizard-store';

/** Estimate-request wizard data, keyed by step number (1–8) (SPEC §3 'bidding wizard data'). */
export type BidData = Record<string, unknown>;

/** What is stored: the data and the page it was last seen on, for the leaving rule on a reload. */
type StoredBidData = { bidData: BidData; path: string | null };

const BID_DATA_STORAGE_KEY = 'gongsa.bid-upload';

export type BidDataContextValue = {
  bidData: BidData;
  /** False until the stored wizard data has been read. */
  isHydrated: boolean;
  setBidData(next: BidData): void;
};

export const BidDataContext = createContext<BidDataContextValue | null>(null);

/** The wizard's stored data; useBidWizard reads and writes it in the wizard's terms. */
export function useBidData(): BidDataContextValue {
  const value = useContext(BidDataContext);
  if (!value) throw new Error('useBidData는 BidDataProvider 안에서만 사용할 수 있습니다.');
  return value;
}

function isEmpty(bidData: BidData): boolean {
  return Object.keys(bidData).length === 0;
}

/**
 * The wizard's in-progress data, kept encrypted in session storage so a reload inside the wizard
 * keeps it. SPEC §2: leaving /bid/upload drops it (the server draft stays), by a client
 * navigation or by a full page load elsewhere, which is why this watches every route.
 */
export function BidDataProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [bidData, setBidDataState] = useState<BidData>({});
  const [isHydrated, setIsHydrated] = useState(false);
  const [trackedPath, setTrackedPath] = useState(pathname);
  const [writeStored] = useState(() => createEncryptedWriter(BID_DATA_STORAGE_KEY));
  const isWrittenBeforeHydration = useRef(false);

  if (pathname !== trackedPath) {
    setTrackedPath(pathname);
    if (isLeavingBidUpload(trackedPath, pathname)) setBidDataState({});
  }

  useEffect(() => {
    let isCancelled = false;
    void readEncryptedItem<StoredBidData>(BID_DATA_STORAGE_KEY).then((stored) => {
      if (isCancelled) return;
      const isLeft = isLeavingBidUpload(stored?.path, window.location.pathname);
      if (!isWrittenBeforeHydration.current && stored?.bidData && !isLeft) {
        setBidDataState(stored.bidData);
      }
      setIsHydrated(true);
    });
    return () => {
      isCancelled = true;
    };
  }, []);

  // Nothing is stored while the wizard is empty; otherwise with the page it was seen on.
  useEffect(() => {
    if (!isHydrated) return;
    void writeStored(
      isEmpty(bidData) ? null : ({ bidData, path: pathname } satisfies StoredBidData),
    );
  }, [bidData, isHydrated, pathname, writeStored]);

  const setBidData = useCallback(
    (next: BidData) => {
      if (!isHydrated) isWrittenBeforeHydration.current = true;
      setBidDataState(next);
    },
    [isHydrated],
  );

  const value = useMemo(
    () => ({ bidData, isHydrated, setBidData }),
    [bidData, isHydrated, setBidData],
  );
  return <BidDataContext.Provider value={value}>{children}</BidDataContext.Provider>;
}
