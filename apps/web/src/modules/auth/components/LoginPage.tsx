import { LogoMark } from '../../layout/components/Logo';
import { SocialLoginButtons } from '../../social-login/components/SocialLoginButtons';
import { LoginForm } from './LoginForm';

export function LoginPage({ redirect }: { redirect: string | null }) {
  return (
    <div className="flex flex-1 items-start justify-center px-5 py-10 desktop:py-16">
      <div className="w-full max-w-[420px] rounded-3xl bg-white px-6 py-9 ring-1 ring-gray-200 desktop:px-10 desktop:py-12">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-11" />
          <h1 className="mt-4 text-2xl font-bold text-gray-900">로그인</h1>
          <p className="mt-2 text-[15px] text-gray-600">공사마켓에 오신 것을 환영합니다.</p>
        </div>
        <div className="mt-8">
          <LoginForm redirect={redirect} />
        </div>
        <SocialLoginButtons redirect={redirect} />
      </div>
    </div>
  );
}
