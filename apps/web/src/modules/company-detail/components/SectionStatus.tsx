import { Button } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';

/** A section that could not load says why and offers to try again, without taking the page down. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl bg-danger-50 px-4 py-4 text-[15px] text-danger-700"
    >
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

export function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">불러오는 중입니다</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === 0 ? 'h-5 w-2/3' : 'h-5 w-full'} />
      ))}
    </div>
  );
}

export function EmptyNote({ children }: { children: string }) {
  return (
    <p className="rounded-xl bg-gray-50 px-4 py-6 text-center text-[15px] text-gray-600">
      {children}
    </p>
  );
}
