import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';
import { CardListPageSkeleton } from '../../../../modules/my-companies/components/ListStates';
import { MyReviewPage } from '../../../../modules/reviews/components/MyReviewPage';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.review}` };

export default function MyPageReview() {
  // The tab lives in the URL and is read on the client, where switching does not reload the page.
  return (
    <Suspense fallback={<CardListPageSkeleton />}>
      <MyReviewPage />
    </Suspense>
  );
}
