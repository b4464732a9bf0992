import type { Metadata } from 'next';
import { JoinTermsPage } from '../../../../modules/join/components/JoinTermsPage';

export const metadata: Metadata = { title: '회원가입 약관' };

export default function AuthTermsPage() {
  return <JoinTermsPage />;
}
