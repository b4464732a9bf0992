import { describe, expect, it } from 'vitest';
import { EMPTY_BID_SEARCH, parseBidSearchParams } from '@gongsa/domain';
import {
  applyBidFilters,
  buildBidListHref,
  clearBidPanelFilters,
  countBidFilters,
  hasBidPanelFilters,
  pickBidFilters,
  readBidListKey,
  toBidListVariables,
  WITH_CLOSED_STATES,
} from './bid-list-query';

describe('toBidListVariables', () => {
  it('asks for open requests, newest first, with the count on the first load', () => {
    expect(toBidListVariables(EMPTY_BID_SEARCH)).toEqual({
      filter: { states: ['RECRUITING'] },
      sort: '3',
      paging: { first: 20 },
      categoryIds: undefined,
      withTotalCount: true,
    });
  });

  it('sends every filter of the URL', () => {
    const params = parseBidSearchParams(
      new URLSearchParams(
        'categories=4,5&locations=서울특별시&workTypes=REPAIR&orderTypes=PUBLIC&fieldInfos=MEDICAL' +
          '&priceRange=DAILY_WORK&emergency=true&states=RECRUITING,CLOSED&sorting=1&page=3&k=철근',
      ),
    );
    expect(toBidListVariables(params)).toEqual({
      filter: {
        locations: ['서울특별시'],
        workTypes: ['REPAIR'],
        orderTypes: ['PUBLIC'],
        fieldInfos: ['MEDICAL'],
        priceRanges: ['DAILY_WORK'],
        isEmergency: true,
        states: ['RECRUITING', 'CLOSED'],
      },
      sort: '1',
      paging: { first: 60 },
      categoryIds: ['4', '5'],
      withTotalCount: true,
    });
  });

  it('searches the header keyword and asks the next page without the count', () => {
    const params = { ...EMPTY_BID_SEARCH, k: '강남구' };
    expect(toBidListVariables(params, 'cursor-1')).toMatchObject({
      filter: { search: '강남구', states: ['RECRUITING'] },
      paging: { first: 20, after: 'cursor-1' },
      withTotalCount: false,
    });
  });
});

describe('list identity and filters', () => {
  it('keeps the list when only the page or the mode echo changes', () => {
    expect(readBidListKey({ ...EMPTY_BID_SEARCH, page: 3, s: '2' })).toBe(
      readBidListKey(EMPTY_BID_SEARCH),
    );
    expect(readBidListKey({ ...EMPTY_BID_SEARCH, sorting: '1' })).not.toBe(
      readBidListKey(EMPTY_BID_SEARCH),
    );
  });

  it('goes back to page 1 when a filter changes', () => {
    const next = applyBidFilters({ ...EMPTY_BID_SEARCH, page: 4 }, { emergency: true });
    expect(buildBidListHref(next)).toBe('/bid?emergency=true&page=1&sorting=3');
  });

  it('clears the panel but keeps the header search', () => {
    const filters = pickBidFilters({
      ...EMPTY_BID_SEARCH,
      search: '철근',
      categories: [7],
      locations: ['부산광역시'],
      states: [...WITH_CLOSED_STATES],
    });
    expect(countBidFilters(filters)).toBe(4);
    expect(hasBidPanelFilters(filters)).toBe(true);
    const cleared = clearBidPanelFilters(filters);
    expect(cleared).toMatchObject({ search: '철근', categories: [7], locations: [], states: [] });
    expect(hasBidPanelFilters(cleared)).toBe(false);
  });
});
