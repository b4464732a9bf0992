/** /myPage/review?tab=received|written: 받은 리뷰 (a company's) and 작성한 리뷰 (anyone's). */
export const REVIEW_TABS = [
  { value: 'received', label: '받은 리뷰' },
  { value: 'written', label: '작성한 리뷰' },
] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number]['value'];

export const REVIEW_PAGE_PATH = '/myPage/review';

/**
 * The tab the URL names; a consumer (who receives no reviews) always gets 작성한 리뷰, anyone
 * else 받은 리뷰 for a missing or unknown value.
 */
export function readReviewTab(value: string | null | undefined, isConsumer: boolean): ReviewTab {
  if (isConsumer) return 'written';
  return REVIEW_TABS.find((tab) => tab.value === value)?.value ?? 'received';
}

export function buildReviewHref(tab: ReviewTab): string {
  return `${REVIEW_PAGE_PATH}?tab=${tab}`;
}

/** Where a review's request opens: its author's own page, or the public one for the company. */
export function buildReviewRequestHref(announcementId: string, tab: ReviewTab): string {
  return tab === 'written' ? `/myBid/detail/${announcementId}` : `/bid/${announcementId}`;
}
