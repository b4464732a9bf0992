import { Skeleton } from '../../ui/components/Skeleton';

/** The detail layout before the request has loaded. */
export function BidDetailSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-5xl px-5 py-6 desktop:py-10"
      aria-busy="true"
      data-testid="bid-detail-loading"
    >
      <span className="sr-only" role="status">
        견적 요청을 불러오는 중입니다
      </span>
      <div aria-hidden="true" className="space-y-4">
        <div className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-7">
          <div className="flex gap-1.5">
            <Skeleton className="h-6 w-14" />
            <Skeleton className="h-6 w-12" />
          </div>
          <Skeleton className="mt-3 h-8 w-80 max-w-full" />
          <Skeleton className="mt-2 h-4 w-48" />
          <Skeleton className="mt-5 h-16 w-full" />
        </div>
        <div className="grid gap-4 desktop:grid-cols-[minmax(0,1fr)_320px]">
          <div className="space-y-4">
            <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
            <Skeleton className="h-72 w-full rounded-2xl" />
          </div>
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
