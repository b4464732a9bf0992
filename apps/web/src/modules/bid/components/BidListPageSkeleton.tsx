import { Skeleton } from '../../ui/components/Skeleton';
import { BidCardSkeletonList } from './BidCardSkeleton';

/** The /bid layout before the list is ready: heading, filter sidebar and card placeholders. */
export function BidListPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="mt-2 h-4 w-72 max-w-full" />
      <div className="mt-6 desktop:grid desktop:grid-cols-[272px_minmax(0,1fr)] desktop:gap-8">
        <div className="hidden rounded-2xl border border-gray-200 bg-white p-5 desktop:block">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="mt-3 h-10 w-full" />
          <Skeleton className="mt-6 h-5 w-16" />
          <Skeleton className="mt-3 h-16 w-full" />
          <Skeleton className="mt-6 h-5 w-16" />
          <Skeleton className="mt-3 h-24 w-full" />
        </div>
        <div>
          <div className="flex items-center justify-between">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-9 w-32" />
          </div>
          <div className="mt-4">
            <BidCardSkeletonList />
          </div>
        </div>
      </div>
    </div>
  );
}
