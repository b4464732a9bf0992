import type { Metadata } from 'next';
import { ViewedCompaniesPage } from '../../../../modules/my-companies/components/ViewedCompaniesPage';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.view}` };

export default function MyPageView() {
  return <ViewedCompaniesPage />;
}
