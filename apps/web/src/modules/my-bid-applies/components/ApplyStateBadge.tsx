import { APPLY_STATE_LABELS, isApplyState, type ApplyState } from '@gongsa/domain';

// Each pair keeps text contrast ≥ 4.5:1 on its background.
const STATE_CLASSES: Record<ApplyState, string> = {
  WRITING: 'bg-accent-50 text-accent-700',
  SUBMITTED: 'bg-brand-50 text-brand-700',
  SELECTED: 'bg-green-50 text-success-600',
  NOT_SELECTED: 'bg-gray-100 text-gray-700',
  GAVE_UP: 'bg-gray-100 text-gray-700',
};

/** 작성중 / 지원완료 / 선정 / 미선정 / 지원포기 as a coloured label. */
export function ApplyStateBadge({ state }: { state: string }) {
  if (!isApplyState(state)) return null;
  return (
    <span
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}
      data-testid="apply-state"
    >
      <span className="sr-only">내 지원 상태: </span>
      {APPLY_STATE_LABELS[state]}
    </span>
  );
}
