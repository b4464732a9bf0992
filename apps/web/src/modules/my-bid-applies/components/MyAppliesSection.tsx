'use client';

import { formatKoreanMoney, formatNumber, type ApplyState } from '@gongsa/domain';
import Link from 'next/link';
import { useId, useState } from 'react';
import { MyAnnouncementAppliesDocument } from '../../../graphql/generated/operations/my-announcement-applies';
import { MyApplyDashboardDocument } from '../../../graphql/generated/operations/my-apply-dashboard';
import { BidCard } from '../../bid/components/BidCard';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { PagedRowList } from '../../my-companies/components/ListStates';
import { buildApplyFilterChips, toApplyStatesFilter } from '../utils/apply-filter';
import { ApplyStateBadge } from './ApplyStateBadge';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { toMyListPaging } from '../../my-companies/utils/my-list';

const EMPTY_DASHBOARD = {
  writingCount: 0,
  submittedCount: 0,
  selectedCount: 0,
  notSelectedCount: 0,
  gaveUpCount: 0,
};

/** 내 지원: my applications, filtered by state with the dashboard counts on the chips. */
export function MyAppliesSection() {
  const headingId = useId();
  const [filter, setFilter] = useState<ApplyState | null>(null);
  const dashboard = useGraphqlQuery(
    MyApplyDashboardDocument,
    {},
    { field: 'myApplyDashboard', isMemberOnly: true },
  );
  const hasCounts = dashboard.state.status === 'loaded';
  const chips = buildApplyFilterChips(
    dashboard.state.status === 'loaded' ? dashboard.state.data : EMPTY_DASHBOARD,
  );
  const activeChip = chips.find((chip) => chip.state === filter) ?? chips[0];

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold text-gray-900">
        내 지원
      </h2>
      <p className="mt-1 text-sm text-gray-600">견적을 보낸 공고와 작성 중인 지원서예요.</p>
      <div
        role="group"
        aria-label="지원 상태로 거르기"
        className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 desktop:mx-0 desktop:flex-wrap desktop:px-0"
      >
        {chips.map((chip) => {
          const isActive = chip.state === filter;
          return (
            <button
              key={chip.state ?? 'ALL'}
              type="button"
              aria-pressed={isActive}
              // The count sits in its own span, so the name would read '작성중1' without this.
              aria-label={hasCounts ? `${chip.label} ${formatNumber(chip.count)}건` : chip.label}
              onClick={() => setFilter(chip.state)}
              className={`inline-flex h-9 shrink-0 items-center gap-1 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${
                isActive
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400'
              }`}
            >
              {chip.label}
              {hasCounts ? <span>{formatNumber(chip.count)}</span> : null}
            </button>
          );
        })}
      </div>
      <div className="mt-4">
        <AppliesList
          key={filter ?? 'ALL'}
          state={filter}
          emptyTitle={
            filter ? `${activeChip?.label ?? ''} 상태인 지원이 없어요` : '지원한 공고가 없어요'
          }
        />
      </div>
    </section>
  );
}

function AppliesList({ state, emptyTitle }: { state: ApplyState | null; emptyTitle: string }) {
  const paged = useGraphqlInfinite(
    MyAnnouncementAppliesDocument,
    (after) => ({
      states: toApplyStatesFilter(state),
      paging: toMyListPaging(after),
    }),
    { isMemberOnly: true, selectPage: (data) => data.myAnnouncementApplies },
  );

  return (
    <PagedRowList
      paged={paged}
      loadingLabel="내 지원을 불러오는 중입니다"
      skeletonCount={3}
      empty={{
        title: emptyTitle,
        description: '모집중인 공고에 견적을 보내면 진행 상황을 여기에서 볼 수 있어요.',
        action: { href: '/bid', label: '공고 둘러보기' },
      }}
      listClassName="grid gap-3"
      listLabel="내 지원 목록"
      renderRow={(apply) => (
        <li key={apply.id} data-testid="my-apply">
          <BidCard
            announcement={apply.announcement}
            footer={
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-700">
                <ApplyStateBadge state={apply.state} />
                {apply.estimatedAmount !== null && apply.estimatedAmount !== undefined ? (
                  <span>
                    내 견적{' '}
                    <strong className="font-semibold text-gray-900">
                      {formatKoreanMoney(apply.estimatedAmount)}
                    </strong>
                  </span>
                ) : null}
                {apply.state === 'WRITING' ? (
                  <Link
                    href={`/bid/${apply.announcement.id}`}
                    className="relative z-10 inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    지원서 이어서 작성
                    <span className="sr-only">: {apply.announcement.title}</span>
                  </Link>
                ) : null}
              </div>
            }
          />
        </li>
      )}
    />
  );
}
