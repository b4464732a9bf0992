import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductFormIsland } from '../../../../../modules/mall/components/ProductFormIsland';

export const metadata: Metadata = { title: '마이페이지 · 혁신제품 수정' };

export default async function EditProduct({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,16}$/.test(id)) notFound();
  return <ProductFormIsland id={id} />;
}
