import { Skeleton } from '../../ui/components/Skeleton';

/** The detail page's shape while the company loads, so nothing jumps when it arrives. */
export function CompanyDetailSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-5xl space-y-4 px-5 py-6 desktop:py-10"
    >
      <span className="sr-only">업체 정보를 불러오는 중입니다</span>
      <div className="rounded-2xl border border-gray-200 bg-white px-5 py-6 desktop:flex desktop:gap-6 desktop:px-7">
        <Skeleton className="size-22 rounded-full" />
        <div className="mt-4 flex-1 space-y-3 desktop:mt-0">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-5 w-80 max-w-full" />
          <Skeleton className="h-5 w-48" />
        </div>
        <div className="mt-5 flex gap-2 desktop:mt-0 desktop:w-40 desktop:flex-col">
          <Skeleton className="h-11 flex-1" />
          <Skeleton className="h-11 flex-1" />
        </div>
      </div>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="rounded-2xl border border-gray-200 bg-white px-5 py-6 desktop:px-7"
        >
          <Skeleton className="h-6 w-32" />
          <div className="mt-4 space-y-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
