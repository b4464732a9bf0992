import { Skeleton } from '../../ui/components/Skeleton';

const SKELETON_COUNT = 6;

/** Placeholders shaped like CompanyCard while the list loads. */
export function CompanyCardSkeletonList({ count = SKELETON_COUNT }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="company-list-loading">
      <span className="sr-only" role="status">
        업체 목록을 불러오는 중입니다
      </span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 desktop:gap-4 desktop:p-5"
          >
            <Skeleton className="size-14 shrink-0 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-5 w-40 max-w-full" />
              <Skeleton className="mt-2 h-4 w-56 max-w-full" />
              <div className="mt-3 flex gap-1.5">
                <Skeleton className="h-6 w-14" />
                <Skeleton className="h-6 w-24" />
              </div>
              <Skeleton className="mt-3 h-4 w-48 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
