import type { Metadata } from 'next';
import { PreparingNotice } from '../../../../modules/ui/components/PreparingNotice';

export const metadata: Metadata = { title: '회원가입' };

export default function JoinPage() {
  return (
    <PreparingNotice
      title="회원가입"
      description="회원가입 화면을 준비하고 있습니다. 데모 계정으로 먼저 둘러보실 수 있어요."
      alternative={{ href: '/auth/login', label: '로그인하기' }}
    />
  );
}
