import { Skeleton } from '../../ui/components/Skeleton';

/** The form's place while its code or the product loads. */
export function ProductFormSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">혁신제품을 불러오는 중입니다</span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-12 w-2/3" />
    </div>
  );
}
