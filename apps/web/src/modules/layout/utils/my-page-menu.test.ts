import { describe, expect, it } from 'vitest';
import { MY_PAGE_MENU, findCurrentMyPageEntry } from './my-page-menu';
import { MY_PAGE_SECTIONS } from './my-page-sections';

const ENTRIES = MY_PAGE_MENU.flatMap((group) => group.entries);

describe('the my-page menu', () => {
  it('lists each area once', () => {
    expect(new Set(ENTRIES.map((entry) => entry.key)).size).toBe(ENTRIES.length);
    expect(new Set(ENTRIES.map((entry) => entry.href)).size).toBe(ENTRIES.length);
  });

  it('leaves out the sections whose page is still a notice (no dead ends)', () => {
    const preparing = (['portfolio'] as const).map((key) => MY_PAGE_SECTIONS[key]);
    const labels = ENTRIES.map((entry) => entry.label);
    const hrefs = ENTRIES.map((entry) => entry.href);
    for (const label of preparing) expect(labels).not.toContain(label);
    for (const href of ['/myPage/portfolio']) {
      expect(hrefs).not.toContain(href);
    }
  });

  it.each([
    ['/myPage/favorite', 'favorite'],
    ['/myPage/review', 'review'],
    ['/myPage/point', 'point'],
    ['/myPage/view/', 'view'],
    ['/myPage/noti', 'noti'],
    ['/recommendation', 'recommendation'],
    // /myPage itself, /myBid (two entries share its path), a preparing section, another page
    ['/myPage', null],
    ['/myBid', null],
    ['/myPage/portfolio', null],
    ['/company', null],
  ])('marks %s as entry %s', (pathname, key) => {
    expect(findCurrentMyPageEntry(pathname)).toBe(key);
  });
});
