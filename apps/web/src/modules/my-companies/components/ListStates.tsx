import type { ReactNode, RefObject } from 'react';
import { Button, ButtonLink } from '../../ui/components/Button';
import { Skeleton } from '../../ui/components/Skeleton';
import type { InfiniteListView, MoreState } from '../../data/hooks/useGraphqlInfinite';
import { readMyList, type MyList, type MyListPage } from '../utils/my-list';
import { useListScrollRestoration } from '../../listing/hooks/useListScrollRestoration';

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

/** Route loading state of the my-page list pages: title, subtitle and card placeholders. */
export function CardListPageSkeleton() {
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

export type EmptyStateProps = {
  title: string;
  description: ReactNode;
  /** Somewhere to go, or something to do (e.g. clear the filters); none when there is neither. */
  action?: { href: string; label: string } | { onClick: () => void; label: string } | null;
};

/** An empty list always says why and, where there is one, offers somewhere to go. */
export function ListEmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
    >
      <p className="text-lg font-bold text-gray-900">{title}</p>
      <p className="mt-2 max-w-md text-[15px] leading-relaxed text-gray-600">{description}</p>
      {!action ? null : 'href' in action ? (
        <ButtonLink href={action.href} className="mt-6">
          {action.label}
        </ButtonLink>
      ) : (
        <Button variant="outline" className="mt-6" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
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

type PagedListContentProps<TNode> = {
  /** The list's useGraphqlInfinite. */
  paged: InfiniteListView<MyListPage<TNode>>;
  loadingLabel: string;
  skeletonCount?: number;
  empty: EmptyStateProps;
  /** The loaded rows; `loadMore` is the "더 보기" control, placed where the list wants it. */
  children: (list: MyList<TNode>, loadMore: ReactNode) => ReactNode;
};

/** Loading, failure and empty states of a my-page list, then its rows with "더 보기". */
export function PagedListContent<TNode>({
  paged: { list, more, retry, loadMore },
  loadingLabel,
  skeletonCount,
  empty,
  children,
}: PagedListContentProps<TNode>) {
  // Back from a row's page lands where the list was left, once its pages are shown again.
  useListScrollRestoration(list.status !== 'loading');
  if (list.status === 'loading') {
    return <CardListSkeleton count={skeletonCount} label={loadingLabel} />;
  }
  if (list.status === 'failed') {
    return <ListError message={list.failure.message} onRetry={retry} />;
  }
  const shown = readMyList(list.pages);
  if (shown.nodes.length === 0) return <ListEmptyState {...empty} />;
  return children(
    shown,
    <LoadMore
      hasNextPage={shown.hasNextPage}
      more={more}
      onLoadMore={() => void loadMore()}
      shownCount={shown.nodes.length}
      totalCount={shown.totalCount}
    />,
  );
}

type PagedRowListProps<TNode> = Omit<PagedListContentProps<TNode>, 'children'> & {
  listClassName: string;
  listLabel?: string;
  /** One row: an `<li>` with its key. */
  renderRow: (node: TNode) => ReactNode;
};

/** A my-page list of rows in one `<ul>`, with "더 보기" under it. */
export function PagedRowList<TNode>({
  listClassName,
  listLabel,
  renderRow,
  ...content
}: PagedRowListProps<TNode>) {
  return (
    <PagedListContent {...content}>
      {(loaded, loadMoreControl) => (
        <>
          <ul className={listClassName} aria-label={listLabel}>
            {loaded.nodes.map(renderRow)}
          </ul>
          {loadMoreControl}
        </>
      )}
    </PagedListContent>
  );
}

type CompanyListSectionProps = {
  headingId: string;
  /** Focus returns here after a row is removed, so keyboard users keep their place. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  heading: ReactNode;
  loadMoreControl: ReactNode;
  /** The `<li>` rows. */
  children: ReactNode;
  /** The rows' layout (one column of cards unless told). */
  listClassName?: string;
};

/** A loaded my-page company list: its count heading, the cards and "더 보기". */
export function CompanyListSection({
  headingId,
  headingRef,
  heading,
  loadMoreControl,
  children,
  listClassName = 'grid gap-4',
}: CompanyListSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-[15px] font-bold text-gray-900 focus:outline-none"
      >
        {heading}
      </h2>
      <ul className={`mt-3 ${listClassName}`}>{children}</ul>
      {loadMoreControl}
    </section>
  );
}
