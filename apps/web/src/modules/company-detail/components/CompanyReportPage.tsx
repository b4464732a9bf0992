'use client';

import { formatDate, formatPhone, isIdParam } from '@gongsa/domain';
import type { ReactNode } from 'react';
import { CompanyDetailDocument } from '../../../graphql/generated/operations/company-detail';
import { CompanyFinancialDocument } from '../../../graphql/generated/operations/company-financial';
import { CompanyFinancialFreeDocument } from '../../../graphql/generated/operations/company-financial-free';
import { CompanyReviewDashboardDocument } from '../../../graphql/generated/operations/company-review-dashboard';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import type { QueryState } from '../../data/utils/query-state';
import { LogoMark } from '../../layout/components/Logo';
import { MAIN_CONTENT_ID } from '../../layout/components/SkipLink';
import { Button, ButtonLink } from '../../ui/components/Button';
import { readCompanyInfo, type CompanyDetail } from '../utils/company-detail-types';
import {
  buildCompanyPath,
  formatEstablishedDay,
  formatProfileTypeLabel,
  formatStaffCount,
  joinAddress,
  orderPrimaryFirst,
} from '../utils/company-info';
import { MISSING_VALUE } from '../utils/financial-format';
import { formatRating } from '../utils/rating';
import { FinancialDetails } from './FinancialDetails';
import { RatingSummary } from './RatingSummary';
import { SectionSkeleton } from './SectionStatus';

const NOT_FOUND_CODE = 'NOT_FOUND';

// A4 with print margins; the screen view is the same sheet on a grey desk.
const PRINT_STYLES = `
@page { size: A4; margin: 16mm 14mm; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  .company-report { max-width: none !important; padding: 0 !important; }
}
`;

function ReportFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      className="company-report mx-auto flex w-full max-w-[210mm] flex-1 flex-col bg-white px-5 py-8 desktop:my-8 desktop:rounded-2xl desktop:px-10 desktop:shadow-sm print:my-0 print:rounded-none print:shadow-none print:text-black"
    >
      <style>{PRINT_STYLES}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b-2 border-gray-900 pb-3">
        <div className="flex items-center gap-2">
          <LogoMark className="size-7 print:hidden" />
          <span className="text-base font-extrabold text-gray-900 print:text-black">
            공사마켓 기업 리포트
          </span>
        </div>
        <div className="flex gap-2 print:hidden">{actions}</div>
      </div>
      {children}
    </main>
  );
}

function ReportNotice({
  title,
  message,
  id,
}: {
  title: string;
  message: string;
  id: string | null;
}) {
  return (
    <ReportFrame>
      <section className="mt-10 rounded-2xl border border-gray-200 bg-white px-6 py-14 text-center">
        <h1 className="text-xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 text-[15px] text-gray-600">{message}</p>
        <ButtonLink href={id ? buildCompanyPath(id) : '/company'} className="mt-6">
          {id ? '업체 정보로 돌아가기' : '업체 찾기'}
        </ButtonLink>
      </section>
    </ReportFrame>
  );
}

function ReportSection({
  title,
  children,
  isNewPage = false,
}: {
  title: string;
  children: ReactNode;
  isNewPage?: boolean;
}) {
  return (
    <section className={`mt-8 ${isNewPage ? 'print:break-before-page' : ''}`}>
      <h2 className="mb-4 border-b border-gray-300 pb-2 text-lg font-bold text-gray-900 print:border-black print:text-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SummaryTable({ company }: { company: CompanyDetail }) {
  const info = readCompanyInfo(company);
  const phone = info ? (orderPrimaryFirst(info.phones)[0]?.phoneNumber ?? info.phoneNumber) : null;
  const address = info ? orderPrimaryFirst(info.addresses)[0] : undefined;
  const rows: Array<[string, string]> = [
    ['업체 고유번호', company.uniqueId],
    ['구분', formatProfileTypeLabel(company.type) || MISSING_VALUE],
    ['대표 업종', company.mainCategoryPath.join(' › ') || MISSING_VALUE],
    ['대표자', info?.ownerName || MISSING_VALUE],
    ['설립일', formatEstablishedDay(info?.createdDay) || MISSING_VALUE],
    ['직원 수', formatStaffCount(info?.staffCount) || MISSING_VALUE],
    ['주요 사업', info?.mainBusiness || MISSING_VALUE],
    ['전화번호', phone ? formatPhone(phone) : MISSING_VALUE],
    ['주소', address ? joinAddress(address) : MISSING_VALUE],
    ['면허', info?.licenses.map((item) => item.license.name).join(', ') || MISSING_VALUE],
    ['신용등급', company.cri?.name ?? MISSING_VALUE],
    ['평점', `${formatRating(company.rating)} (리뷰 ${company.reviewCount}개)`],
    ['NICE 인증', company.isNiceCertified ? '인증' : '미인증'],
  ];
  return (
    <dl className="grid grid-cols-1 border-t border-gray-200 desktop:grid-cols-2 print:grid-cols-2 print:border-black">
      {rows.map(([term, value]) => (
        <div
          key={term}
          className="flex gap-3 border-b border-gray-200 py-2 text-sm print:border-gray-500"
        >
          <dt className="w-24 shrink-0 font-semibold text-gray-700 print:text-black">{term}</dt>
          <dd className="min-w-0 text-gray-900 print:text-black">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function renderPart<T>(state: QueryState<T>, render: (data: T) => ReactNode, retry: () => void) {
  if (state.status === 'loading') return <SectionSkeleton lines={4} />;
  if (state.status === 'failed') {
    return (
      <div role="alert" className="space-y-3 text-[15px] text-danger-700">
        <p>{state.failure.message}</p>
        <Button variant="outline" size="sm" onClick={retry} className="print:hidden">
          다시 시도
        </Button>
      </div>
    );
  }
  return render(state.data);
}

function ReportContent({ id }: { id: string }) {
  const company = useGraphqlQuery(CompanyDetailDocument, { id }, { field: 'enterprise' });
  const financial = useGraphqlQuery(
    CompanyFinancialDocument,
    { profileId: id },
    { field: 'financial' },
  );
  const reviews = useGraphqlQuery(
    CompanyReviewDashboardDocument,
    { profileId: id },
    { field: 'reviewDashboard' },
  );
  const name = company.state.status === 'loaded' ? company.state.data.companyName : null;
  const isReady = [company.state, financial.state, reviews.state].every(
    (state) => state.status === 'loaded',
  );

  return (
    <ReportFrame
      actions={
        <>
          <ButtonLink href={buildCompanyPath(id)} variant="outline" size="sm">
            업체 정보로 돌아가기
          </ButtonLink>
          {/* Shown once everything is loaded rather than enabled later: a disabled button that
              turns blue animates through colours that fail contrast while it changes. */}
          {isReady ? (
            <Button size="sm" onClick={() => window.print()}>
              인쇄하기
            </Button>
          ) : null}
        </>
      }
    >
      <h1 className="mt-6 text-2xl font-bold text-gray-900 print:text-black">
        {name ?? '기업 리포트'}
      </h1>
      <p className="mt-1 text-sm text-gray-600 print:text-black">
        작성일 {formatDate(new Date())} · 공사마켓 재무·신용 정보
      </p>
      <ReportSection title="기업 개요">
        {renderPart(
          company.state,
          (data) => (
            <SummaryTable company={data} />
          ),
          company.retry,
        )}
      </ReportSection>
      <ReportSection title="재무·신용 정보" isNewPage>
        {renderPart(
          financial.state,
          (data) => (
            <FinancialDetails financial={data} isReport />
          ),
          financial.retry,
        )}
      </ReportSection>
      <ReportSection title="리뷰 요약" isNewPage>
        {renderPart(
          reviews.state,
          (data) => (
            <RatingSummary dashboard={data} />
          ),
          reviews.retry,
        )}
      </ReportSection>
    </ReportFrame>
  );
}

/**
 * /report/company/[id]: the printable report. Only for viewers who may read the financial info
 * free (owner, subscriber, already unlocked); everyone else is sent back to the company page,
 * and nothing here ever spends points.
 */
function ReportNotFound() {
  return (
    <ReportNotice
      title="업체를 찾을 수 없습니다"
      message="주소가 잘못되었거나, 업체 정보가 삭제 또는 비공개로 바뀌었을 수 있습니다."
      id={null}
    />
  );
}

export function CompanyReportPage({ id }: { id: string }) {
  const isValidId = isIdParam(id);
  const free = useGraphqlQuery(CompanyFinancialFreeDocument, isValidId ? { profileId: id } : null, {
    field: 'financialFree',
  });

  if (!isValidId) return <ReportNotFound />;
  if (free.state.status === 'loading') {
    return (
      <ReportFrame>
        <div className="mt-8">
          <SectionSkeleton lines={6} />
        </div>
      </ReportFrame>
    );
  }
  if (free.state.status === 'failed') {
    if (free.state.failure.code === NOT_FOUND_CODE) return <ReportNotFound />;
    return (
      <ReportFrame>
        <section className="mt-10 text-center">
          <h1 className="text-xl font-bold text-gray-900">리포트를 불러오지 못했습니다</h1>
          <p role="alert" className="mt-2 text-[15px] text-gray-600">
            {free.state.failure.message}
          </p>
          <Button className="mt-6" onClick={free.retry}>
            다시 시도
          </Button>
        </section>
      </ReportFrame>
    );
  }
  if (!free.state.data.canRead) {
    return (
      <ReportNotice
        title="재무·신용 정보를 열람한 뒤 볼 수 있습니다"
        message="기업 리포트는 재무·신용 정보를 열람했거나 구독 중인 회원, 그리고 업체 본인만 볼 수 있습니다. 업체 정보 화면에서 먼저 열람해 주세요."
        id={id}
      />
    );
  }
  return <ReportContent id={id} />;
}
