'use client';

import { memo, useEffect, useMemo, useState } from 'react';
import { CompanyDetailDocument } from '../../../graphql/generated/operations/company-detail';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import {
  readCompanyInfo,
  type CompanyInfoData,
  type CompanyPublic,
  type CompanyViewer,
} from '../utils/company-detail-types';
import { CompanyDetailSkeleton } from './CompanyDetailSkeleton';
import { CompanyHeader as CompanyHeaderBlock } from './CompanyHeader';
import {
  CategoriesSection,
  CompanyInfoSection,
  LicensesSection,
  LocationSection,
} from './CompanyInfoSections';
import { CompanyNotFound } from './CompanyNotFound';
import { useCompanyRoute } from './CompanyRoute';
import { FinancialSection as FinancialSectionBlock } from './FinancialSection';
import { PortfolioSection as PortfolioSectionBlock } from './PortfolioSection';
import { ReviewSection as ReviewSectionBlock } from './ReviewSection';
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
 * /company/[id]. The company's public part comes with the HTML when the server layout fetched it
 * without a login (`useCompanyRoute`, docs/adr/0017-server-first-view.md); the browser's own
 * `enterprise` query, with the member's token, records the view and answers isFavorite / isMine,
 * and its answer then takes over the same markup. Without a server view (a navigation that reused
 * a prefetched layout, an API failure) the page shows its skeleton until that answer, as before.
 */
export function CompanyDetailPage() {
  const { id, company: publicView } = useCompanyRoute();
  const { state, retry } = useGraphqlQuery(CompanyDetailDocument, { id }, { field: 'enterprise' });
  const company = state.status === 'loaded' ? state.data : publicView;
  const publicPart = useSamePublicPart(company);
  const companyName = company?.companyName;

  useEffect(() => {
    if (companyName) document.title = `${companyName} | 공사마켓`;
  }, [companyName]);

  if (state.status === 'failed') {
    if (state.failure.code === NOT_FOUND_CODE) return <CompanyNotFound />;
    if (!company || !publicPart) {
      return (
        <DetailLoadError
          title="업체 정보를 불러오지 못했습니다"
          message={state.failure.message}
          onRetry={retry}
        />
      );
    }
  }
  if (!company || !publicPart) return <CompanyDetailSkeleton />;
  const viewer = state.status === 'loaded' ? state.data : null;
  return (
    <>
      {state.status === 'failed' ? (
        // The server's view stays; only what depends on the member (관심 기업, 견적 요청) waits.
        <div className="mx-auto w-full max-w-5xl px-5 pt-6">
          <p role="alert" className="text-sm text-danger-700">
            {state.failure.message}{' '}
            <button
              type="button"
              onClick={retry}
              className="min-h-11 font-semibold underline desktop:min-h-6"
            >
              다시 시도
            </button>
          </p>
        </div>
      ) : null}
      <CompanyDetailContent
        company={company}
        publicPart={publicPart}
        viewer={viewer}
        isViewerUnavailable={state.status === 'failed'}
      />
    </>
  );
}

/** The company without what depends on the viewer, as text: equal text, the same public part. */
function toPublicKey(company: CompanyPublic): string {
  const {
    isFavorite: _isFavorite,
    isFollowing: _isFollowing,
    isMine: _isMine,
    ...rest
  } = company as CompanyPublic & {
    isFavorite?: boolean;
    isFollowing?: boolean;
    isMine?: boolean;
  };
  return JSON.stringify(rest);
}

/**
 * The company's public part, kept as the same object while its content stays the same: the
 * member's answer (or a refresh of the route) with the same public data does not draw the
 * sections below the header again, and fresher data (e.g. after editing the profile) does.
 */
function useSamePublicPart(company: CompanyPublic | null): CompanyPublic | null {
  // Written out once per answer object, not on every render.
  const key = useMemo(() => (company ? toPublicKey(company) : null), [company]);
  const [kept, setKept] = useState({ company, key });
  if (key !== kept.key) {
    setKept({ company, key });
    return company;
  }
  return kept.company;
}

/*
 * No Suspense boundaries here to split hydration: React streamed such a block in a later segment,
 * revealed by script, even though nothing in it suspends, and the intro is the page's LCP.
 */
function CompanyDetailContent({
  company,
  publicPart,
  viewer,
  isViewerUnavailable,
}: {
  company: CompanyPublic;
  publicPart: CompanyPublic;
  viewer: CompanyViewer | null;
  isViewerUnavailable: boolean;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-5 py-6 desktop:py-10">
      <CompanyHeader company={company} viewer={viewer} isViewerUnavailable={isViewerUnavailable} />
      <SectionLinks />
      <InfoSections info={readCompanyInfo(publicPart)} />
      <PortfolioSection profileId={publicPart.id} total={publicPart.portfolioCount} />
      <ReviewSection profileId={publicPart.id} />
      <FinancialSection profileId={publicPart.id} isMine={viewer ? viewer.isMine : null} />
    </div>
  );
}

// Their props are the same until something of theirs changes: the member's answer or a refresh
// of the route does not draw them again, nor does the page's own query changing state (the
// session becoming known, a request starting) draw the header while its data is the same.
const CompanyHeader = memo(CompanyHeaderBlock);
const PortfolioSection = memo(PortfolioSectionBlock);
const ReviewSection = memo(ReviewSectionBlock);
const FinancialSection = memo(FinancialSectionBlock);

const SectionLinks = memo(function SectionLinks() {
  return (
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
  );
});

const InfoSections = memo(function InfoSections({ info }: { info: CompanyInfoData | null }) {
  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      <CompanyInfoSection info={info} />
      <div className="space-y-4">
        <LicensesSection info={info} />
        <CategoriesSection info={info} />
        <LocationSection info={info} />
      </div>
    </div>
  );
});
