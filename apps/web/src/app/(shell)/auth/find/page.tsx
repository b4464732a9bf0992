import type { Metadata } from 'next';
import { PreparingNotice } from '../../../../modules/ui/components/PreparingNotice';

export const metadata: Metadata = { title: '이메일/비밀번호 찾기' };

export default function FindAccountPage() {
  return (
    <PreparingNotice
      title="이메일/비밀번호 찾기"
      description="휴대폰 인증으로 이메일과 비밀번호를 찾는 화면을 준비하고 있습니다. 급하시면 고객센터로 문의해 주세요."
      alternative={{ href: '/auth/login', label: '로그인하기' }}
    />
  );
}
