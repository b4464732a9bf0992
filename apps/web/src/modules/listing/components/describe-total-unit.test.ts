import { describe, expect, it } from 'vitest';
import { describeTotalUnit } from './ListPageLayout';
import { describeMoreTotal } from './SearchListBody';

describe('describeTotalUnit', () => {
  it('reads as before while the list is counted exactly', () => {
    expect(describeTotalUnit('개', '업체', false)).toBe('개 업체');
    expect(describeTotalUnit('건', undefined, false)).toBe('건');
  });

  it('says "이상" once the count stopped at its cap', () => {
    expect(describeTotalUnit('개', '업체', true)).toBe('개 이상의 업체');
    expect(describeTotalUnit('건', undefined, true)).toBe('건 이상');
  });
});

describe('describeMoreTotal', () => {
  const items = (count: number) => Array.from({ length: count });

  it('shows the exact total, or the cap with a plus', () => {
    expect(describeMoreTotal({ items: items(20), totalCount: 37, isTotalCountCapped: false })).toBe(
      '37',
    );
    expect(
      describeMoreTotal({ items: items(20), totalCount: 1000, isTotalCountCapped: true }),
    ).toBe('1,000+');
  });

  it('never shows fewer than the cards already on screen', () => {
    expect(
      describeMoreTotal({ items: items(1020), totalCount: 1000, isTotalCountCapped: true }),
    ).toBe('1,020+');
  });
});
