import type { ReactNode } from 'react';

const DEFAULT_COUNT = 6;

type CardSkeletonListProps = {
  /** Read out while the list loads, e.g. '업체 목록을 불러오는 중입니다'. */
  label: string;
  testId: string;
  listClassName: string;
  count?: number;
  /** One card's placeholder content (image and text lines). */
  card: ReactNode;
};

/** Card-shaped placeholders while a list's first page loads. */
export function CardSkeletonList({
  label,
  testId,
  listClassName,
  count = DEFAULT_COUNT,
  card,
}: CardSkeletonListProps) {
  return (
    <div aria-busy="true" data-testid={testId}>
      <span className="sr-only" role="status">
        {label}
      </span>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 desktop:gap-4 desktop:p-5"
          >
            {card}
          </li>
        ))}
      </ul>
    </div>
  );
}
