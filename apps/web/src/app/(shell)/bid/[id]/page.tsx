import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BidDetailPage } from '../../../../modules/bid/components/BidDetailPage';
import { isAnnouncementIdParam } from '../../../../modules/bid/utils/announcement-id';

export const metadata: Metadata = { title: '견적 요청' };

export default async function BidDetailRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isAnnouncementIdParam(id)) notFound();
  return <BidDetailPage key={id} id={id} />;
}
