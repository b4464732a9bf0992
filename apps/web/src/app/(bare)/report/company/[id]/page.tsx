import type { Metadata } from 'next';
import { CompanyReportPage } from '../../../../../modules/company-detail/components/CompanyReportPage';

export const metadata: Metadata = { title: '기업 리포트' };

export default async function CompanyReportRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CompanyReportPage key={id} id={id} />;
}
