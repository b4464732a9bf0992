'use client';

import { CompanyPortfoliosDocument } from '../../../graphql/generated/operations/company-portfolios';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import type { PortfolioItem } from '../utils/company-detail-types';
import { formatAmount } from '../utils/financial-format';
import { SectionCard } from './SectionCard';
import { EmptyNote, SectionError, SectionSkeleton } from './SectionStatus';

export const PORTFOLIO_PREVIEW_COUNT = 12;

function describePortfolio(item: PortfolioItem): string {
  return item.categoryNames.join(', ') || item.constructionType || '시공 사례';
}

function PortfolioCard({ item }: { item: PortfolioItem }) {
  const title = describePortfolio(item);
  const place = [item.locationSi, item.locationDo].filter(Boolean).join(' ');
  const term = [item.serviceTermStart, item.serviceTermEnd]
    .filter(Boolean)
    .map((day) => day?.replaceAll('-', '.'))
    .join(' ~ ');
  const imageUrl =
    item.mainImage?.lowQualityURL ?? item.mainImage?.thumbnailURL ?? item.mainImage?.url;
  return (
    <li className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div className="aspect-[4/3] bg-gray-100">
        {imageUrl ? (
          // Uploaded files come with their own WebP sizes from the API (see UserAvatar).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={imageUrl}
            alt={item.description ? `${title}: ${item.description}` : title}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-gray-600">
            사진 없음
          </div>
        )}
      </div>
      <div className="space-y-1 px-3 py-3">
        <p className="line-clamp-1 text-[15px] font-semibold text-gray-900">{title}</p>
        {item.description ? (
          <p className="line-clamp-2 text-sm text-gray-700">{item.description}</p>
        ) : null}
        <p className="text-sm text-gray-600">
          {[place, term, item.servicePrice ? formatAmount(item.servicePrice) : '']
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </li>
  );
}

export function PortfolioSection({ profileId, total }: { profileId: string; total: number }) {
  const { state, retry } = useGraphqlQuery(
    CompanyPortfoliosDocument,
    {
      profileId,
      first: PORTFOLIO_PREVIEW_COUNT,
    },
    { field: 'enterprisePortfolios' },
  );
  return (
    <SectionCard
      id="portfolio"
      title="포트폴리오"
      aside={<span className="text-sm text-gray-600">총 {total.toLocaleString('ko-KR')}건</span>}
    >
      {state.status === 'loading' ? <SectionSkeleton /> : null}
      {state.status === 'failed' ? (
        <SectionError message={state.failure.message} onRetry={retry} />
      ) : null}
      {state.status === 'loaded' ? (
        state.data.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
            {state.data.map((item) => (
              <PortfolioCard key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <EmptyNote>등록된 포트폴리오가 없습니다.</EmptyNote>
        )
      ) : null}
    </SectionCard>
  );
}
