'use client';

import { useMyBidDot } from '../hooks/useMyBidDot';
import { MyBidDot } from './MyBidDot';

/** The dot when the notice says one is due (loaded by MyBidDotIsland for members only). */
export function LiveMyBidDot({ className }: { className?: string }) {
  return useMyBidDot() ? <MyBidDot className={className} /> : null;
}
