import Link from 'next/link';
import { memo, type ReactNode } from 'react';
import { describeAnnouncementDeadline, formatNumber } from '@gongsa/domain';
import type { BidCardFieldsFragment } from '../../../graphql/generated/graphql';
import { ClipboardIcon } from '../../ui/components/icons';
import { formatAnnouncementPrice } from '../utils/bid-price';
import { BidStateBadge } from './BidStateBadge';

type BidCardProps = {
  announcement: BidCardFieldsFragment;
  /** Where the title leads; the public detail page by default (my announcements use /myBid/detail). */
  href?: string;
  /** Buttons placed on the card (favourite …); they stay clickable above the card link. */
  actions?: ReactNode;
  /** Extra line under the facts, e.g. my apply's state on the applications tab. */
  footer?: ReactNode;
  /** Heading level of the title inside the surrounding page outline. */
  headingLevel?: 2 | 3;
  /** The moment the deadline is counted from; now by default (tests pass a fixed time). */
  now?: Date;
};

const THUMBNAIL_CLASS = 'size-20 shrink-0 rounded-xl desktop:size-24';

function BidThumbnail({ src }: { src: string | null | undefined }) {
  if (!src) {
    return (
      <div
        className={`${THUMBNAIL_CLASS} flex items-center justify-center bg-gray-100 text-gray-400`}
        aria-hidden="true"
        data-testid="bid-card-placeholder"
      >
        <ClipboardIcon className="size-8" />
      </div>
    );
  }
  return (
    // Uploaded files are served by the API with their own WebP variants (see UserAvatar).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      className={`${THUMBNAIL_CLASS} border border-gray-100 object-cover`}
    />
  );
}

/**
 * One estimate request in a list. The title is the card's only link; its hit area is stretched
 * over the whole card so a tap anywhere opens the request, while screen readers hear one link
 * named by the title.
 */
export const BidCard = memo(function BidCard({
  announcement,
  href = `/bid/${announcement.id}`,
  actions,
  footer,
  headingLevel = 3,
  now,
}: BidCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const deadline = describeAnnouncementDeadline(announcement.postingEndAt, now);
  const isRecruiting = announcement.state === 'RECRUITING';
  const price = formatAnnouncementPrice(announcement.servicePriceType, announcement.servicePrice);
  const image = announcement.mainImage?.thumbnailURL ?? announcement.mainImage?.url;
  const categoryNames = announcement.categories.map((category) => category.name).join(', ');
  return (
    <article
      className="relative flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 transition-colors focus-within:border-brand-500 hover:border-brand-300 desktop:gap-4 desktop:p-5"
      data-testid="bid-card"
    >
      <BidThumbnail src={image} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <BidStateBadge state={announcement.state} />
              {announcement.isEmergency ? (
                <span className="inline-flex items-center rounded-md bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
                  긴급
                </span>
              ) : null}
              {isRecruiting && deadline.label ? (
                <span
                  className={`text-xs font-semibold ${deadline.isUrgent ? 'text-danger-700' : 'text-gray-700'}`}
                  data-testid="bid-deadline"
                  suppressHydrationWarning
                >
                  <span className="sr-only">마감까지 </span>
                  {deadline.label}
                </span>
              ) : null}
              {announcement.hasNewApplies ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-danger-700">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-danger-600" />새
                  지원자
                </span>
              ) : null}
            </div>
            <Heading className="mt-1 text-base leading-snug font-bold text-gray-900 desktop:text-lg">
              <Link
                href={href}
                className="inline-block min-h-6 min-w-6 rounded-sm break-keep after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
              >
                {announcement.title}
              </Link>
            </Heading>
            {categoryNames ? (
              <p className="mt-0.5 line-clamp-1 text-sm text-gray-600">
                <span className="sr-only">업종: </span>
                {categoryNames}
              </p>
            ) : null}
          </div>
          {actions ? <div className="relative z-10 flex shrink-0 gap-1">{actions}</div> : null}
        </div>

        <dl className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
          <div className="flex items-center gap-1">
            <dt className="sr-only">예산</dt>
            <dd className="font-semibold text-gray-900" data-testid="bid-price">
              {price}
            </dd>
          </div>
          {announcement.sigungu ? (
            <div className="flex items-center gap-1">
              <dt className="sr-only">지역</dt>
              <dd>{announcement.sigungu}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1">
            <dt>지원</dt>
            <dd className="font-semibold text-gray-900">{formatNumber(announcement.applyCnt)}명</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">공고 번호</dt>
            <dd className="text-gray-600">No.{announcement.uniqueId}</dd>
          </div>
        </dl>
        {footer ? <div className="mt-2">{footer}</div> : null}
      </div>
    </article>
  );
});
