import Link from 'next/link';
import { memo, type ReactNode } from 'react';
import { formatDistance, formatNumber, isProfileType, PROFILE_TYPE_LABELS } from '@gongsa/domain';
import type { CompanyCardFieldsFragment } from '../../../graphql/generated/graphql';
import { UserAvatar } from '../../profile/components/UserAvatar';
import { ChevronRightIcon } from '../../ui/components/icons';
import { summarizeLicenses } from '../utils/company-card';

type CompanyCardProps = {
  profile: CompanyCardFieldsFragment;
  /** Where the company name leads; the company detail page by default. */
  href?: string;
  /** Buttons placed on the card (favourite, delete …); they stay clickable above the card link. */
  actions?: ReactNode;
  /** One line explaining why the company is shown (recommendations). */
  reason?: string;
  /** Heading level of the company name inside the surrounding page outline. */
  headingLevel?: 2 | 3;
};

const LOGO_SIZE = 56;

/**
 * One company in a list. The company name is the card's only link; its hit area is stretched
 * over the whole card so a tap anywhere opens the company, while screen readers hear one link.
 */
export const CompanyCard = memo(function CompanyCard({
  profile,
  href = `/company/${profile.id}`,
  actions,
  reason,
  headingLevel = 3,
}: CompanyCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = profile.companyName?.trim() || profile.uniqueId;
  const typeLabel = isProfileType(profile.type) ? PROFILE_TYPE_LABELS[profile.type] : null;
  const licenses = summarizeLicenses(profile.licenseNames);
  const distance = formatDistance(profile.distance);
  const region = profile.sigungu ?? profile.si;
  return (
    <article
      className="relative flex gap-3 rounded-2xl border border-gray-200 bg-white p-4 transition-colors focus-within:border-brand-500 hover:border-brand-300 desktop:gap-4 desktop:p-5"
      data-testid="company-card"
    >
      <UserAvatar
        imageUrl={profile.logoImg?.thumbnailURL ?? profile.logoImg?.url}
        uniqueId={profile.uniqueId}
        size={LOGO_SIZE}
        className="border border-gray-100"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Heading className="text-base leading-snug font-bold text-gray-900 desktop:text-lg">
              <Link
                href={href}
                className="inline-block min-h-6 min-w-6 rounded-sm break-keep after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline"
              >
                {name}
              </Link>
            </Heading>
            {profile.mainCategoryPath.length > 0 ? (
              <p className="mt-0.5 flex flex-wrap items-center text-sm text-gray-600">
                <span className="sr-only">주요 업종: </span>
                {profile.mainCategoryPath.map((segment, index) => (
                  <span key={`${index}-${segment}`} className="inline-flex items-center">
                    {index > 0 ? (
                      <ChevronRightIcon className="mx-0.5 size-3.5 text-gray-400" />
                    ) : null}
                    {segment}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          {actions ? <div className="relative z-10 flex shrink-0 gap-1">{actions}</div> : null}
        </div>

        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs" aria-label="업체 정보">
          {typeLabel ? (
            <li className="rounded-md bg-gray-100 px-2 py-1 font-medium text-gray-700">
              {typeLabel}
            </li>
          ) : null}
          {profile.cri ? (
            <li className="rounded-md bg-brand-50 px-2 py-1 font-semibold text-brand-800">
              신용등급 {profile.cri.name}
            </li>
          ) : null}
          {licenses ? (
            <li className="rounded-md bg-accent-50 px-2 py-1 font-medium text-accent-700">
              <span className="sr-only">면허: </span>
              {licenses}
            </li>
          ) : null}
        </ul>

        <dl className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
          <div className="flex items-center gap-1">
            <dt className="sr-only">평점</dt>
            {profile.reviewCount > 0 ? (
              <dd className="flex items-center gap-1">
                <span aria-hidden="true" className="text-accent-700">
                  ★
                </span>
                <span className="font-semibold text-gray-900">{profile.rating.toFixed(1)}</span>
                <span className="text-gray-600">(리뷰 {formatNumber(profile.reviewCount)})</span>
              </dd>
            ) : (
              <dd className="text-gray-600">리뷰 없음</dd>
            )}
          </div>
          <div className="flex items-center gap-1">
            <dt>포트폴리오</dt>
            <dd className="font-semibold text-gray-900">{formatNumber(profile.portfolioCount)}</dd>
          </div>
          {region ? (
            <div className="flex items-center gap-1">
              <dt className="sr-only">지역</dt>
              <dd>{region}</dd>
            </div>
          ) : null}
          {distance ? (
            <div className="flex items-center gap-1">
              <dt className="sr-only">거리</dt>
              <dd>{distance}</dd>
            </div>
          ) : null}
        </dl>

        {reason ? (
          <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">{reason}</p>
        ) : null}
      </div>
    </article>
  );
});
