import { describe, expect, it } from 'vitest';
import { buildApplyFilterChips, toApplyStatesFilter } from './apply-filter';

describe('buildApplyFilterChips', () => {
  it('lists 전체 with the sum, then each state with its Korean label and count', () => {
    const chips = buildApplyFilterChips({
      writingCount: 1,
      submittedCount: 3,
      selectedCount: 2,
      notSelectedCount: 0,
      gaveUpCount: 4,
    });
    expect(chips).toEqual([
      { state: null, label: '전체', count: 10 },
      { state: 'WRITING', label: '작성중', count: 1 },
      { state: 'SUBMITTED', label: '지원완료', count: 3 },
      { state: 'SELECTED', label: '선정', count: 2 },
      { state: 'NOT_SELECTED', label: '미선정', count: 0 },
      { state: 'GAVE_UP', label: '지원포기', count: 4 },
    ]);
  });
});

describe('toApplyStatesFilter', () => {
  it('asks for every state on 전체 and for one state otherwise', () => {
    expect(toApplyStatesFilter(null)).toBeNull();
    expect(toApplyStatesFilter('SELECTED')).toEqual(['SELECTED']);
  });
});
