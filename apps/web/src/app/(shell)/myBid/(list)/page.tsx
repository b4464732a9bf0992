import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MyBidPage } from '../../../../modules/my-bid/components/MyBidPage';
import { CardListPageSkeleton } from '../../../../modules/my-companies/components/ListStates';

export const metadata: Metadata = { title: '내 입찰' };

export default function MyBid() {
  // The tab and filter live in the URL and are read on the client, where switching them does
  // not reload the page.
  return (
    <Suspense fallback={<CardListPageSkeleton />}>
      <MyBidPage />
    </Suspense>
  );
}
