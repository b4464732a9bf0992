import type { Metadata } from 'next';
import { parseBidSearchParams, readBidKeyword } from '@gongsa/domain';
import { BidListDocument } from '../../../graphql/generated/operations/bid-list';
import { BidListIsland } from '../../../modules/bid/components/BidListIsland';
import { toBidListVariables } from '../../../modules/bid/utils/bid-list-query';
import { fetchVisitorFirstView } from '../../../modules/data/utils/server-first-view';

type BidPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ searchParams }: BidPageProps): Promise<Metadata> {
  const params = parseBidSearchParams(await searchParams);
  const keyword = readBidKeyword(params) || params.k;
  return { title: keyword ? `‘${keyword}’ 견적 요청 검색` : '전체 공고' };
}

export default async function BidPage({ searchParams }: BidPageProps) {
  // A visitor's first page is in the HTML: the variables the list's first request sends for this
  // URL. The list reads the URL on the client, where filter changes update it without a reload
  // (ADR 0017); its code is a lazy island rendered in place, not in the first load (2026-11-27).
  const serverAnswer = await fetchVisitorFirstView(
    BidListDocument,
    toBidListVariables(parseBidSearchParams(await searchParams)),
  );
  return <BidListIsland serverAnswer={serverAnswer} />;
}
