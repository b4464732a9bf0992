import { CardSkeletonList } from '../../listing/components/CardSkeletonList';
import { Skeleton } from '../../ui/components/Skeleton';

/** Placeholders shaped like CompanyCard while the list loads. */
export function CompanyCardSkeletonList({ count }: { count?: number }) {
  return (
    <CardSkeletonList
      label="업체 목록을 불러오는 중입니다"
      testId="company-list-loading"
      listClassName="grid gap-3"
      count={count}
      card={
        <>
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
        </>
      }
    />
  );
}
