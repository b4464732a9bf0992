import { Skeleton } from './Skeleton';

export function PageSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto w-full max-w-5xl px-5 py-10 desktop:py-14"
    >
      <span className="sr-only">불러오는 중입니다</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="mt-4 h-5 w-80 max-w-full" />
      <div className="mt-8 grid gap-4 desktop:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
