import { Skeleton } from '../../ui/components/Skeleton';

const SKELETON_COUNT = 6;

/** Placeholders shaped like BidCard while a list loads. */
export function BidCardSkeletonList({ count = SKELETON_COUNT }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="bid-list-loading">
      <span className="sr-only" role="status">
        견적 요청 목록을 불러오는 중입니다
      </span>
      <ul className="grid grid-cols-1 gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 desktop:gap-4 desktop:p-5"
          >
            <Skeleton className="size-20 shrink-0 rounded-xl desktop:size-24" />
            <div className="flex-1">
              <div className="flex gap-1.5">
                <Skeleton className="h-5 w-12" />
                <Skeleton className="h-5 w-10" />
              </div>
              <Skeleton className="mt-2 h-5 w-56 max-w-full" />
              <Skeleton className="mt-2 h-4 w-40 max-w-full" />
              <Skeleton className="mt-3 h-4 w-48 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
