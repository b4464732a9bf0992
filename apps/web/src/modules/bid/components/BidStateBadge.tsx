import {
  ANNOUNCEMENT_STATE_LABELS,
  isAnnouncementState,
  type AnnouncementState,
} from '@gongsa/domain';

// Each pair keeps text contrast ≥ 4.5:1 on its background.
const STATE_CLASSES: Record<AnnouncementState, string> = {
  RECRUITING: 'bg-brand-50 text-brand-700',
  CHOOSING: 'bg-accent-50 text-accent-700',
  CHOSEN: 'bg-green-50 text-success-600',
  COMPLETED: 'bg-green-100 text-green-800',
  CLOSED: 'bg-gray-100 text-gray-700',
  CANCELED: 'bg-gray-100 text-gray-700',
};

/** 모집중 / 선정중 / 선정완료 / 완료 / 마감 / 취소 as a coloured label. */
export function BidStateBadge({ state, className = '' }: { state: string; className?: string }) {
  if (!isAnnouncementState(state)) return null;
  return (
    <span
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]} ${className}`}
      data-testid="bid-state"
    >
      {ANNOUNCEMENT_STATE_LABELS[state]}
    </span>
  );
}
