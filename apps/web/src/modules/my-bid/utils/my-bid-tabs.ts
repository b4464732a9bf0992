import { isAnnouncementState, type AnnouncementState } from '@gongsa/domain';

/** SPEC §2 names /myBid?tab=1 and tab=3; the numbers are the public URL, so they stay. */
export const MY_BID_TABS = [
  { value: '1', label: '내 견적 요청' },
  { value: '3', label: '지원·초대' },
] as const;
export type MyBidTab = (typeof MY_BID_TABS)[number]['value'];

/** tab=1 filter: drafts, one announcement state, or everything. */
export type MyBidFilter = 'ALL' | 'TEMP' | AnnouncementState;

export const TEMP_FILTER = 'TEMP';

/** Any other or missing value opens the first tab, so an old or mistyped link still works. */
export function readMyBidTab(value: string | null | undefined): MyBidTab {
  return MY_BID_TABS.find((tab) => tab.value === value)?.value ?? '1';
}

export function readMyBidFilter(value: string | null | undefined): MyBidFilter {
  if (value === TEMP_FILTER) return TEMP_FILTER;
  return isAnnouncementState(value) ? value : 'ALL';
}

/** /myBid?tab=1&state=CHOOSING — the filter only belongs to tab 1 and is dropped elsewhere. */
export function buildMyBidHref(tab: MyBidTab, filter: MyBidFilter = 'ALL'): string {
  const params = new URLSearchParams({ tab });
  if (tab === '1' && filter !== 'ALL') params.set('state', filter);
  return `/myBid?${params.toString()}`;
}

/** Where a draft resumes: the wizard loads it and jumps to its saved step. */
export function buildDraftResumeHref(tempId: string): string {
  return `/bid/upload1?tempId=${encodeURIComponent(tempId)}`;
}

/** 수정 of a published request nobody has applied to: the wizard loads it (edit mode). */
export function buildAnnouncementEditHref(announcementId: string): string {
  return `/bid/upload1?announcementId=${encodeURIComponent(announcementId)}`;
}
