import type { Metadata } from 'next';
import { ProductFormIsland } from '../../../../../modules/mall/components/ProductFormIsland';

export const metadata: Metadata = { title: '마이페이지 · 혁신제품 등록' };

export default function NewProduct() {
  return <ProductFormIsland id={null} />;
}
