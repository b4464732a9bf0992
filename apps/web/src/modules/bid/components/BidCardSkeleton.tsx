import { CardSkeletonList } from '../../listing/components/CardSkeletonList';
import { Skeleton } from '../../ui/components/Skeleton';

/** Placeholders shaped like BidCard while a list loads. */
export function BidCardSkeletonList({ count }: { count?: number }) {
  return (
    <CardSkeletonList
      label="견적 요청 목록을 불러오는 중입니다"
      testId="bid-list-loading"
      listClassName="grid grid-cols-1 gap-3"
      count={count}
      card={
        <>
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
        </>
      }
    />
  );
}
