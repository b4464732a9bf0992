import type { Metadata } from 'next';
import { ProfilePage } from '../../../../modules/profile/components/ProfilePage';

export const metadata: Metadata = { title: '마이페이지 · 프로필' };

export default function MyPageProfile() {
  return <ProfilePage />;
}
