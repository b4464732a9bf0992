'use client';

import { useEffect } from 'react';
import { CompanyDetailDocument } from '../../../graphql/generated/operations/company-detail';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { readCompanyInfo } from '../utils/company-detail-types';
import { CompanyDetailSkeleton } from './CompanyDetailSkeleton';
import { CompanyHeader } from './CompanyHeader';
import {
  CategoriesSection,
  CompanyInfoSection,
  LicensesSection,
  LocationSection,
} from './CompanyInfoSections';
import { CompanyNotFound } from './CompanyNotFound';
import { FinancialSection } from './FinancialSection';
import { PortfolioSection } from './PortfolioSection';
import { ReviewSection } from './ReviewSection';
import { DetailLoadError } from '../../ui/components/DetailPageStates';

const NOT_FOUND_CODE = 'NOT_FOUND';

const SECTION_LINKS = [
  ['info', '기업 정보'],
  ['portfolio', '포트폴리오'],
  ['reviews', '리뷰'],
  ['location', '위치'],
  ['financial', '재무·신용'],
] as const;

/**
 * /company/[id]. Loaded in the browser: `enterprise` must see the viewer's token to record the
 * view and to answer isFavorite / isMine, and the token never leaves the browser.
 */
export function CompanyDetailPage({ id }: { id: string }) {
  const { state, retry } = useGraphqlQuery(CompanyDetailDocument, { id }, { field: 'enterprise' });
  const companyName = state.status === 'loaded' ? state.data.companyName : null;

  useEffect(() => {
    if (companyName) document.title = `${companyName} | 공사마켓`;
  }, [companyName]);

  if (state.status === 'loading') return <CompanyDetailSkeleton />;
  if (state.status === 'failed') {
    if (state.failure.code === NOT_FOUND_CODE) return <CompanyNotFound />;
    return (
      <DetailLoadError
        title="업체 정보를 불러오지 못했습니다"
        message={state.failure.message}
        onRetry={retry}
      />
    );
  }
  const company = state.data;
  const info = readCompanyInfo(company);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-5 py-6 desktop:py-10">
      <CompanyHeader company={company} />
      <nav
        aria-label="업체 정보 바로가기"
        className="-mx-5 overflow-x-auto px-5 desktop:mx-0 desktop:px-0"
      >
        <ul className="flex gap-2">
          {SECTION_LINKS.map(([anchor, label]) => (
            <li key={anchor}>
              <a
                href={`#${anchor}`}
                className="inline-flex h-11 items-center rounded-full border border-gray-200 bg-white px-3.5 desktop:h-9 text-sm font-medium whitespace-nowrap text-gray-700 hover:border-gray-300"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 desktop:grid-cols-2">
        <CompanyInfoSection info={info} />
        <div className="space-y-4">
          <LicensesSection info={info} />
          <CategoriesSection info={info} />
          <LocationSection info={info} />
        </div>
      </div>
      <PortfolioSection profileId={company.id} total={company.portfolioCount} />
      <ReviewSection profileId={company.id} />
      <FinancialSection profileId={company.id} isMine={company.isMine} />
    </div>
  );
}
