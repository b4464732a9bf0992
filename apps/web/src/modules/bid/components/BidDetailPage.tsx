'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import {
  describeAnnouncementDeadline,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  isProfileType,
  PROFILE_TYPE_LABELS,
} from '@gongsa/domain';
import type {
  BidDetailQuery,
  BidDetailQueryVariables,
  BidMyApplyFieldsFragment,
} from '../../../graphql/generated/graphql';
import { BidDetailDocument } from '../../../graphql/generated/operations/bid-detail';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import type { ServerAnswer } from '../../data/utils/server-answer';
import { refreshMyBidNotice } from '../../my-bid-applies/hooks/useMyBidDot';
import { UserAvatar } from '../../profile/components/UserAvatar';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink, buttonClassName } from '../../ui/components/Button';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { useNow, useServerTime } from '../hooks/useNow';
import { resolveApplyPanel } from '../utils/apply-panel';
import { buildMapSearchUrl, describeBidFacts } from '../utils/bid-facts';
import { formatAnnouncementPrice } from '../utils/bid-price';
import { BidApplySection } from './BidApplySection';
import { BidDetailSkeleton } from './BidDetailSkeleton';
import { BidFavoriteButton } from './BidFavoriteButton';
import { BidFileList } from './BidFileList';
import { BidGallery } from './BidGallery';
import { BidNotFound } from './BidNotFound';
import { BidStateBadge } from './BidStateBadge';
import { DetailLoadError } from '../../ui/components/DetailPageStates';

const NOT_FOUND_CODE = 'NOT_FOUND';
const COUNTDOWN_INTERVAL_MS = 30_000;

type Announcement = BidDetailQuery['announcement'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-gray-200 bg-white px-5 py-6 desktop:px-7"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The viewer's apply after a change, folded into the loaded announcement. */
function applyChange(
  announcement: Announcement,
  apply: BidMyApplyFieldsFragment,
  change: 'saved' | 'submitted' | 'gaveUp',
): Announcement {
  const wasSubmitted = announcement.myApply?.state === 'SUBMITTED';
  if (change === 'submitted') {
    return {
      ...announcement,
      myApply: apply,
      isApply: true,
      canApply: false,
      applyCnt: announcement.applyCnt + (wasSubmitted ? 0 : 1),
    };
  }
  if (change === 'gaveUp') {
    return {
      ...announcement,
      myApply: apply,
      isApply: false,
      canApply: false,
      applyCnt: Math.max(0, announcement.applyCnt - (wasSubmitted ? 1 : 0)),
    };
  }
  return { ...announcement, myApply: apply };
}

type BidDetailPageProps = {
  id: string;
  /** A visitor's view, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer?: ServerAnswer<BidDetailQuery, BidDetailQueryVariables> | null;
};

/**
 * /bid/[id]. A member's view is loaded in the browser: `announcement` must see the viewer's token
 * to answer isMine / canApply / myApply, to reveal the detailed address to applicants and to mark
 * an invitation as read; the token never leaves the browser. A visitor's may come from the server.
 */
export function BidDetailPage({ id, serverAnswer }: BidDetailPageProps) {
  const { state: session } = useSession();
  const pathname = usePathname();
  const { state, retry, update } = useGraphqlQuery(BidDetailDocument, { id }, { serverAnswer });
  const liveNow = useNow(COUNTDOWN_INTERVAL_MS);
  const now = useServerTime(serverAnswer?.fetchedAt) ?? liveNow;
  const [isFormOpened, setIsFormOpened] = useState(false);
  const title = state.status === 'loaded' ? state.data.announcement.title : null;

  useEffect(() => {
    if (!title) return;
    document.title = `${title} | 공사마켓`;
    // Opening a request I was invited to marks the invitation read: the 내 입찰 dot can go.
    refreshMyBidNotice();
  }, [title]);

  if (state.status === 'loading') return <BidDetailSkeleton />;
  if (state.status === 'failed') {
    if (state.failure.code === NOT_FOUND_CODE) return <BidNotFound />;
    return (
      <DetailLoadError
        title="견적 요청을 불러오지 못했습니다"
        message={state.failure.message}
        onRetry={retry}
      />
    );
  }
  const { announcement, me } = state.data;
  const deadline = describeAnnouncementDeadline(announcement.postingEndAt, now);
  const isRecruiting = announcement.state === 'RECRUITING';
  const panel = resolveApplyPanel({
    isLogin: session.isLogin,
    profileType: me?.profile?.type ?? null,
    announcement,
  });
  // A saved draft apply is shown as a form straight away.
  const isFormOpen = isFormOpened || (panel.kind === 'form' && panel.apply !== null);
  const facts = describeBidFacts(announcement);
  const mapAddress = announcement.address ?? announcement.sigungu;
  const publisher = announcement.profile;
  const isCompanyPublisher = isProfileType(publisher.type) && publisher.type !== 'CONSUMER';
  const publisherLabel = isProfileType(publisher.type) ? PROFILE_TYPE_LABELS[publisher.type] : '';

  const handleApplyChange = (
    apply: BidMyApplyFieldsFragment,
    change: 'saved' | 'submitted' | 'gaveUp',
  ) =>
    update((current) => ({
      ...current,
      announcement: applyChange(current.announcement, apply, change),
    }));

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 desktop:px-5 desktop:py-10">
      <header className="rounded-2xl border border-gray-200 bg-white px-5 py-6 desktop:px-7">
        <div className="flex flex-wrap items-center gap-1.5">
          <BidStateBadge state={announcement.state} />
          {announcement.isEmergency ? (
            <span className="inline-flex items-center rounded-md bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
              긴급
            </span>
          ) : null}
          {isRecruiting && deadline.label ? (
            <span
              className={`text-sm font-semibold ${deadline.isUrgent ? 'text-danger-700' : 'text-gray-700'}`}
              data-testid="bid-deadline"
            >
              <span className="sr-only">마감까지 </span>
              {deadline.label}
            </span>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl leading-snug font-extrabold break-keep text-gray-900 desktop:text-2xl">
              {announcement.title}
            </h1>
            <p className="mt-1 text-sm text-gray-600">
              공고 번호 {announcement.uniqueId} · {formatDate(announcement.createdAt)} 등록
              {announcement.isReCreated ? ' · 다시 올린 요청' : ''}
            </p>
          </div>
          <BidFavoriteButton
            key={`${announcement.id}-${String(announcement.isFavorite)}`}
            announcementId={announcement.id}
            isFavorite={announcement.isFavorite}
          />
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-gray-50 p-4 text-sm desktop:grid-cols-4">
          <div>
            <dt className="text-gray-600">예산</dt>
            <dd className="mt-0.5 font-bold text-gray-900">
              {formatAnnouncementPrice(announcement.servicePriceType, announcement.servicePrice)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">지원 업체</dt>
            <dd className="mt-0.5 font-bold text-gray-900" data-testid="bid-apply-count">
              {formatNumber(announcement.applyCnt)}곳
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">모집 마감</dt>
            <dd className="mt-0.5 font-bold text-gray-900">
              {formatDateTime(announcement.postingEndAt)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">지역</dt>
            <dd className="mt-0.5 font-bold text-gray-900">{announcement.sigungu ?? '미입력'}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {panel.kind === 'form' && !isFormOpen ? (
            <Button className="flex-1 desktop:flex-none" onClick={() => setIsFormOpened(true)}>
              지원하기
            </Button>
          ) : panel.kind === 'login' ? (
            <ButtonLink href={buildLoginHref(pathname)} className="flex-1 desktop:flex-none">
              지원하기
            </ButtonLink>
          ) : null}
          {mapAddress ? (
            <a
              href={buildMapSearchUrl(mapAddress)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('outline', 'md', 'gap-1.5')}
            >
              지도에서 보기
              <ExternalLinkIcon className="size-4" />
              <span className="sr-only">(새 창)</span>
            </a>
          ) : null}
        </div>
      </header>

      <div className="grid gap-4 desktop:grid-cols-[minmax(0,1fr)_320px] desktop:items-start">
        <div className="min-w-0 space-y-4">
          {announcement.images.length > 0 ? (
            <BidGallery images={announcement.images} mainImageId={announcement.mainImage?.id} />
          ) : null}

          <Section id="facts" title="공사 정보">
            <dl className="grid grid-cols-[96px_minmax(0,1fr)] gap-x-4 gap-y-3 text-[15px] desktop:grid-cols-[140px_minmax(0,1fr)]">
              {facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="text-gray-600">{fact.label}</dt>
                  <dd className="font-medium break-keep text-gray-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section id="description" title="요청 내용">
            <p className="text-[15px] leading-relaxed break-keep whitespace-pre-line text-gray-900">
              {announcement.description?.trim() || '요청 내용이 없습니다.'}
            </p>
            {announcement.noticeTxt?.trim() ? (
              <div className="mt-4 rounded-xl bg-accent-50 px-4 py-3">
                <p className="text-sm font-bold text-accent-700">지원 전 확인해 주세요</p>
                <p className="mt-1 text-sm whitespace-pre-line text-gray-900">
                  {announcement.noticeTxt.trim()}
                </p>
              </div>
            ) : null}
          </Section>

          {announcement.files.length > 0 ? (
            <Section id="files" title={`첨부 파일 (${announcement.files.length})`}>
              <BidFileList files={announcement.files} />
            </Section>
          ) : null}

          <BidApplySection
            key={panel.kind}
            announcementId={announcement.id}
            panel={panel}
            isRecruiting={isRecruiting}
            defaultManagerName={me?.name ?? ''}
            defaultPhoneNumber={me?.phoneNumber ?? ''}
            isFormOpen={isFormOpen}
            onOpenForm={() => setIsFormOpened(true)}
            onApplyChange={handleApplyChange}
          />
        </div>

        <aside aria-labelledby="publisher-title" className="space-y-4">
          <section className="rounded-2xl border border-gray-200 bg-white px-5 py-6">
            <h2 id="publisher-title" className="text-lg font-bold text-gray-900">
              요청자
            </h2>
            <div className="mt-4 flex items-center gap-3">
              <UserAvatar
                imageUrl={publisher.logoImg?.thumbnailURL ?? publisher.logoImg?.url}
                uniqueId={publisher.uniqueId}
                size={48}
              />
              <div className="min-w-0">
                <p className="truncate font-bold text-gray-900">
                  {announcement.publisherName?.trim() || publisher.companyName || '요청자'}
                </p>
                <p className="text-sm text-gray-600">
                  {publisherLabel}
                  {isCompanyPublisher && publisher.reviewCount > 0
                    ? ` · ★ ${publisher.rating.toFixed(1)} (리뷰 ${formatNumber(publisher.reviewCount)})`
                    : ''}
                </p>
              </div>
            </div>
            {isCompanyPublisher ? (
              <Link
                href={`/company/${publisher.id}`}
                className="mt-4 inline-flex min-h-6 text-sm font-semibold text-brand-700 hover:underline"
              >
                {publisher.companyName ?? '요청 업체'} 업체 정보 보기
              </Link>
            ) : null}
            <dl className="mt-4 border-t border-gray-100 pt-4 text-sm">
              <dt className="text-gray-600">긴급 연락처</dt>
              <dd className="mt-0.5 font-medium text-gray-900">
                {announcement.emergencyContact
                  ? formatPhone(announcement.emergencyContact)
                  : '지원한 업체에게만 공개돼요'}
              </dd>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
