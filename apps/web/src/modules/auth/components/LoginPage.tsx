import { LogoMark } from '../../layout/components/Logo';
import { SocialLoginButtons } from '../../social-login/components/SocialLoginButtons';
import { InfoIcon } from '../../ui/components/icons';
import { LoginForm } from './LoginForm';

type LoginPageProps = {
  redirect: string | null;
  /** Why the page asked for a login (findLoginReason), or null for no reason line. */
  reason: string | null;
};

export function LoginPage({ redirect, reason }: LoginPageProps) {
  return (
    <div className="flex flex-1 items-start justify-center px-5 py-10 desktop:py-16">
      <div className="w-full max-w-[420px] rounded-3xl bg-white px-6 py-9 ring-1 ring-gray-200 desktop:px-10 desktop:py-12">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-11" />
          <h1 className="mt-4 text-2xl font-bold text-gray-900">로그인</h1>
          {reason ? (
            <p
              data-testid="login-reason"
              className="mt-4 flex w-full items-start justify-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-[15px] leading-snug font-semibold text-brand-800"
            >
              <InfoIcon className="mt-px size-[18px] shrink-0" />
              <span>{reason}</span>
            </p>
          ) : (
            <p className="mt-2 text-[15px] text-gray-600">공사마켓에 오신 것을 환영합니다.</p>
          )}
        </div>
        <div className="mt-8">
          <LoginForm redirect={redirect} />
        </div>
        <SocialLoginButtons redirect={redirect} />
      </div>
    </div>
  );
}
