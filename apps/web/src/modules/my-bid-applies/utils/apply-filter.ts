import { APPLY_STATES, APPLY_STATE_LABELS, type ApplyState } from '@gongsa/domain';

export type ApplyDashboardCounts = {
  writingCount: number;
  submittedCount: number;
  selectedCount: number;
  notSelectedCount: number;
  gaveUpCount: number;
};

/** One filter chip of '내 지원'; `state` null is 전체. */
export type ApplyFilterChip = { state: ApplyState | null; label: string; count: number };

const COUNT_BY_STATE: Record<ApplyState, keyof ApplyDashboardCounts> = {
  WRITING: 'writingCount',
  SUBMITTED: 'submittedCount',
  SELECTED: 'selectedCount',
  NOT_SELECTED: 'notSelectedCount',
  GAVE_UP: 'gaveUpCount',
};

/** 전체 first, then every apply state in its lifecycle order, each with its count. */
export function buildApplyFilterChips(counts: ApplyDashboardCounts): ApplyFilterChip[] {
  const byState = APPLY_STATES.map((state) => ({
    state,
    label: APPLY_STATE_LABELS[state],
    count: counts[COUNT_BY_STATE[state]],
  }));
  const total = byState.reduce((sum, chip) => sum + chip.count, 0);
  return [{ state: null, label: '전체', count: total }, ...byState];
}

/** The states the list query asks for: all of them for 전체. */
export function toApplyStatesFilter(state: ApplyState | null): ApplyState[] | null {
  return state ? [state] : null;
}
