'use client';

import {
  ANNOUNCEMENT_STATE_LABELS,
  ANNOUNCEMENT_STATES,
  formatNumber,
  formatRelativeTime,
} from '@gongsa/domain';
import { useRef } from 'react';
import type { MyBidDashboardQuery } from '../../../graphql/generated/graphql';
import { MyBidAnnouncementsDocument } from '../../../graphql/generated/operations/my-bid-announcements';
import { MyBidDashboardDocument } from '../../../graphql/generated/operations/my-bid-dashboard';
import { MyBidDeleteTempDocument } from '../../../graphql/generated/operations/my-bid-delete-temp';
import { MyBidTempsDocument } from '../../../graphql/generated/operations/my-bid-temps';
import { BidCard } from '../../bid/components/BidCard';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { PagedRowList } from '../../my-companies/components/ListStates';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { Button, ButtonLink } from '../../ui/components/Button';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { buildDraftResumeHref, TEMP_FILTER, type MyBidFilter } from '../utils/my-bid-tabs';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { readMyList, removeListNodes, toMyListPaging } from '../../my-companies/utils/my-list';
import { ChipGroup } from '../../ui/components/ChipGroup';

type Dashboard = MyBidDashboardQuery['myAnnouncementDashboard'];

const NEW_REQUEST_ACTION = { href: '/bid/upload1', label: '견적 요청하기' };

const FILTER_COUNT_KEYS: Record<Exclude<MyBidFilter, 'ALL'>, keyof Dashboard> = {
  TEMP: 'tempCount',
  RECRUITING: 'recruitingCount',
  CHOOSING: 'choosingCount',
  CHOSEN: 'chosenCount',
  COMPLETED: 'completedCount',
  CLOSED: 'closedCount',
  CANCELED: 'canceledCount',
};

const FILTER_CHIPS: Array<{ value: MyBidFilter; label: string }> = [
  { value: 'ALL', label: '전체' },
  { value: TEMP_FILTER, label: '임시 저장' },
  ...ANNOUNCEMENT_STATES.map((state) => ({
    value: state,
    label: ANNOUNCEMENT_STATE_LABELS[state],
  })),
];

function useDashboard() {
  const { state } = useGraphqlQuery(
    MyBidDashboardDocument,
    {},
    { field: 'myAnnouncementDashboard', isMemberOnly: true },
  );
  // The chips still filter without counts, so a failed count read only hides the numbers.
  return state.status === 'loaded' ? state.data : null;
}

function countOf(dashboard: Dashboard | null, filter: MyBidFilter): number | null {
  if (!dashboard) return null;
  if (filter !== 'ALL') return dashboard[FILTER_COUNT_KEYS[filter]];
  return (Object.values(FILTER_COUNT_KEYS) as Array<keyof Dashboard>).reduce(
    (sum, key) => sum + dashboard[key],
    0,
  );
}

type FilterChipsProps = {
  filter: MyBidFilter;
  dashboard: Dashboard | null;
  onChange: (filter: MyBidFilter) => void;
};

function FilterChips({ filter, dashboard, onChange }: FilterChipsProps) {
  return (
    <ChipGroup
      label="상태별 보기"
      options={FILTER_CHIPS.map((chip) => {
        const count = countOf(dashboard, chip.value);
        return { ...chip, badge: count !== null ? formatNumber(count) : null };
      })}
      selected={filter}
      onSelect={onChange}
    />
  );
}

type DraftListProps = {
  /** In the 전체 view the drafts section only appears when there is something to resume. */
  isEmptyHidden: boolean;
};

function DraftList({ isEmptyHidden }: DraftListProps) {
  // The status chips count drafts: deleting one asks the dashboard again.
  const deleteTemp = useGraphqlMutation(MyBidDeleteTempDocument, 'deleteAnnouncementTemp', {
    invalidates: ['MyBidDashboard'],
  });
  const dialog = useDialog();
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paged = useGraphqlInfinite(
    MyBidTempsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myAnnouncementTemps },
  );
  const { list, updatePages } = paged;
  const shown = list.status === 'loaded' ? readMyList(list.pages) : null;

  async function deleteDraft(id: string, title: string) {
    const isConfirmed = await dialog.confirm({
      title: '임시 저장본을 삭제할까요?',
      message: `‘${title}’ 작성 내용이 모두 지워지고 되돌릴 수 없어요.`,
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    const result = await deleteTemp({ id });
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.id === id));
    showToast('임시 저장본을 삭제했어요.');
    headingRef.current?.focus();
  }

  if (isEmptyHidden && (!shown || shown.nodes.length === 0)) return null;
  return (
    <section aria-labelledby="my-bid-drafts-heading" className="mt-8">
      <h2
        id="my-bid-drafts-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-gray-900 focus:outline-none"
      >
        작성 중인 견적 요청
        {shown ? (
          <span className="ml-1.5 text-brand-700">{formatNumber(shown.totalCount)}</span>
        ) : null}
      </h2>
      <div className="mt-3">
        <PagedRowList
          paged={paged}
          loadingLabel="임시 저장한 견적 요청을 불러오는 중입니다"
          skeletonCount={2}
          empty={{
            title: '작성 중인 견적 요청이 없어요',
            description:
              '견적 요청을 작성하다 나가면 자동으로 저장되고, 여기에서 이어서 쓸 수 있어요.',
            action: NEW_REQUEST_ACTION,
          }}
          listClassName="grid gap-3"
          renderRow={(draft) => (
            <li
              key={draft.id}
              className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 desktop:flex-row desktop:items-center desktop:p-5"
              data-testid="my-bid-draft"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-1.5">
                  <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                    임시 저장
                  </span>
                  {draft.isReCreated ? (
                    <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      다시 올리기
                    </span>
                  ) : null}
                </p>
                <h3 className="mt-1 text-base font-bold break-keep text-gray-900">{draft.title}</h3>
                <p className="mt-0.5 text-sm text-gray-600">
                  8단계 중 {draft.step}단계까지 작성 ·{' '}
                  <time dateTime={draft.updatedAt} suppressHydrationWarning>
                    {formatRelativeTime(draft.updatedAt)}
                  </time>{' '}
                  저장
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${draft.title} 삭제`}
                  onClick={() => void deleteDraft(draft.id, draft.title)}
                >
                  삭제
                </Button>
                <ButtonLink
                  href={buildDraftResumeHref(draft.id)}
                  size="sm"
                  aria-label={`${draft.title} 이어서 작성`}
                  className="flex-1 desktop:flex-none"
                >
                  이어서 작성
                </ButtonLink>
              </div>
            </li>
          )}
        />
      </div>
    </section>
  );
}

function AnnouncementList({ filter }: { filter: Exclude<MyBidFilter, 'TEMP'> }) {
  const paged = useGraphqlInfinite(
    MyBidAnnouncementsDocument,
    (after) => ({
      states: filter === 'ALL' ? null : [filter],
      paging: toMyListPaging(after),
    }),
    { isMemberOnly: true, selectPage: (data) => data.myAnnouncements },
  );
  const { list } = paged;
  const shown = list.status === 'loaded' ? readMyList(list.pages) : null;
  const stateLabel = filter === 'ALL' ? '' : `${ANNOUNCEMENT_STATE_LABELS[filter]} `;

  return (
    <section aria-labelledby="my-bid-announcements-heading" className="mt-8">
      <h2 id="my-bid-announcements-heading" className="text-lg font-bold text-gray-900">
        {filter === 'ALL' ? '올린 견적 요청' : `${ANNOUNCEMENT_STATE_LABELS[filter]} 견적 요청`}
        {shown ? (
          <span className="ml-1.5 text-brand-700">{formatNumber(shown.totalCount)}</span>
        ) : null}
      </h2>
      <div className="mt-3">
        <PagedRowList
          paged={paged}
          loadingLabel="내 견적 요청을 불러오는 중입니다"
          empty={{
            title: `${stateLabel}견적 요청이 없어요`,
            description:
              filter === 'ALL'
                ? '공사 내용을 올리면 업체들이 견적을 보내고, 여기에서 비교해 선정할 수 있어요.'
                : '다른 상태를 눌러 보거나 새 견적 요청을 올려 보세요.',
            action: NEW_REQUEST_ACTION,
          }}
          listClassName="grid gap-3 desktop:grid-cols-2"
          renderRow={(announcement) => (
            <li key={announcement.id}>
              <BidCard announcement={announcement} href={`/myBid/detail/${announcement.id}`} />
            </li>
          )}
        />
      </div>
    </section>
  );
}

type MyAnnouncementsTabProps = {
  filter: MyBidFilter;
  onFilterChange: (filter: MyBidFilter) => void;
};

/** tab=1: status counts as filter chips, drafts to resume and the announcements I published. */
export function MyAnnouncementsTab({ filter, onFilterChange }: MyAnnouncementsTabProps) {
  const dashboard = useDashboard();
  return (
    <>
      <div className="flex flex-col gap-4 desktop:flex-row desktop:items-start desktop:justify-between">
        <FilterChips filter={filter} dashboard={dashboard} onChange={onFilterChange} />
        <ButtonLink href={NEW_REQUEST_ACTION.href} className="shrink-0">
          새 견적 요청
        </ButtonLink>
      </div>
      {dashboard && dashboard.newAppliesCount > 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-danger-600" />새
          지원자가 있는 견적 요청이 {formatNumber(dashboard.newAppliesCount)}건 있어요.
        </p>
      ) : null}
      {filter === 'ALL' || filter === TEMP_FILTER ? (
        <DraftList key={`drafts-${filter}`} isEmptyHidden={filter === 'ALL'} />
      ) : null}
      {filter !== TEMP_FILTER ? (
        <AnnouncementList key={`announcements-${filter}`} filter={filter} />
      ) : null}
    </>
  );
}
