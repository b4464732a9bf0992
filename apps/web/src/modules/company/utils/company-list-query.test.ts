import { describe, expect, it } from 'vitest';
import {
  buildCompanySearchQuery,
  COMPANY_MAX_URL_PAGES,
  COMPANY_PAGE_SIZE,
  parseCompanySearchParams,
} from '@gongsa/domain';
import {
  applyFilters,
  buildCompanyListHref,
  clearPanelFilters,
  clearSearch,
  countFilters,
  countInitialPages,
  hasPanelFilters,
  pickFilters,
  readListKey,
  toCompanyListVariables,
} from './company-list-query';

const FULL_URL =
  'search=철근&categories=12,13&licenses=3,7&cris=1&salesAmount=LESSTHEN_10,OVER_500' +
  '&locations=서울특별시 강남구,부산광역시&priceRange=OVER_10000&statRange=REVIEW_5' +
  '&page=2&sorting=4&portfolioVisible=true&k=철근&s=1';

function parse(query: string) {
  return parseCompanySearchParams(new URLSearchParams(query));
}

describe('toCompanyListVariables', () => {
  it('maps every URL filter to the enterprises arguments', () => {
    expect(toCompanyListVariables(parse(FULL_URL))).toEqual({
      filter: {
        search: '철근',
        licenseIds: ['3', '7'],
        criIds: ['1'],
        salesAmounts: ['LESSTHEN_10', 'OVER_500'],
        locations: ['서울특별시 강남구', '부산광역시'],
        priceRanges: ['OVER_10000'],
        statRanges: ['REVIEW_5'],
        portfolioVisible: true,
      },
      sort: '4',
      paging: { first: COMPANY_PAGE_SIZE * 2 },
      categoryIds: ['12', '13'],
      deviceLocation: undefined,
      withTotalCount: true,
    });
  });

  it('sends no conditions for an empty search and defaults to 추천순, one page', () => {
    expect(toCompanyListVariables(parse(''))).toEqual({
      filter: {},
      sort: '1',
      paging: { first: COMPANY_PAGE_SIZE },
      categoryIds: undefined,
      deviceLocation: undefined,
      withTotalCount: true,
    });
  });

  it('loads at most the capped number of pages from a URL', () => {
    const variables = toCompanyListVariables(parse('page=40'));
    expect(variables.paging).toEqual({ first: COMPANY_PAGE_SIZE * COMPANY_MAX_URL_PAGES });
    expect(countInitialPages(0)).toBe(1);
  });

  it('asks for one more page after the cursor for "더 보기"', () => {
    const variables = toCompanyListVariables(parse('page=3'), { after: 'cursor-60' });
    expect(variables.paging).toEqual({ first: COMPANY_PAGE_SIZE, after: 'cursor-60' });
    expect(variables.withTotalCount).toBe(false);
  });

  it('passes the browser location for distance sorting', () => {
    const variables = toCompanyListVariables(parse('sorting=6'), {
      deviceLocation: { latitude: 37.5, longitude: 127.04 },
    });
    expect(variables.sort).toBe('6');
    expect(variables.deviceLocation).toEqual({ latitude: 37.5, longitude: 127.04 });
  });

  it('drops malformed URL values instead of sending them', () => {
    const variables = toCompanyListVariables(
      parse('licenses=abc,-1,5&salesAmount=HUGE&priceRange=DAILY_WORK&sorting=9'),
    );
    expect(variables.filter).toEqual({ licenseIds: ['5'] });
    expect(variables.sort).toBe('1');
  });
});

describe('URL round trip', () => {
  it('reads back every filter it writes', () => {
    const params = parse(FULL_URL);
    const href = buildCompanyListHref(params);
    expect(href.startsWith('/company?')).toBe(true);
    expect(parse(href.slice('/company?'.length))).toEqual(params);
  });

  it('resets to page 1 when a filter changes, keeping sorting and keyword', () => {
    const params = parse(FULL_URL);
    const next = applyFilters(params, { licenses: [3] });
    expect(next.page).toBe(1);
    expect(next.sorting).toBe('4');
    expect(next.k).toBe('철근');
    expect(parse(buildCompanySearchQuery(next)).licenses).toEqual([3]);
  });

  it('keeps the same list key when only the page or the header echo (k, s) changes', () => {
    const params = parse(FULL_URL);
    expect(readListKey({ ...params, page: 5 })).toBe(readListKey(params));
    expect(readListKey({ ...params, k: '철근콘', s: '2' })).toBe(readListKey(params));
    expect(readListKey({ ...params, sorting: '2' })).not.toBe(readListKey(params));
  });
});

describe('clearing filters', () => {
  it('clearSearch keeps only the sorting', () => {
    expect(buildCompanySearchQuery(clearSearch(parse(FULL_URL)))).toBe(
      'page=1&sorting=4&portfolioVisible=false',
    );
  });

  it('clearPanelFilters keeps what the header search set', () => {
    const filters = pickFilters(parse(FULL_URL));
    expect(hasPanelFilters(filters)).toBe(true);
    const cleared = clearPanelFilters(filters);
    expect(cleared).toMatchObject({ search: '철근', categories: [12, 13], licenses: [] });
    expect(hasPanelFilters(cleared)).toBe(false);
    expect(countFilters(cleared)).toBe(3);
  });
});
