import { CardListSkeleton } from '../../../../modules/my-companies/components/ListStates';
import { Skeleton } from '../../../../modules/ui/components/Skeleton';

export default function Loading() {
  return (
    <div className="mx-auto w-full max-w-[960px] px-4 py-6 desktop:px-6 desktop:py-10">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="mt-2 h-5 w-72 max-w-full" />
      <div className="mt-6">
        <CardListSkeleton label="불러오는 중입니다" />
      </div>
    </div>
  );
}
