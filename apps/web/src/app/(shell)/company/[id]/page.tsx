import type { Metadata } from 'next';
import { CompanyDetailPage } from '../../../../modules/company-detail/components/CompanyDetailPage';

export const metadata: Metadata = { title: '업체 정보' };

// The layout fetched the company's public part and hands it, with the id, to the page.
export default function CompanyDetailRoute() {
  return <CompanyDetailPage />;
}
