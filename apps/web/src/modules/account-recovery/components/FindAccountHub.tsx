import Link from 'next/link';
import { ChevronRightIcon } from '../../ui/components/icons';
import { RecoveryFrame } from './RecoveryFrame';

const OPTIONS = [
  {
    href: '/auth/fe',
    title: '이메일 찾기',
    description: '가입할 때 등록한 이름과 휴대폰 번호로 로그인 이메일을 찾습니다.',
  },
  {
    href: '/auth/fpw',
    title: '비밀번호 재설정',
    description: '이메일과 휴대폰 인증으로 새 비밀번호를 설정합니다.',
  },
] as const;

/** /auth/find: the two ways back into an account. */
export function FindAccountHub() {
  return (
    <RecoveryFrame
      title="이메일/비밀번호 찾기"
      description="휴대폰 본인 인증으로 계정을 찾을 수 있습니다."
    >
      <ul className="space-y-3">
        {OPTIONS.map((option) => (
          <li key={option.href}>
            <Link
              href={option.href}
              className="flex items-center gap-4 rounded-2xl border border-gray-200 px-5 py-5 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-bold text-gray-900">{option.title}</span>
                <span className="mt-1 block text-[15px] text-gray-600">{option.description}</span>
              </span>
              <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-[15px] text-gray-700">
        계정이 기억나셨나요?{' '}
        <Link
          href="/auth/login"
          className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
        >
          로그인
        </Link>
      </p>
    </RecoveryFrame>
  );
}
