import type { Metadata } from 'next';
import { LeavePage } from '../../../../modules/leave/components/LeavePage';

export const metadata: Metadata = { title: '마이페이지 · 회원 탈퇴' };

export default function MyPageLeave() {
  return <LeavePage />;
}
