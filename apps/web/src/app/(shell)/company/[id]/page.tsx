import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyDetailPage } from '../../../../modules/company-detail/components/CompanyDetailPage';
import { isCompanyIdParam } from '../../../../modules/company-detail/utils/company-id';

export const metadata: Metadata = { title: '업체 정보' };

export default async function CompanyDetailRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isCompanyIdParam(id)) notFound();
  return <CompanyDetailPage key={id} id={id} />;
}
