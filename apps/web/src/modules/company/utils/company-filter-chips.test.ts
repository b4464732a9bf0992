import { describe, expect, it } from 'vitest';
import { parseCompanySearchParams } from '@gongsa/domain';
import { describeFilterChips, type FilterNameLookups } from './company-filter-chips';
import { summarizeLicenses } from './company-card';

const NAMES: FilterNameLookups = {
  licenses: new Map([[3, '철근·콘크리트공사업']]),
  cris: new Map([[1, 'AAA']]),
  categories: new Map([
    [30, { name: '철근공사', parentId: 20, topParentId: 10 }],
    [31, { name: '콘크리트공사', parentId: 20, topParentId: 10 }],
  ]),
};

function chipsFor(query: string) {
  return describeFilterChips(parseCompanySearchParams(new URLSearchParams(query)), NAMES);
}

describe('describeFilterChips', () => {
  it('labels each selected value and removes only it, back at page 1', () => {
    const chips = chipsFor(
      'licenses=3&cris=1&locations=서울특별시&statRange=RATING_4&portfolioVisible=true&page=3&sorting=2',
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      '지역 · 서울 전체',
      '면허 · 철근·콘크리트공사업',
      '신용등급 · AAA',
      '통계 · 평점 4.0 이상',
      '포트폴리오 있는 업체만',
    ]);
    const withoutLicense = chips[1]?.next;
    expect(withoutLicense).toMatchObject({ licenses: [], cris: [1], page: 1, sorting: '2' });
  });

  it('shows a unique-number search as such', () => {
    expect(chipsFor('search=abc123456')[0]?.label).toBe('고유번호 · ABC123456');
    expect(chipsFor('search=한빛')[0]?.label).toBe('업체명 · 한빛');
  });

  it('hides parents added with their children and removes them with a child', () => {
    const chips = chipsFor('categories=30,31,20,10,99');
    expect(chips.map((chip) => chip.label)).toEqual([
      '업종 · 철근공사',
      '업종 · 콘크리트공사',
      '업종 · 그 밖의 1개',
    ]);
    expect(chips[0]?.next.categories).toEqual([31, 99]);
    expect(chips[2]?.next.categories).toEqual([30, 31, 20, 10]);
  });
});

describe('summarizeLicenses', () => {
  it('names the first three licences and counts the rest', () => {
    expect(summarizeLicenses([])).toBe('');
    expect(summarizeLicenses(['가', '나'])).toBe('가, 나');
    expect(summarizeLicenses(['가', '나', '다', '라', '마'])).toBe('가, 나, 다 외 2');
  });
});
