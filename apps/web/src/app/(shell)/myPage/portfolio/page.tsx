import type { Metadata } from 'next';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';
import { MyPortfolioPage } from '../../../../modules/portfolio/components/MyPortfolioPage';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.portfolio}` };

export default function MyPagePortfolio() {
  return <MyPortfolioPage />;
}
