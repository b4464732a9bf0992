import type { Metadata } from 'next';
import { MallPage } from '../../../modules/mall/components/MallPage';

export const metadata: Metadata = { title: '혁신제품몰' };

export default function Mall() {
  return <MallPage />;
}
