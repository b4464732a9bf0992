import type { Metadata } from 'next';
import { FindEmailForm } from '../../../../modules/account-recovery/components/FindEmailForm';

export const metadata: Metadata = { title: '이메일 찾기' };

export default function FindEmailPage() {
  return <FindEmailForm />;
}
