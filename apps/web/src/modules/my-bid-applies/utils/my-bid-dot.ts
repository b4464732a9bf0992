export type MyBidNotice = {
  hasUncheckedInvitations: boolean;
  hasNewApplies: boolean;
};

export type MyBidDotInput = MyBidNotice & { pathname: string };

/**
 * SPEC §4 notification dot on '내 입찰'. "Except on the bids page" is read as the page that shows
 * them (issue 13): on /myBid itself the dot moves from the '내 입찰' link to the tab that holds the
 * news (myBidTabHasNews), and new applicants are not flagged on a request's own detail page either,
 * where the owner is already looking at them.
 */
export function shouldShowMyBidDot({
  pathname,
  hasUncheckedInvitations,
  hasNewApplies,
}: MyBidDotInput): boolean {
  if (pathname === '/myBid') return false;
  return hasUncheckedInvitations || (hasNewApplies && !pathname.startsWith('/myBid/detail/'));
}

/** Whether a /myBid tab carries the dot: 내 견적 요청 for new applicants, 지원·초대 for invitations. */
export function myBidTabHasNews(tab: '1' | '3', notice: MyBidNotice | undefined): boolean {
  if (!notice) return false;
  return tab === '1' ? notice.hasNewApplies : notice.hasUncheckedInvitations;
}
