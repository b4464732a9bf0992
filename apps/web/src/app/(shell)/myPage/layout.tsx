import type { ReactNode } from 'react';
import { MyPageFrame } from '../../../modules/layout/components/MyPageFrame';

export default function MyPageLayout({ children }: { children: ReactNode }) {
  return <MyPageFrame>{children}</MyPageFrame>;
}
