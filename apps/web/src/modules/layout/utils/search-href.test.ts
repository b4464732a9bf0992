import { describe, expect, it } from 'vitest';
import { buildSearchHref, readDefaultSearchMode } from './search-href';

describe('search keyword routing', () => {
  it('does nothing for an empty or blank keyword', () => {
    expect(buildSearchHref('', 'company')).toBeNull();
    expect(buildSearchHref('   ', 'bid')).toBeNull();
  });

  it('opens a company unique number directly', () => {
    expect(buildSearchHref(' ABC123456 ', 'company')).toBe(
      '/company?search=ABC123456&page=1&sorting=1&portfolioVisible=false',
    );
  });

  it('searches companies by keyword on page 1 with the default sorting', () => {
    const href = buildSearchHref('철근 콘크리트', 'company');
    const url = new URL(href ?? '', 'http://localhost');
    expect(url.pathname).toBe('/company');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      sorting: '1',
      portfolioVisible: 'false',
      k: '철근 콘크리트',
    });
  });

  it('searches estimate requests with sorting 3 in bid mode', () => {
    const url = new URL(buildSearchHref('도장', 'bid') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/bid');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', sorting: '3', k: '도장' });
  });

  it('treats almost-unique-numbers as keywords', () => {
    expect(buildSearchHref('AB1234567', 'company')).toContain('k=AB1234567');
    expect(buildSearchHref('ABC12345', 'company')).toContain('k=ABC12345');
  });

  it('starts in bid mode under /bid and /myBid only', () => {
    expect(readDefaultSearchMode('/bid')).toBe('bid');
    expect(readDefaultSearchMode('/myBid/detail/3')).toBe('bid');
    expect(readDefaultSearchMode('/company')).toBe('company');
    expect(readDefaultSearchMode('/bidding')).toBe('company');
    expect(readDefaultSearchMode('/')).toBe('company');
  });
});
