import { describe, expect, it } from 'vitest';
import {
  buildBidSearchQuery,
  EMPTY_BID_SEARCH,
  hasBidFilters,
  isAnnouncementNumber,
  parseBidSearchParams,
  readBidKeyword,
  resolveBidStates,
} from './bid-filter';

describe('parseBidSearchParams', () => {
  it('defaults to page 1, sorting 3 (최신순) and no filters', () => {
    expect(parseBidSearchParams(new URLSearchParams(''))).toEqual(EMPTY_BID_SEARCH);
    expect(EMPTY_BID_SEARCH.sorting).toBe('3');
  });

  it('reads every filter from the URL', () => {
    const params = parseBidSearchParams(
      new URLSearchParams(
        'search=30000001&categories=12,15&locations=서울특별시,경기도 성남시&workTypes=NEW_WORK' +
          '&orderTypes=PUBLIC&fieldInfos=RESIDENCE,ETC&priceRange=LESSTHEN_500,DAILY_WORK' +
          '&emergency=true&states=RECRUITING,CLOSED&page=2&sorting=1&k=철근&s=2',
      ),
    );
    expect(params).toEqual({
      search: '30000001',
      categories: [12, 15],
      locations: ['서울특별시', '경기도 성남시'],
      workTypes: ['NEW_WORK'],
      orderTypes: ['PUBLIC'],
      fieldInfos: ['RESIDENCE', 'ETC'],
      priceRange: ['LESSTHEN_500', 'DAILY_WORK'],
      emergency: true,
      states: ['RECRUITING', 'CLOSED'],
      page: 2,
      sorting: '1',
      k: '철근',
      s: '2',
    });
  });

  it('reads 선정완료 in a link made before 완료 existed as both (ADR 0027)', () => {
    expect(
      parseBidSearchParams(new URLSearchParams('states=RECRUITING,CHOOSING,CHOSEN,CLOSED')).states,
    ).toEqual(['RECRUITING', 'CHOOSING', 'CHOSEN', 'CLOSED', 'COMPLETED']);
    expect(parseBidSearchParams(new URLSearchParams('states=COMPLETED,CHOSEN')).states).toEqual([
      'COMPLETED',
      'CHOSEN',
    ]);
    expect(parseBidSearchParams(new URLSearchParams('states=CLOSED')).states).toEqual(['CLOSED']);
  });

  it('drops unknown or malformed values instead of failing', () => {
    const params = parseBidSearchParams({
      categories: ['1', 'x', '-3', '1'],
      workTypes: 'NEW_WORK,BUILD',
      priceRange: 'WRITE,OVER_10000',
      states: 'OPEN',
      page: '0',
      sorting: '9',
      emergency: 'yes',
    });
    expect(params.categories).toEqual([1]);
    expect(params.workTypes).toEqual(['NEW_WORK']);
    expect(params.priceRange).toEqual(['OVER_10000']);
    expect(params.states).toEqual([]);
    expect(params.page).toBe(1);
    expect(params.sorting).toBe('3');
    expect(params.emergency).toBe(false);
  });

  it('caps long inputs', () => {
    const many = Array.from({ length: 80 }, (_, index) => String(index + 1)).join(',');
    expect(parseBidSearchParams({ categories: many }).categories).toHaveLength(50);
    expect(parseBidSearchParams({ search: 'a'.repeat(80) }).search).toHaveLength(50);
  });
});

describe('buildBidSearchQuery', () => {
  it('always writes page and sorting and leaves empty filters out', () => {
    expect(buildBidSearchQuery({})).toBe('page=1&sorting=3');
    expect(buildBidSearchQuery({ search: '철근', k: '철근', s: '2' })).toBe(
      'search=%EC%B2%A0%EA%B7%BC&page=1&sorting=3&k=%EC%B2%A0%EA%B7%BC&s=2',
    );
  });

  it('round-trips through parseBidSearchParams', () => {
    const params = {
      ...EMPTY_BID_SEARCH,
      categories: [3, 4],
      locations: ['서울특별시 강남구'],
      workTypes: ['REPAIR' as const],
      orderTypes: ['PRIVATE' as const],
      fieldInfos: ['MEDICAL' as const],
      priceRange: ['OVER_10000' as const, 'NURI_AGENCY' as const],
      emergency: true,
      states: ['RECRUITING' as const, 'CHOOSING' as const, 'CLOSED' as const],
      page: 3,
      sorting: '4' as const,
    };
    expect(parseBidSearchParams(new URLSearchParams(buildBidSearchQuery(params)))).toEqual(params);
  });
});

describe('hasBidFilters', () => {
  it('ignores the keyword, paging and sorting', () => {
    expect(hasBidFilters({ ...EMPTY_BID_SEARCH, search: '철근', page: 3, sorting: '1' })).toBe(
      false,
    );
  });

  it.each([
    { categories: [1] },
    { locations: ['부산광역시'] },
    { workTypes: ['ETC' as const] },
    { orderTypes: ['PUBLIC' as const] },
    { fieldInfos: ['CULTURE' as const] },
    { priceRange: ['DAILY_WORK' as const] },
    { emergency: true },
    { states: ['CLOSED' as const] },
  ])('sees %j', (filter) => {
    expect(hasBidFilters({ ...EMPTY_BID_SEARCH, ...filter })).toBe(true);
  });
});

describe('readBidKeyword', () => {
  it('searches the header keyword unless categories were ticked with it', () => {
    expect(readBidKeyword({ search: '', k: '강남구', categories: [] })).toBe('강남구');
    expect(readBidKeyword({ search: '', k: '철근', categories: [4, 5] })).toBe('');
    expect(readBidKeyword({ search: '30000001', k: '철근', categories: [4] })).toBe('30000001');
  });
});

describe('resolveBidStates', () => {
  it('lists open requests unless the URL names states', () => {
    expect(resolveBidStates(EMPTY_BID_SEARCH)).toEqual(['RECRUITING']);
    expect(resolveBidStates({ ...EMPTY_BID_SEARCH, states: ['CHOSEN'] })).toEqual(['CHOSEN']);
  });

  it('looks up an announcement number in every state', () => {
    expect(resolveBidStates({ ...EMPTY_BID_SEARCH, k: '10000001' })).toEqual([
      'RECRUITING',
      'CHOOSING',
      'CHOSEN',
      'COMPLETED',
      'CLOSED',
      'CANCELED',
    ]);
    expect(resolveBidStates({ ...EMPTY_BID_SEARCH, k: '1000000' })).toEqual(['RECRUITING']);
    expect(isAnnouncementNumber(' 30000001 ')).toBe(true);
    expect(isAnnouncementNumber('3000000a')).toBe(false);
  });
});
