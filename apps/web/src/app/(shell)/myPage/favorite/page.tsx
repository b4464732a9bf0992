import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FavoritePage } from '../../../../modules/my-companies/components/FavoritePage';
import { CardListPageSkeleton } from '../../../../modules/my-companies/components/ListStates';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.favorite}` };

export default function MyPageFavorite() {
  // The tab lives in the URL and is read on the client, where switching does not reload the page.
  return (
    <Suspense fallback={<CardListPageSkeleton />}>
      <FavoritePage />
    </Suspense>
  );
}
