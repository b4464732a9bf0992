import type { Metadata } from 'next';
import { JoinAgreementsPage } from '../../../../modules/join/components/JoinAgreementsPage';

export const metadata: Metadata = { title: '회원가입 - 약관 동의' };

export default function Join1Page() {
  return <JoinAgreementsPage />;
}
