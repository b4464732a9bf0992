import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import type { MoreState } from '../hooks/usePagedList';

/** Card-shaped placeholders while a list loads. */
export function CardListSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-4">
          <Skeleton className="size-14 shrink-0 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-2 h-4 w-64 max-w-full" />
            <Skeleton className="mt-3 h-4 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="rounded-2xl border border-danger-500/30 bg-danger-50 px-5 py-8 text-center">
      <p role="alert" className="text-[15px] font-medium text-danger-700">
        {message}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

type EmptyStateProps = {
  title: string;
  description: ReactNode;
  action: { href: string; label: string };
};

/** An empty list always says why and offers somewhere to go. */
export function ListEmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
    >
      <p className="text-lg font-bold text-gray-900">{title}</p>
      <p className="mt-2 max-w-md text-[15px] leading-relaxed text-gray-600">{description}</p>
      <ButtonLink href={action.href} className="mt-6">
        {action.label}
      </ButtonLink>
    </section>
  );
}

type LoadMoreProps = {
  hasNextPage: boolean;
  more: MoreState;
  onLoadMore: () => void;
  shownCount: number;
  totalCount: number;
};

export function LoadMore({ hasNextPage, more, onLoadMore, shownCount, totalCount }: LoadMoreProps) {
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      <p className="text-sm text-gray-600">
        전체 {totalCount.toLocaleString('ko-KR')}개 중 {shownCount.toLocaleString('ko-KR')}개
      </p>
      {more.status === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {more.message}
        </p>
      ) : null}
      {hasNextPage ? (
        <Button variant="outline" onClick={onLoadMore} disabled={more.status === 'loading'}>
          {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
        </Button>
      ) : null}
    </div>
  );
}
