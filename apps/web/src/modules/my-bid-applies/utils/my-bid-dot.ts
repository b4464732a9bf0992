export type MyBidDotInput = {
  pathname: string;
  hasUncheckedInvitations: boolean;
  hasNewApplies: boolean;
};

/**
 * SPEC §4 notification dot on '내 입찰'. Unchecked invitations are not flagged on /bid, where the
 * user is already looking at announcements; new applicants are not flagged on a bid detail page,
 * where the owner is already looking at them.
 */
export function shouldShowMyBidDot({
  pathname,
  hasUncheckedInvitations,
  hasNewApplies,
}: MyBidDotInput): boolean {
  return (
    (hasUncheckedInvitations && pathname !== '/bid') ||
    (hasNewApplies && !pathname.startsWith('/myBid/detail/'))
  );
}
