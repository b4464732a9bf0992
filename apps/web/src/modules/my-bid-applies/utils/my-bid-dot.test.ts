import { describe, expect, it } from 'vitest';
import { myBidTabHasNews, shouldShowMyBidDot } from './my-bid-dot';

describe('shouldShowMyBidDot', () => {
  it('shows nothing when there is nothing new', () => {
    expect(
      shouldShowMyBidDot({ pathname: '/', hasUncheckedInvitations: false, hasNewApplies: false }),
    ).toBe(false);
  });

  it('shows unchecked invitations everywhere except /myBid, whose tab shows them', () => {
    const invited = { hasUncheckedInvitations: true, hasNewApplies: false };
    expect(shouldShowMyBidDot({ ...invited, pathname: '/' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/bid' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/bid/12' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/myBid/detail/12' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/myBid' })).toBe(false);
  });

  it('shows new applicants everywhere except /myBid and a request detail page', () => {
    const applied = { hasUncheckedInvitations: false, hasNewApplies: true };
    expect(shouldShowMyBidDot({ ...applied, pathname: '/' })).toBe(true);
    expect(shouldShowMyBidDot({ ...applied, pathname: '/bid' })).toBe(true);
    expect(shouldShowMyBidDot({ ...applied, pathname: '/myBid' })).toBe(false);
    expect(shouldShowMyBidDot({ ...applied, pathname: '/myBid/detail/12' })).toBe(false);
  });

  it('shows the dot when either reason applies on the current page', () => {
    const both = { hasUncheckedInvitations: true, hasNewApplies: true };
    expect(shouldShowMyBidDot({ ...both, pathname: '/myBid/detail/12' })).toBe(true);
    expect(shouldShowMyBidDot({ ...both, pathname: '/myBid' })).toBe(false);
  });
});

describe('myBidTabHasNews', () => {
  it('puts new applicants on 내 견적 요청 and invitations on 지원·초대', () => {
    const applied = { hasUncheckedInvitations: false, hasNewApplies: true };
    const invited = { hasUncheckedInvitations: true, hasNewApplies: false };
    expect(myBidTabHasNews('1', applied)).toBe(true);
    expect(myBidTabHasNews('3', applied)).toBe(false);
    expect(myBidTabHasNews('1', invited)).toBe(false);
    expect(myBidTabHasNews('3', invited)).toBe(true);
    expect(myBidTabHasNews('3', undefined)).toBe(false);
  });
});
