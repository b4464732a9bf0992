import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BidDetailDocument } from '../../../../graphql/generated/operations/bid-detail';
import { BidDetailPage } from '../../../../modules/bid/components/BidDetailPage';
import { isAnnouncementIdParam } from '../../../../modules/bid/utils/announcement-id';
import { fetchVisitorFirstView } from '../../../../modules/data/utils/server-first-view';

export const metadata: Metadata = { title: '견적 요청' };

export default async function BidDetailRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isAnnouncementIdParam(id)) notFound();
  // A visitor's view is in the HTML; a logged-in browser asks with its token (ADR 0017).
  const serverAnswer = await fetchVisitorFirstView(BidDetailDocument, { id });
  return <BidDetailPage key={id} id={id} serverAnswer={serverAnswer} />;
}
