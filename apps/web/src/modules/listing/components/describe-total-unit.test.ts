import { describe, expect, it } from 'vitest';
import { describeTotalUnit } from './ListPageLayout';

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
