import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MallProductDetail } from '../../../../modules/mall/components/MallProductDetail';

export const metadata: Metadata = { title: '혁신제품' };

export default async function MallProduct({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,16}$/.test(id)) notFound();
  return <MallProductDetail id={id} />;
}
