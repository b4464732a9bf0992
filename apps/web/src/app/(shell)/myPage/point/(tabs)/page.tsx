import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PointPage } from '../../../../../modules/points/components/PointPage';
import { CardListPageSkeleton } from '../../../../../modules/my-companies/components/ListStates';
import { MY_PAGE_SECTIONS } from '../../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.point}` };

export default function MyPagePoint() {
  // The tab (and the way back after charging) lives in the URL and is read on the client, where
  // switching tabs does not reload the page.
  return (
    <Suspense fallback={<CardListPageSkeleton />}>
      <PointPage />
    </Suspense>
  );
}
