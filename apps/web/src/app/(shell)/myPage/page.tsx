import type { Metadata } from 'next';
import { MyPageIndex } from '../../../modules/layout/components/MyPageIndex';

export const metadata: Metadata = { title: '마이페이지' };

export default function MyPage() {
  return <MyPageIndex />;
}
