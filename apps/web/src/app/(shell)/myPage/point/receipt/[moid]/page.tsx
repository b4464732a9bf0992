import type { Metadata } from 'next';
import { OrderReceiptPage } from '../../../../../../modules/points/components/OrderReceiptPage';

export const metadata: Metadata = { title: '마이페이지 · 결제 결과' };

export default async function OrderReceiptRoute({ params }: { params: Promise<{ moid: string }> }) {
  const { moid } = await params;
  return <OrderReceiptPage key={moid} moid={moid} />;
}
