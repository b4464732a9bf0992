import type { Metadata } from 'next';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';
import { MyProductsPage } from '../../../../modules/mall/components/MyProductsPage';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.product}` };

export default function MyPageProduct() {
  return <MyProductsPage />;
}
