import type { Metadata } from 'next';
import { CompanyDetailPage } from '../../../../modules/company-detail/components/CompanyDetailPage';

export const metadata: Metadata = { title: '업체 정보' };

export default async function CompanyDetailRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CompanyDetailPage key={id} id={id} />;
}
