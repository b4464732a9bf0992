import type { Metadata } from 'next';
import { Suspense } from 'react';
import { parseBidSearchParams, readBidKeyword } from '@gongsa/domain';
import { BidListPage } from '../../../modules/bid/components/BidListPage';
import { BidListPageSkeleton } from '../../../modules/bid/components/BidListPageSkeleton';

type BidPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ searchParams }: BidPageProps): Promise<Metadata> {
  const params = parseBidSearchParams(await searchParams);
  const keyword = readBidKeyword(params) || params.k;
  return { title: keyword ? `‘${keyword}’ 견적 요청 검색` : '전체 공고' };
}

export default function BidPage() {
  // The list reads the URL on the client, where filter changes update it without a reload.
  return (
    <Suspense fallback={<BidListPageSkeleton />}>
      <BidListPage />
    </Suspense>
  );
}
