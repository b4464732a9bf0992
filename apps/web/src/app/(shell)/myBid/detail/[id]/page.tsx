import type { Metadata } from 'next';
import { MyBidDetailPage } from '../../../../../modules/my-bid/components/MyBidDetailPage';

export const metadata: Metadata = { title: '내 견적 요청' };

export default async function MyBidDetailRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <MyBidDetailPage key={id} id={id} />;
}
