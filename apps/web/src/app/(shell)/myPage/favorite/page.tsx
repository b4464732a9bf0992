import type { Metadata } from 'next';
import { FavoriteCompaniesPage } from '../../../../modules/my-companies/components/FavoriteCompaniesPage';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.favorite}` };

export default function MyPageFavorite() {
  return <FavoriteCompaniesPage />;
}
