import Link from 'next/link';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  isProfileType,
  PROFILE_TYPE_LABELS,
} from '@gongsa/domain';
import type { BidDetailQuery } from '../../../graphql/generated/graphql';
import { UserAvatar } from '../../profile/components/UserAvatar';
import { buttonClassName } from '../../ui/components/Button';
import { ExternalLinkIcon } from '../../ui/components/icons';
import { buildMapSearchUrl, describeBidFacts } from '../utils/bid-facts';
import { formatAnnouncementPrice } from '../utils/bid-price';
import type { BidFileList } from './BidFileList';
import type { BidGallery } from './BidGallery';
import { BidStateBadge } from './BidStateBadge';

export type BidDetailAnnouncement = BidDetailQuery['announcement'];

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

type BidDetailPageProps = {
  announcement: BidDetailAnnouncement;
  /** The deadline countdown (a client island: it moves with the clock). */
  deadline: ReactNode;
  /** The 관심 공고 button. */
  favorite: ReactNode;
  /** 지원하기 in the header, when the viewer may start an apply or log in for one. */
  headerAction: ReactNode;
  /** The apply area (BidApplyFrame). */
  apply: ReactNode;
  /** The photos and the attached files: the components themselves, or their lazy islands. */
  Gallery: ComponentType<ComponentProps<typeof BidGallery>>;
  FileList: ComponentType<ComponentProps<typeof BidFileList>>;
};

/**
 * /bid/[id]'s content for one request: header, facts, description, files and the publisher. It
 * holds no state, so a visitor's first view renders it on the server and ships no code for it
 * (BidVisitorDetail; ADR 0017, 2026-11-27); BidDetailBrowserPage renders it in the browser for a
 * member, around their own apply area. The parts that answer a click or the clock are islands.
 */
export function BidDetailPage({
  announcement,
  deadline,
  favorite,
  headerAction,
  apply,
  Gallery,
  FileList,
}: BidDetailPageProps) {
  const facts = describeBidFacts(announcement);
  const mapAddress = announcement.address ?? announcement.sigungu;
  const publisher = announcement.profile;
  const isCompanyPublisher = isProfileType(publisher.type) && publisher.type !== 'CONSUMER';
  const publisherLabel = isProfileType(publisher.type) ? PROFILE_TYPE_LABELS[publisher.type] : '';

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
          {deadline}
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
          {favorite}
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
          {headerAction}
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
            <Gallery images={announcement.images} mainImageId={announcement.mainImage?.id} />
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
              <FileList files={announcement.files} />
            </Section>
          ) : null}

          {apply}
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
