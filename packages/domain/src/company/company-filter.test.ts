import { describe, expect, it } from 'vitest';
import {
  buildCompanySearchQuery,
  EMPTY_COMPANY_SEARCH,
  hasCompanyFilters,
  parseCompanySearchParams,
} from './company-filter';

describe('parseCompanySearchParams', () => {
  it('reads every /company parameter of SPEC §2', () => {
    const params = parseCompanySearchParams(
      new URLSearchParams(
        'search=ABC123456&categories=12,13&licenses=3&cris=1,2&salesAmount=LESSTHEN_10' +
          '&locations=서울특별시 강남구,부산광역시&priceRange=OVER_10000&statRange=REVIEW_5' +
          '&page=2&sorting=4&portfolioVisible=true&k=철근&s=1',
      ),
    );
    expect(params).toEqual({
      search: 'ABC123456',
      categories: [12, 13],
      licenses: [3],
      cris: [1, 2],
      salesAmount: ['LESSTHEN_10'],
      locations: ['서울특별시 강남구', '부산광역시'],
      priceRange: ['OVER_10000'],
      statRange: ['REVIEW_5'],
      page: 2,
      sorting: '4',
      portfolioVisible: true,
      k: '철근',
      s: '1',
    });
  });

  it('drops malformed values instead of failing, and falls back to the defaults', () => {
    const params = parseCompanySearchParams({
      categories: '12,abc,-3,12',
      salesAmount: 'HUGE',
      page: '0',
      sorting: '9',
      portfolioVisible: 'yes',
    });
    expect(params.categories).toEqual([12]);
    expect(params.salesAmount).toEqual([]);
    expect(params.page).toBe(1);
    expect(params.sorting).toBe('1');
    expect(params.portfolioVisible).toBe(false);
  });

  it('accepts repeated keys as Next.js passes them', () => {
    expect(parseCompanySearchParams({ licenses: ['1', '2'] }).licenses).toEqual([1, 2]);
  });
});

describe('buildCompanySearchQuery', () => {
  it('always carries page, sorting and portfolioVisible and leaves empty filters out', () => {
    expect(buildCompanySearchQuery({ k: '철근', categories: [5, 6] })).toBe(
      new URLSearchParams(
        'categories=5,6&page=1&sorting=1&portfolioVisible=false&k=철근',
      ).toString(),
    );
  });

  it('round-trips through parseCompanySearchParams', () => {
    const value = {
      ...EMPTY_COMPANY_SEARCH,
      locations: ['서울특별시 강남구', '경기도'],
      cris: [3],
      statRange: ['RATING_4' as const],
      page: 3,
      sorting: '2' as const,
    };
    expect(parseCompanySearchParams(new URLSearchParams(buildCompanySearchQuery(value)))).toEqual(
      value,
    );
  });
});

describe('hasCompanyFilters', () => {
  it('ignores the keyword, page and sorting', () => {
    expect(hasCompanyFilters({ ...EMPTY_COMPANY_SEARCH, k: '철근', page: 4, sorting: '3' })).toBe(
      false,
    );
    expect(hasCompanyFilters({ ...EMPTY_COMPANY_SEARCH, portfolioVisible: true })).toBe(true);
  });
});
