import { describe, expect, it } from 'vitest';
import {
  buildAnnouncementEditHref,
  buildDraftResumeHref,
  buildMyBidHref,
  readMyBidFilter,
  readMyBidTab,
} from './my-bid-tabs';

describe('my bid tabs', () => {
  it('reads tab 1 and 3 and falls back to tab 1', () => {
    expect(readMyBidTab('3')).toBe('3');
    expect(readMyBidTab('1')).toBe('1');
    expect(readMyBidTab('2')).toBe('1');
    expect(readMyBidTab(null)).toBe('1');
  });

  it('reads the tab 1 filter', () => {
    expect(readMyBidFilter('TEMP')).toBe('TEMP');
    expect(readMyBidFilter('CHOOSING')).toBe('CHOOSING');
    expect(readMyBidFilter('choosing')).toBe('ALL');
    expect(readMyBidFilter(undefined)).toBe('ALL');
  });

  it('round-trips the URL and drops the filter outside tab 1', () => {
    expect(buildMyBidHref('1')).toBe('/myBid?tab=1');
    expect(buildMyBidHref('1', 'RECRUITING')).toBe('/myBid?tab=1&state=RECRUITING');
    expect(buildMyBidHref('3', 'RECRUITING')).toBe('/myBid?tab=3');
    const params = new URL(buildMyBidHref('1', 'TEMP'), 'http://x').searchParams;
    expect(readMyBidTab(params.get('tab'))).toBe('1');
    expect(readMyBidFilter(params.get('state'))).toBe('TEMP');
  });

  it('resumes a draft in the wizard', () => {
    expect(buildDraftResumeHref('a b')).toBe('/bid/upload1?tempId=a%20b');
  });

  it('edits a published request in the wizard', () => {
    expect(buildAnnouncementEditHref('42')).toBe('/bid/upload1?announcementId=42');
  });
});
