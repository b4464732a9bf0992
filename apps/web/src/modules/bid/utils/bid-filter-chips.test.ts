import { describe, expect, it } from 'vitest';
import { EMPTY_BID_SEARCH } from '@gongsa/domain';
import { describeBidFilterChips } from './bid-filter-chips';

describe('describeBidFilterChips', () => {
  it('shows one chip per value, each removing only itself', () => {
    const params = {
      ...EMPTY_BID_SEARCH,
      locations: ['서울특별시 강남구'],
      workTypes: ['REPAIR' as const],
      orderTypes: ['PUBLIC' as const],
      fieldInfos: ['MEDICAL' as const],
      priceRange: ['DAILY_WORK' as const],
      emergency: true,
      states: ['RECRUITING' as const, 'CLOSED' as const],
      page: 3,
    };
    const chips = describeBidFilterChips(params, new Map());
    expect(chips.map((chip) => chip.label)).toEqual([
      '지역 · 서울 강남구',
      '공사 종류 · 리모델링(수리)',
      '발주 · 공공 발주',
      '시설 · 의료시설',
      '금액 · 일당 계약',
      '긴급 공고만',
      '마감된 공고 포함',
    ]);
    expect(chips[0]?.next).toEqual({ ...params, locations: [], page: 1 });
    expect(chips[6]?.next.states).toEqual([]);
  });

  it('names categories from the lookup and folds the implied parents', () => {
    const names = new Map([
      [10, { name: '철근콘크리트공사', parentId: 2, topParentId: 1 }],
      [2, { name: '전문공사', parentId: 1, topParentId: 1 }],
    ]);
    const chips = describeBidFilterChips(
      { ...EMPTY_BID_SEARCH, categories: [1, 2, 10, 99] },
      names,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '업종 · 철근콘크리트공사',
      '업종 · 그 밖의 1개',
    ]);
    expect(chips[0]?.next.categories).toEqual([99]);
  });
});
