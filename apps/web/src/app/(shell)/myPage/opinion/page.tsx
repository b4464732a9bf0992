import type { Metadata } from 'next';
import { OpinionPage } from '../../../../modules/opinions/components/OpinionPage';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.opinion}` };

export default function MyPageOpinion() {
  return <OpinionPage />;
}
