import { describe, expect, it } from 'vitest';
import { shouldShowMyBidDot } from './my-bid-dot';

describe('shouldShowMyBidDot', () => {
  it('shows nothing when there is nothing new', () => {
    expect(
      shouldShowMyBidDot({ pathname: '/', hasUncheckedInvitations: false, hasNewApplies: false }),
    ).toBe(false);
  });

  it('shows unchecked invitations everywhere except the bid list', () => {
    const invited = { hasUncheckedInvitations: true, hasNewApplies: false };
    expect(shouldShowMyBidDot({ ...invited, pathname: '/' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/myBid' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/myBid/detail/12' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/bid/12' })).toBe(true);
    expect(shouldShowMyBidDot({ ...invited, pathname: '/bid' })).toBe(false);
  });

  it('shows new applicants everywhere except a my-bid detail page', () => {
    const applied = { hasUncheckedInvitations: false, hasNewApplies: true };
    expect(shouldShowMyBidDot({ ...applied, pathname: '/' })).toBe(true);
    expect(shouldShowMyBidDot({ ...applied, pathname: '/bid' })).toBe(true);
    expect(shouldShowMyBidDot({ ...applied, pathname: '/myBid' })).toBe(true);
    expect(shouldShowMyBidDot({ ...applied, pathname: '/myBid/detail/12' })).toBe(false);
  });

  it('shows the dot when either reason applies on the current page', () => {
    const both = { hasUncheckedInvitations: true, hasNewApplies: true };
    expect(shouldShowMyBidDot({ ...both, pathname: '/bid' })).toBe(true);
    expect(shouldShowMyBidDot({ ...both, pathname: '/myBid/detail/12' })).toBe(true);
  });
});
