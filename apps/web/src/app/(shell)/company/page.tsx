import type { Metadata } from 'next';
import { Suspense } from 'react';
import { parseCompanySearchParams } from '@gongsa/domain';
import { CompanyListPage } from '../../../modules/company/components/CompanyListPage';
import { CompanyListPageSkeleton } from '../../../modules/company/components/CompanyListPageSkeleton';

type CompanyPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ searchParams }: CompanyPageProps): Promise<Metadata> {
  const { k, search } = parseCompanySearchParams(await searchParams);
  const keyword = k || search;
  return { title: keyword ? `‘${keyword}’ 업체 검색` : '전체 업체' };
}

export default function CompanyPage() {
  // The list reads the URL on the client, where filter changes update it without a reload.
  return (
    <Suspense fallback={<CompanyListPageSkeleton />}>
      <CompanyListPage />
    </Suspense>
  );
}
