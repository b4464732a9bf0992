import type { YoYText } from '../utils/financial-format';

const DIRECTION_STYLES = {
  up: 'text-danger-700',
  down: 'text-brand-700',
  flat: 'text-gray-700',
} as const;

/**
 * ▲/▼ with the percentage; Korean finance colours a rise red and a fall blue. The triangles are
 * hidden from screen readers, which hear '전년 대비 12.3% 증가' instead.
 */
export function YoYBadge({ yoy }: { yoy: YoYText | null }) {
  if (!yoy) return <span>-</span>;
  return (
    <span
      className={`font-semibold tabular-nums print:text-black ${DIRECTION_STYLES[yoy.direction]}`}
    >
      <span aria-hidden="true">{yoy.text}</span>
      <span className="sr-only">{yoy.label}</span>
    </span>
  );
}
