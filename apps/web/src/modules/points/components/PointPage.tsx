'use client';

import { formatNumber } from '@gongsa/domain';
import { useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import type { MyPointSummaryQuery } from '../../../graphql/generated/graphql';
import { MyPointHistoryDocument } from '../../../graphql/generated/operations/my-point-history';
import { MyPointSummaryDocument } from '../../../graphql/generated/operations/my-point-summary';
import { ListError, PagedRowList } from '../../my-companies/components/ListStates';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { Skeleton } from '../../ui/components/Skeleton';
import { UrlTabs } from '../../ui/components/UrlTabs';
import { isMoid } from '../utils/payment-order';
import {
  buildPointHref,
  POINT_TABS,
  readPaymentNotice,
  readPointTab,
  readReturnTo,
} from '../utils/point-tabs';
import { PointChargeTab } from './PointChargeTab';
import { PointRefundTab } from './PointRefundTab';
import { SubscriptionTab } from './SubscriptionTab';
import {
  describePointHistory,
  POINT_HISTORY_FILTERS,
  readPointHistoryFilter,
  toPointHistoryTypes,
  type PointHistoryFilter,
} from '../utils/point-history';
import { ChipGroup } from '../../ui/components/ChipGroup';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { toMyListPaging } from '../../my-companies/utils/my-list';

type PointSummary = MyPointSummaryQuery['myPointInfo'];

const SUMMARY_ITEMS: Array<{ key: keyof PointSummary; label: string }> = [
  { key: 'nowPoint', label: '보유 포인트' },
  { key: 'totalPoint', label: '누적 포인트' },
  { key: 'refundProcessingPoint', label: '환불 처리 중' },
  { key: 'refundedTotalPoint', label: '누적 환불' },
];

function PointSummaryCard() {
  const { state: summary, retry } = useGraphqlQuery(
    MyPointSummaryDocument,
    {},
    { field: 'myPointInfo', isMemberOnly: true },
  );

  if (summary.status === 'failed') {
    return <ListError message={summary.failure.message} onRetry={retry} />;
  }
  return (
    <section
      aria-labelledby="point-summary-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <h2 id="point-summary-heading" className="sr-only">
        포인트 요약
      </h2>
      <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
        {SUMMARY_ITEMS.map((item, index) => (
          <div
            key={item.key}
            className={index === 0 ? 'rounded-xl bg-brand-50 p-4' : 'rounded-xl bg-gray-50 p-4'}
          >
            <dt className="text-sm font-medium text-gray-700">{item.label}</dt>
            <dd
              className={`mt-1 text-xl font-extrabold ${index === 0 ? 'text-brand-800' : 'text-gray-900'}`}
              data-testid={`point-${item.key}`}
            >
              {summary.status === 'loading' ? (
                <Skeleton className="h-7 w-20" />
              ) : (
                `${formatNumber(summary.data[item.key])}P`
              )}
            </dd>
          </div>
        ))}
      </dl>
      {summary.status === 'loading' ? (
        <p role="status" className="sr-only">
          포인트를 불러오는 중입니다
        </p>
      ) : null}
    </section>
  );
}

const FILTERED_EMPTY = {
  title: '이 종류의 내역이 없어요',
  description: '다른 종류를 고르거나 전체 내역을 확인해 보세요.',
  action: { href: buildPointHref('1'), label: '전체 내역 보기' },
};

function PointHistoryList({
  filter,
  onFilterChange,
}: {
  filter: PointHistoryFilter;
  onFilterChange: (filter: PointHistoryFilter) => void;
}) {
  const types = toPointHistoryTypes(filter);
  const paged = useGraphqlInfinite(
    MyPointHistoryDocument,
    (after) => ({ paging: toMyListPaging(after), types }),
    { isMemberOnly: true, selectPage: (data) => data.myPoints },
  );

  return (
    <section aria-labelledby="point-history-heading" className="mt-8">
      <h2 id="point-history-heading" className="text-lg font-bold text-gray-900">
        포인트 내역
      </h2>
      <div className="mt-3">
        <ChipGroup
          label="내역 종류"
          options={POINT_HISTORY_FILTERS}
          selected={filter}
          onSelect={onFilterChange}
        />
      </div>
      <div className="mt-3">
        <PagedRowList
          paged={paged}
          loadingLabel="포인트 내역을 불러오는 중입니다"
          skeletonCount={3}
          empty={
            filter === 'all'
              ? {
                  title: '포인트 내역이 없어요',
                  description:
                    '업체의 재무·신용 정보를 열람하는 등 포인트를 쓰거나 받으면 여기에 기록돼요.',
                  action: { href: '/company', label: '업체 둘러보기' },
                }
              : FILTERED_EMPTY
          }
          listClassName="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
          renderRow={(row) => {
            const view = describePointHistory(row);
            return (
              <li
                key={row.id}
                className="flex items-start justify-between gap-4 px-4 py-4 desktop:px-5"
                data-testid="point-history-row"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                      {view.typeLabel}
                    </span>
                    <span className="text-[15px] font-medium break-keep text-gray-900">
                      {row.reason}
                    </span>
                  </p>
                  <p className="mt-1 text-[13px] text-gray-600">
                    <time dateTime={row.createdAt}>{view.dateText}</time>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={`text-base font-bold ${view.isIncrease ? 'text-brand-700' : 'text-gray-900'}`}
                  >
                    {view.pointText}
                  </p>
                  <p className="mt-0.5 text-[13px] text-gray-600">잔액 {view.balanceText}</p>
                </div>
              </li>
            );
          }}
        />
      </div>
    </section>
  );
}

/**
 * /myPage/point?tab=1..4 (SPEC §2): 포인트 내역 (the balance summary and the ledger), 포인트 충전,
 * 구독 관리 (the plan and its card) and 환불 신청 (the balance, the refund quote, the form and the
 * requests). The URL is the state; ?returnTo (the page where points ran short) rides along on
 * every tab until the member has paid.
 */
export function PointPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const tab = readPointTab(searchParams.get('tab'));
  const returnTo = readReturnTo(searchParams.get('returnTo'));
  const noticeMoid = searchParams.get('moid');

  let panel: ReactNode;
  switch (tab) {
    case '1':
      panel = (
        <>
          <PointSummaryCard />
          <PointHistoryList
            filter={readPointHistoryFilter(searchParams.get('kind'))}
            onFilterChange={(kind) =>
              router.replace(buildPointHref('1', { returnTo, kind }), { scroll: false })
            }
          />
        </>
      );
      break;
    case '2':
      panel = (
        <PointChargeTab
          returnTo={returnTo}
          notice={readPaymentNotice(searchParams.get('payment'))}
          noticeMoid={isMoid(noticeMoid) ? noticeMoid : null}
        />
      );
      break;
    case '3':
      panel = <SubscriptionTab />;
      break;
    case '4':
      // The balance stays in view: a request moves the points to 환불 처리 중 at once.
      panel = (
        <>
          <PointSummaryCard />
          <PointRefundTab />
        </>
      );
      break;
  }

  return (
    <MyListFrame
      title="포인트"
      description="포인트 잔액과 내역을 확인하고, 포인트 충전과 구독, 환불을 관리할 수 있어요."
    >
      <UrlTabs
        label="포인트 메뉴"
        tabs={POINT_TABS}
        selected={tab}
        hrefOf={(next) => buildPointHref(next, { returnTo })}
        className=""
      >
        {panel}
      </UrlTabs>
    </MyListFrame>
  );
}
