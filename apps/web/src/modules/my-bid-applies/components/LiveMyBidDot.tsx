'use client';

import { useMyBidDot, useMyBidNotice } from '../hooks/useMyBidDot';
import { MyBidDot } from './MyBidDot';
import { NoticeBadge } from './NoticeBadge';

// One chunk for both, so the bars' dot and the my-page menu's badges mount together and share
// the notice request of their route.

/** The dot when the notice says one is due (loaded by MyBidDotIsland for members only). */
export function LiveMyBidDot({ className }: { className?: string }) {
  return useMyBidDot() ? <MyBidDot className={className} /> : null;
}

export type LiveNoticeBadgeProps = {
  flag: 'hasNewApplies' | 'hasUncheckedInvitations';
  label: string;
  isOpenedLater?: boolean;
};

/** A my-page menu entry's badge when its flag of the notice is set (MyBidNoticeBadgeIsland). */
export function LiveNoticeBadge({ flag, label, isOpenedLater }: LiveNoticeBadgeProps) {
  const notice = useMyBidNotice({ isOpenedLater });
  return notice?.[flag] ? <NoticeBadge label={label} /> : null;
}
