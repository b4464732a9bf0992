import { describe, expect, it } from 'vitest';
import { MY_PAGE_MENU, findCurrentMyPageEntry } from './my-page-menu';
import { MY_PAGE_SECTIONS } from './my-page-sections';

const ENTRIES = MY_PAGE_MENU.flatMap((group) => group.entries);

describe('the my-page menu', () => {
  it('lists each area once', () => {
    expect(new Set(ENTRIES.map((entry) => entry.key)).size).toBe(ENTRIES.length);
    expect(new Set(ENTRIES.map((entry) => entry.href)).size).toBe(ENTRIES.length);
  });

  it('lists every My Page section of SPEC §2 (each has its page)', () => {
    const paths = ENTRIES.map((entry) => entry.href.split('?')[0]);
    for (const section of Object.keys(MY_PAGE_SECTIONS)) {
      expect(paths).toContain(`/myPage/${section}`);
    }
  });

  it.each([
    ['/myPage/favorite', 'favorite'],
    ['/myPage/review', 'review'],
    ['/myPage/point', 'point'],
    ['/myPage/view/', 'view'],
    ['/myPage/noti', 'noti'],
    ['/recommendation', 'recommendation'],
    ['/myPage/portfolio', 'portfolio'],
    ['/myPage/opinion', 'opinion'],
    // /myPage itself, /myBid (two entries share its path), another page
    ['/myPage', null],
    ['/myBid', null],
    ['/company', null],
  ])('marks %s as entry %s', (pathname, key) => {
    expect(findCurrentMyPageEntry(pathname)).toBe(key);
  });
});
