import { describe, expect, it } from 'vitest';
import { buildReviewHref, buildReviewRequestHref, readReviewTab } from './review-tabs';

describe('review tabs', () => {
  it('opens 받은 리뷰 for a company unless the URL names 작성한 리뷰', () => {
    expect(readReviewTab(null, false)).toBe('received');
    expect(readReviewTab('nonsense', false)).toBe('received');
    expect(readReviewTab('written', false)).toBe('written');
  });

  it('always opens 작성한 리뷰 for a consumer, who receives no reviews', () => {
    expect(readReviewTab('received', true)).toBe('written');
    expect(readReviewTab(null, true)).toBe('written');
  });

  it('links each tab and each review’s request', () => {
    expect(buildReviewHref('written')).toBe('/myPage/review?tab=written');
    expect(buildReviewRequestHref('12', 'received')).toBe('/bid/12');
    expect(buildReviewRequestHref('12', 'written')).toBe('/myBid/detail/12');
  });
});
