'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { SignInDocument } from '../../../graphql/generated/operations/sign-in';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { navigateWithReload } from '../../session/components/SessionProvider';
import { useSession } from '../../session/hooks/useSession';
import { storeRememberedLogin } from '../../session/utils/store-remembered-login';
import { Button } from '../../ui/components/Button';
import { getSafeRedirectPath } from '../utils/route-access';
import { readSignInErrorMessage } from '../utils/sign-in-error';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const { client, login } = useSession();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const rememberId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    if (!loginId.trim() || !password) {
      setErrorMessage(!loginId.trim() ? '이메일을 입력해 주세요.' : '비밀번호를 입력해 주세요.');
      return;
    }
    setIsSubmitting(true);
    setErrorMessage(null);
    const result = await client.requestField(SignInDocument, 'signIn', {
      loginId: loginId.trim(),
      password,
      isKeepLogin: isRemembered,
    });
    if (isGraphqlFailure(result)) {
      setErrorMessage(readSignInErrorMessage(result));
      setIsSubmitting(false);
      return;
    }
    const refreshToken = result.refreshToken ?? null;
    // 로그인 상태 유지: the session route keeps the refresh token where no script can read it.
    const isStored =
      isRemembered && refreshToken !== null && (await storeRememberedLogin(refreshToken));
    const isLoaded = await login(
      { accessToken: result.accessToken, refreshToken: isStored ? null : refreshToken },
      { isRemembered: isStored },
    );
    if (!isLoaded) {
      setErrorMessage('회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
      setIsSubmitting(false);
      return;
    }
    navigateWithReload(getSafeRedirectPath(redirect), 'replace');
  }

  const inputClass =
    'mt-2 block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-600';

  return (
    <form noValidate onSubmit={submit} aria-describedby={errorMessage ? errorId : undefined}>
      <div>
        <label htmlFor={emailId} className="text-[15px] font-semibold text-gray-900">
          이메일
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="username"
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
          placeholder="example@gongsa.market"
          aria-invalid={errorMessage ? true : undefined}
          className={inputClass}
        />
      </div>
      <div className="mt-5">
        <label htmlFor={passwordId} className="text-[15px] font-semibold text-gray-900">
          비밀번호
        </label>
        <input
          id={passwordId}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder="비밀번호를 입력하세요"
          aria-invalid={errorMessage ? true : undefined}
          className={inputClass}
        />
      </div>
      <div className="mt-3 flex items-center">
        <label
          htmlFor={rememberId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 pr-2 text-[15px] text-gray-800"
        >
          <input
            id={rememberId}
            type="checkbox"
            checked={isRemembered}
            onChange={(event) => setIsRemembered(event.target.checked)}
            className="size-5 rounded accent-brand-600"
          />
          로그인 상태 유지
        </label>
      </div>
      <p id={errorId} role="alert" className="mt-4 min-h-6 text-[15px] font-medium text-danger-700">
        {errorMessage}
      </p>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? '로그인 중…' : '로그인'}
      </Button>
      <div className="mt-4 flex items-center justify-center gap-3 text-[15px]">
        <Link
          href="/auth/join1"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          회원가입
        </Link>
        <span aria-hidden="true" className="h-3 w-px bg-gray-300" />
        <Link
          href="/auth/find"
          className="inline-flex min-h-11 items-center text-gray-700 hover:underline"
        >
          이메일/비밀번호 찾기
        </Link>
      </div>
    </form>
  );
}
