import type { Metadata } from 'next';
import { PointPage } from '../../../../modules/points/components/PointPage';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.point}` };

export default function MyPagePoint() {
  return <PointPage />;
}
