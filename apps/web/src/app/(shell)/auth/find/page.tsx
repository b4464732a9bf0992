import type { Metadata } from 'next';
import { FindAccountHub } from '../../../../modules/account-recovery/components/FindAccountHub';

export const metadata: Metadata = { title: '이메일/비밀번호 찾기' };

export default function FindAccountPage() {
  return <FindAccountHub />;
}
