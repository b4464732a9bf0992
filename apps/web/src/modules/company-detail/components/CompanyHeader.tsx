import { FavoriteButtonFace } from '../../listing/components/FavoriteButtonFace';
import { UserAvatar } from '../../profile/components/UserAvatar';
import { ButtonLink } from '../../ui/components/Button';
import { ShieldCheckIcon } from '../../ui/components/icons';
import type { CompanyPublic, CompanyViewer } from '../utils/company-detail-types';
import { formatProfileTypeLabel } from '../utils/company-info';
import { formatRating } from '../utils/rating';
import { MapPinIcon, StarIcon } from './DetailIcons';
import { EstimateRequestButton } from './EstimateRequestButton';
import { FavoriteButton } from './FavoriteButton';
import { FollowControl } from './FollowControl';

type CompanyHeaderProps = {
  company: CompanyPublic;
  /**
   * Null until the browser's own query has answered (the server's view): the heart shows as it
   * is, disabled, in the place and size it will have, and 견적 요청 보내기 already works (an
   * owner's own company turns both into 프로필 수정 once known).
   */
  viewer: CompanyViewer | null;
  /** The browser's own query failed: 견적 요청 보내기 waits too (the page offers 다시 시도). */
  isViewerUnavailable?: boolean;
};

export function CompanyHeader({
  company,
  viewer,
  isViewerUnavailable = false,
}: CompanyHeaderProps) {
  const name = company.companyName?.trim() || '이름 없는 업체';
  const typeLabel = formatProfileTypeLabel(company.type);
  const region = company.sigungu ?? company.si;
  const rating = formatRating(company.rating);
  return (
    <div className="rounded-2xl border border-gray-200 bg-white px-5 py-6 desktop:flex desktop:items-start desktop:gap-6 desktop:px-7">
      <UserAvatar
        imageUrl={company.logoImg?.thumbnailURL ?? company.logoImg?.url}
        uniqueId={company.uniqueId}
        size={88}
        className="border border-gray-100"
      />
      <div className="mt-4 min-w-0 flex-1 desktop:mt-0">
        <div className="flex flex-wrap items-center gap-1.5">
          {typeLabel ? (
            <span className="rounded-md bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-700">
              {typeLabel}
            </span>
          ) : null}
          {company.isNiceCertified ? (
            <span className="inline-flex items-center gap-1 rounded-md bg-success-600/10 px-2 py-0.5 text-sm font-semibold text-success-600">
              <ShieldCheckIcon className="size-4" />
              NICE 인증
            </span>
          ) : null}
          {viewer?.isMine ? (
            <span className="rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">
              내 업체
            </span>
          ) : null}
        </div>
        <h1 className="mt-2 text-2xl font-bold text-gray-900 desktop:text-[28px]">{name}</h1>
        <p className="mt-1 text-sm text-gray-600">
          업체 고유번호 <span className="font-semibold text-gray-800">{company.uniqueId}</span>
        </p>
        {company.mainCategoryPath.length > 0 ? (
          <p className="mt-3 text-[15px] text-gray-700">
            <span className="sr-only">대표 업종: </span>
            {company.mainCategoryPath.map((part, index) => (
              <span key={`${part}-${index}`}>
                {index > 0 ? (
                  <span aria-hidden="true" className="mx-1 text-gray-500">
                    ›
                  </span>
                ) : null}
                {part}
              </span>
            ))}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-gray-700">
          <span className="inline-flex items-center gap-1">
            <StarIcon className="size-4 text-accent-500" />
            <span className="sr-only">평점</span>
            <span className="font-semibold text-gray-900">{rating}</span>
            <span>(리뷰 {company.reviewCount.toLocaleString('ko-KR')}개)</span>
          </span>
          {region ? (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4 text-gray-500" />
              <span className="sr-only">지역</span>
              {region}
            </span>
          ) : null}
        </div>
        <FollowControl
          profileId={company.id}
          followerCount={company.followerCount}
          viewer={viewer}
        />
      </div>
      <div className="mt-5 flex gap-2 desktop:mt-0 desktop:flex-col desktop:items-stretch">
        {viewer?.isMine ? (
          <ButtonLink href="/myPage/profile" variant="outline" className="flex-1 desktop:flex-none">
            프로필 수정
          </ButtonLink>
        ) : (
          <>
            {viewer ? (
              <FavoriteButton profileId={company.id} isFavorite={viewer.isFavorite} />
            ) : (
              <FavoriteButtonFace
                label="관심 기업"
                isFavorite={false}
                isStateKnown={false}
                disabled
              />
            )}
            <EstimateRequestButton
              profileId={company.id}
              companyName={name}
              className="flex-1 desktop:flex-none"
              disabled={isViewerUnavailable}
            />
          </>
        )}
      </div>
    </div>
  );
}
