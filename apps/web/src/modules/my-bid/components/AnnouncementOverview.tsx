'use client';

import { describeAnnouncementDeadline, formatDateTime, formatNumber } from '@gongsa/domain';
import { useEffect, useState } from 'react';
import type { MyBidAnnouncementQuery } from '../../../graphql/generated/graphql';
import { BidStateBadge } from '../../bid/components/BidStateBadge';
import { formatAnnouncementPrice } from '../../bid/utils/bid-price';
import { Button, ButtonLink } from '../../ui/components/Button';
import { buildAnnouncementEditHref } from '../utils/my-bid-tabs';
import type { OwnerActions } from '../utils/owner-actions';

export type OwnerAction = 'delete' | 'cancel' | 'reCreate';

type Announcement = MyBidAnnouncementQuery['announcement'];

const TICK_MS = 60_000;

/** The current time, refreshed every minute so a deadline label stays true on an open page. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Deadline = { label: string; endsAt: string; remaining: string };

function describeDeadline(announcement: Announcement, now: Date): Deadline | null {
  if (announcement.state === 'RECRUITING') {
    return {
      label: '모집 마감',
      endsAt: announcement.postingEndAt,
      remaining: describeAnnouncementDeadline(announcement.postingEndAt, now).label,
    };
  }
  if (announcement.state === 'CHOOSING' && announcement.choosingEndAt) {
    return {
      label: '선정 기한',
      endsAt: announcement.choosingEndAt,
      remaining: describeAnnouncementDeadline(announcement.choosingEndAt, now).label,
    };
  }
  return null;
}

type AnnouncementOverviewProps = {
  announcement: Announcement;
  actions: OwnerActions;
  busyAction: OwnerAction | null;
  onAction: (action: OwnerAction) => void;
};

/** Title, state, deadline and applicant count of my announcement, with the owner's buttons. */
export function AnnouncementOverview({
  announcement,
  actions,
  busyAction,
  onAction,
}: AnnouncementOverviewProps) {
  const now = useMinuteClock();
  const deadline = describeDeadline(announcement, now);
  const isBusy = busyAction !== null;

  return (
    <section
      aria-labelledby="my-bid-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-6"
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <BidStateBadge state={announcement.state} />
        {announcement.isEmergency ? (
          <span className="rounded-md bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
            긴급
          </span>
        ) : null}
        <span className="text-[13px] text-gray-600">No.{announcement.uniqueId}</span>
      </div>
      <h1
        id="my-bid-title"
        className="mt-2 text-xl font-extrabold break-keep text-gray-900 desktop:text-2xl"
      >
        {announcement.title}
      </h1>

      <dl className="mt-4 grid grid-cols-2 gap-3 desktop:grid-cols-4">
        <div className="rounded-xl bg-gray-50 px-3 py-3">
          <dt className="text-[13px] font-medium text-gray-700">지원한 업체</dt>
          <dd className="mt-0.5 text-lg font-extrabold text-gray-900" data-testid="apply-count">
            {formatNumber(announcement.applyCnt)}곳
          </dd>
        </div>
        {deadline ? (
          <div className="rounded-xl bg-gray-50 px-3 py-3">
            <dt className="text-[13px] font-medium text-gray-700">{deadline.label}</dt>
            <dd className="mt-0.5" suppressHydrationWarning>
              <span className="text-lg font-extrabold text-gray-900">{deadline.remaining}</span>
              <span className="block text-[13px] text-gray-600">
                <time dateTime={deadline.endsAt}>{formatDateTime(deadline.endsAt)}</time>
              </span>
            </dd>
          </div>
        ) : (
          <div className="rounded-xl bg-gray-50 px-3 py-3">
            <dt className="text-[13px] font-medium text-gray-700">모집 마감</dt>
            <dd className="mt-0.5 text-[15px] font-bold text-gray-900">
              <time dateTime={announcement.postingEndAt}>
                {formatDateTime(announcement.postingEndAt)}
              </time>
            </dd>
          </div>
        )}
        <div className="rounded-xl bg-gray-50 px-3 py-3">
          <dt className="text-[13px] font-medium text-gray-700">예산</dt>
          <dd className="mt-0.5 text-[15px] font-bold break-keep text-gray-900">
            {formatAnnouncementPrice(announcement.servicePriceType, announcement.servicePrice)}
          </dd>
        </div>
        <div className="rounded-xl bg-gray-50 px-3 py-3">
          <dt className="text-[13px] font-medium text-gray-700">현장</dt>
          <dd className="mt-0.5 text-[15px] font-bold break-keep text-gray-900">
            {announcement.sigungu ?? '-'}
          </dd>
        </div>
      </dl>

      <div className="mt-5 flex flex-wrap gap-2">
        <ButtonLink href={`/bid/${announcement.id}`} variant="outline" size="sm">
          공고 보기
        </ButtonLink>
        {actions.canReCreate ? (
          <Button size="sm" disabled={isBusy} onClick={() => onAction('reCreate')}>
            다시 올리기
          </Button>
        ) : null}
        {actions.canCancel ? (
          <Button variant="outline" size="sm" disabled={isBusy} onClick={() => onAction('cancel')}>
            모집 취소
          </Button>
        ) : null}
        {actions.canEdit ? (
          <ButtonLink href={buildAnnouncementEditHref(announcement.id)} variant="outline" size="sm">
            수정
          </ButtonLink>
        ) : null}
        {actions.canDelete ? (
          <Button variant="outline" size="sm" disabled={isBusy} onClick={() => onAction('delete')}>
            삭제
          </Button>
        ) : null}
      </div>
    </section>
  );
}
