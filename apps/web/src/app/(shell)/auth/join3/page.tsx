import type { Metadata } from 'next';
import { JoinProfileForm } from '../../../../modules/join/components/JoinProfileForm';

export const metadata: Metadata = { title: '회원가입 - 프로필 선택' };

export default function Join3Page() {
  return <JoinProfileForm />;
}
