import { describe, expect, it } from 'vitest';
import {
  buildKeywordSearchHref,
  buildSearchTargetHref,
  buildShallowSearchUrl,
  isSearchListPath,
  readDefaultSearchMode,
  readSearchKeyword,
  readUrlCategoryIds,
  readUrlKeyword,
} from './search-href';

function readQuery(href: string | null) {
  const url = new URL(href ?? '', 'http://localhost');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('reading the typed keyword', () => {
  it('does nothing for an empty or blank keyword', () => {
    expect(readSearchKeyword('', 'company')).toEqual({ kind: 'empty' });
    expect(readSearchKeyword(' \t ', 'bid')).toEqual({ kind: 'empty' });
    expect(buildKeywordSearchHref('   ', 'company')).toBeNull();
  });

  it('recognises a company unique number, trimmed, in any letter case', () => {
    expect(readSearchKeyword(' ABC123456 ', 'company')).toEqual({
      kind: 'uniqueId',
      keyword: 'ABC123456',
    });
    expect(readSearchKeyword('abc123456', 'company')).toEqual({
      kind: 'uniqueId',
      keyword: 'ABC123456',
    });
  });

  it('treats almost-unique-numbers as trade keywords', () => {
    for (const keyword of ['AB1234567', 'ABC12345', 'ABC1234567', 'ABCD23456', '가나다123456']) {
      expect(readSearchKeyword(keyword, 'company').kind).toBe('trade');
    }
  });

  it('looks up trades in bid mode even for a unique-number shape', () => {
    expect(readSearchKeyword('ABC123456', 'bid')).toEqual({ kind: 'trade', keyword: 'ABC123456' });
  });

  it('recognises an announcement number (8 digits) in bid mode only', () => {
    expect(readSearchKeyword(' 20260001 ', 'bid')).toEqual({
      kind: 'announcementNumber',
      keyword: '20260001',
    });
    expect(readSearchKeyword('20260001', 'company').kind).toBe('trade');
    for (const keyword of ['2026000', '202600011', '2026-0001', '２０２６０００１']) {
      expect(readSearchKeyword(keyword, 'bid').kind).toBe('trade');
    }
  });

  it('trims trade keywords', () => {
    expect(readSearchKeyword('  철근 콘크리트 ', 'company')).toEqual({
      kind: 'trade',
      keyword: '철근 콘크리트',
    });
  });
});

describe('where a search goes', () => {
  it('opens a unique number on /company page 1, sorting 1, without the portfolio filter', () => {
    expect(readQuery(buildKeywordSearchHref(' ABC123456 ', 'company'))).toEqual({
      pathname: '/company',
      query: {
        search: 'ABC123456',
        page: '1',
        sorting: '1',
        portfolioVisible: 'false',
        k: 'ABC123456',
        s: '1',
      },
    });
  });

  it('applies ticked categories with the keyword', () => {
    const href = buildSearchTargetHref({
      mode: 'company',
      keyword: '철근',
      categoryIds: [101, 10],
    });
    expect(readQuery(href)).toEqual({
      pathname: '/company',
      query: {
        categories: '101,10',
        page: '1',
        sorting: '1',
        portfolioVisible: 'false',
        k: '철근',
        s: '1',
      },
    });
  });

  it('searches company names for a keyword submitted without a selection', () => {
    expect(readQuery(buildKeywordSearchHref('공사마켓', 'company')).query).toMatchObject({
      search: '공사마켓',
      k: '공사마켓',
      page: '1',
      sorting: '1',
    });
  });

  it('sends estimate-request searches to /bid with sorting 3', () => {
    expect(readQuery(buildKeywordSearchHref('도장', 'bid'))).toEqual({
      pathname: '/bid',
      query: { page: '1', sorting: '3', k: '도장', s: '2' },
    });
    expect(
      readQuery(buildSearchTargetHref({ mode: 'bid', keyword: '도장', categoryIds: [5] })).query,
    ).toEqual({ categories: '5', page: '1', sorting: '3', k: '도장', s: '2' });
  });

  it('replaces the route only on the list the mode searches', () => {
    expect(isSearchListPath('/company', 'company')).toBe(true);
    expect(isSearchListPath('/company/3', 'company')).toBe(false);
    expect(isSearchListPath('/', 'company')).toBe(false);
    expect(isSearchListPath('/bid', 'bid')).toBe(true);
    expect(isSearchListPath('/company', 'bid')).toBe(false);
  });
});

describe('shallow k and s on /company', () => {
  it('rewrites k and s and keeps the other filters', () => {
    expect(
      buildShallowSearchUrl('http://x/company?categories=1&page=1&k=old#top', ' 철근 ', 'company'),
    ).toBe(`/company?categories=1&page=1&k=${encodeURIComponent('철근')}&s=1#top`);
  });

  it('removes k for an empty keyword', () => {
    expect(buildShallowSearchUrl('http://x/company?k=old&s=1', '  ', 'bid')).toBe('/company?s=2');
  });
});

describe('reading the list URL back into the bar', () => {
  it('reads category ids and the keyword', () => {
    expect(readUrlCategoryIds('?categories=101,%2010,abc,,7')).toEqual(['101', '10', '7']);
    expect(readUrlCategoryIds('')).toEqual([]);
    expect(readUrlKeyword('?k=%20%EC%B2%A0%EA%B7%BC%20')).toBe('철근');
  });
});

describe('default mode', () => {
  it('starts in bid mode under /bid and /myBid only', () => {
    expect(readDefaultSearchMode('/bid')).toBe('bid');
    expect(readDefaultSearchMode('/myBid/detail/3')).toBe('bid');
    expect(readDefaultSearchMode('/company')).toBe('company');
    expect(readDefaultSearchMode('/bidding')).toBe('company');
    expect(readDefaultSearchMode('/')).toBe('company');
  });
});
