'use client';

import type { ReactNode } from 'react';
import { formatNumber } from '@gongsa/domain';
import { Button } from '../../ui/components/Button';
import type { MoreState } from '../../data/hooks/useGraphqlInfinite';
import type { SearchListState } from '../utils/search-list';

type SearchListBodyProps<TItem extends { id: string }> = {
  list: SearchListState<TItem>;
  more: MoreState;
  onLoadMore: () => void;
  /** Card placeholders while the first page loads. */
  skeleton: ReactNode;
  /** The failure box's heading and its buttons (e.g. 다시 시도). */
  failureTitle: string;
  failureActions: ReactNode;
  /** Shown when the search found nothing. */
  empty: ReactNode;
  /** Names the card list, e.g. '업체 목록'. */
  listLabel: string;
  listClassName: string;
  renderItem: (item: TItem) => ReactNode;
  pageSize: number;
  /** Said once every card is shown, e.g. '마지막 업체까지 모두 보셨어요.'. */
  endMessage: string;
};

/** A list's results in each state: loading, failed, empty, and the cards with "더 보기". */
export function SearchListBody<TItem extends { id: string }>({
  list,
  more,
  onLoadMore,
  skeleton,
  failureTitle,
  failureActions,
  empty,
  listLabel,
  listClassName,
  renderItem,
  pageSize,
  endMessage,
}: SearchListBodyProps<TItem>) {
  if (list.status === 'loading') return skeleton;
  if (list.status === 'failed') {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-gray-200 bg-white px-5 py-10 text-center"
      >
        <p className="text-base font-bold text-gray-900">{failureTitle}</p>
        <p className="mt-2 text-sm text-gray-700">{list.failure.message}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">{failureActions}</div>
      </div>
    );
  }
  if (list.items.length === 0) return empty;
  return (
    <>
      <ul className={listClassName} aria-label={listLabel}>
        {list.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {more.status === 'failed' ? (
        <p role="alert" className="mt-4 text-center text-sm text-danger-700">
          {more.message}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            className="w-full desktop:w-72"
            onClick={onLoadMore}
            disabled={more.status === 'loading'}
            aria-busy={more.status === 'loading'}
          >
            {more.status === 'loading'
              ? '불러오는 중…'
              : more.status === 'failed'
                ? '다시 시도'
                : `더 보기 (${formatNumber(list.items.length)}/${describeMoreTotal(list)})`}
          </Button>
        </div>
      ) : list.items.length > pageSize ? (
        <p className="mt-6 text-center text-sm text-gray-600">{endMessage}</p>
      ) : null}
    </>
  );
}

type SearchEmptyStateProps = {
  title: string;
  description: string;
  /** Ways out: clearing filters, a wider search, a new estimate request. */
  actions: ReactNode;
};

/** What a list says when a search found nothing. */
export function SearchEmptyState({ title, description, actions }: SearchEmptyStateProps) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white px-5 py-12 text-center">
      <p className="text-lg font-bold text-gray-900">{title}</p>
      <p className="mt-2 text-sm text-gray-700">{description}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}

/**
 * The denominator of "더 보기 (20/1,000+)". A capped count is a lower bound taken at the first
 * load, so past it the cards shown so far are the better bound (1,020/1,020+, never 1,020/1,000+).
 */
export function describeMoreTotal(list: {
  items: readonly unknown[];
  totalCount: number;
  isTotalCountCapped: boolean;
}): string {
  if (!list.isTotalCountCapped) return formatNumber(list.totalCount);
  return `${formatNumber(Math.max(list.totalCount, list.items.length))}+`;
}
