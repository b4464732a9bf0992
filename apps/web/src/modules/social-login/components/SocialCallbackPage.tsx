'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LinkKakaoDocument } from '../../../graphql/generated/operations/link-kakao';
import { LinkNaverDocument } from '../../../graphql/generated/operations/link-naver';
import { SignInDocument } from '../../../graphql/generated/operations/sign-in';
import { SignInKakaoDocument } from '../../../graphql/generated/operations/sign-in-kakao';
import { SignInNaverDocument } from '../../../graphql/generated/operations/sign-in-naver';
import { SocialLinkViewerDocument } from '../../../graphql/generated/operations/social-link-viewer';
import { getSafeRedirectPath } from '../../auth/utils/route-access';
import { readSignInErrorMessage } from '../../auth/utils/sign-in-error';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { withJoinEntry, type JoinSocial } from '../../join/utils/join-data';
import { navigateWithReload } from '../../session/components/SessionProvider';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink } from '../../ui/components/Button';
import {
  buildCallbackUri,
  startSocialLogin,
  takePendingSocialLogin,
} from '../utils/social-login-state';
import {
  SOCIAL_PROVIDER_BY_SLUG,
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderSlug,
} from '../utils/social-providers';

type SocialAccount = { accessToken: string; email: string | null; name: string | null };

type View =
  | { kind: 'working'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'emailAccount'; account: SocialAccount }
  | { kind: 'linked'; linkError: string | null };

async function requestProviderToken(
  slug: SocialProviderSlug,
  input: { code: string; state: string },
): Promise<{ accessToken: string } | { message: string }> {
  try {
    const response = await fetch(`/api/social/${slug}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, redirectUri: buildCallbackUri(slug) }),
    });
    const body = (await response.json()) as {
      accessToken?: string;
      error?: { message?: string };
    };
    if (body.accessToken) return { accessToken: body.accessToken };
    return { message: body.error?.message ?? '로그인 중 오류가 발생했습니다. 다시 시도해 주세요.' };
  } catch {
    return { message: '서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.' };
  }
}

/**
 * Where Kakao/Naver send the browser back (?code=&state=). Checks the state this tab stored,
 * swaps the code for the provider's token on our server, then asks the API: a known account logs
 * in, a new one continues to /auth/join1, and one whose email already has an email account may
 * log in with its password here and link the provider to it.
 */
export function SocialCallbackPage({ slug }: { slug: SocialProviderSlug }) {
  const name = SOCIAL_PROVIDER_NAMES[slug];
  const provider = SOCIAL_PROVIDER_BY_SLUG[slug];
  const router = useRouter();
  const searchParams = useSearchParams();
  const { client, login, updateSession, state, isHydrated } = useSession();
  const [view, setView] = useState<View>({
    kind: 'working',
    message: `${name} 로그인 정보를 확인하고 있습니다…`,
  });
  const [redirect, setRedirect] = useState<string | null>(null);
  const hasStarted = useRef(false);

  function startJoin(account: SocialAccount) {
    const entry: JoinSocial = { step: 0, provider, ...account };
    updateSession({ joinData: withJoinEntry(state.joinData, entry) });
    router.replace('/auth/join1');
  }

  useEffect(() => {
    // The stored session must be read first: the join data is written on top of it.
    if (!isHydrated || hasStarted.current) return;
    hasStarted.current = true;

    async function finish() {
      const providerError = searchParams.get('error');
      const pending = takePendingSocialLogin(slug, searchParams.get('state'));
      if (providerError) {
        setView({
          kind: 'failed',
          message:
            providerError === 'access_denied'
              ? `${name} 로그인을 취소했습니다.`
              : `${name} 로그인에 실패했습니다. 다시 시도해 주세요.`,
        });
        return;
      }
      const code = searchParams.get('code');
      if (!pending || !code) {
        setView({
          kind: 'failed',
          message: '로그인 요청이 올바르지 않거나 만료되었습니다. 처음부터 다시 시도해 주세요.',
        });
        return;
      }
      setRedirect(pending.redirect);

      const token = await requestProviderToken(slug, { code, state: pending.state });
      if ('message' in token) {
        setView({ kind: 'failed', message: token.message });
        return;
      }
      const variables = { accessToken: token.accessToken };
      const result =
        slug === 'kakao'
          ? await client.requestField(SignInKakaoDocument, 'signInKakao', variables)
          : await client.requestField(SignInNaverDocument, 'signInNaver', variables);
      if (isGraphqlFailure(result)) {
        setView({ kind: 'failed', message: result.message });
        return;
      }
      const account = {
        accessToken: token.accessToken,
        email: result.email ?? null,
        name: result.name ?? null,
      };
      if (result.isRegistered && result.token) {
        setView({ kind: 'working', message: '로그인하고 있습니다…' });
        const isLoaded = await login(
          { accessToken: result.token.accessToken, refreshToken: result.token.refreshToken },
          { isRemembered: false },
        );
        if (!isLoaded) {
          setView({
            kind: 'failed',
            message: '회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
          });
          return;
        }
        navigateWithReload(getSafeRedirectPath(pending.redirect), 'replace');
        return;
      }
      if (result.hasEmailAccount) {
        setView({ kind: 'emailAccount', account });
        return;
      }
      startJoin(account);
    }

    void finish();
    // Runs once per visit: the code in the address can be exchanged only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isHydrated]);

  function retry() {
    window.location.assign(startSocialLogin(slug, redirect));
  }

  return (
    <div className="flex flex-1 items-start justify-center px-5 py-10 desktop:py-16">
      <div className="w-full max-w-[420px] rounded-3xl bg-white px-6 py-9 ring-1 ring-gray-200 desktop:px-10 desktop:py-12">
        <h1 className="text-center text-2xl font-bold text-gray-900">{name} 로그인</h1>
        {view.kind === 'working' ? (
          <div className="mt-8 flex flex-col items-center gap-4" role="status">
            <span
              className="size-8 animate-spin rounded-full border-3 border-gray-200 border-t-brand-600"
              aria-hidden="true"
            />
            <p className="text-[15px] text-gray-700">{view.message}</p>
          </div>
        ) : null}
        {view.kind === 'failed' ? (
          <div className="mt-8">
            <p
              role="alert"
              className="rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-danger-700"
            >
              {view.message}
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <Button size="lg" onClick={retry}>
                {name} 로그인 다시 시도
              </Button>
              <ButtonLink href="/auth/login" variant="outline" size="lg">
                로그인 화면으로
              </ButtonLink>
            </div>
          </div>
        ) : null}
        {view.kind === 'emailAccount' ? (
          <LinkEmailAccount
            slug={slug}
            account={view.account}
            onLinked={(linkError) => setView({ kind: 'linked', linkError })}
            onJoin={() => startJoin(view.account)}
            signInWithPassword={async (loginId, password) => {
              const signedIn = await client.requestField(SignInDocument, 'signIn', {
                loginId,
                password,
                isKeepLogin: false,
              });
              if (isGraphqlFailure(signedIn)) return readSignInErrorMessage(signedIn);
              const isLoaded = await login(
                { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken ?? null },
                { isRemembered: false },
              );
              return isLoaded
                ? null
                : '회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
            }}
            link={async () => {
              const viewer = await client.requestField(SocialLinkViewerDocument, 'me', {});
              if (isGraphqlFailure(viewer) || !viewer) {
                return '회원 정보를 불러오지 못했습니다.';
              }
              const variables = { accessToken: view.account.accessToken, userId: viewer.id };
              const linked =
                slug === 'kakao'
                  ? await client.requestField(LinkKakaoDocument, 'linkKakao', variables)
                  : await client.requestField(LinkNaverDocument, 'linkNaver', variables);
              return isGraphqlFailure(linked) ? linked.message : null;
            }}
          />
        ) : null}
        {view.kind === 'linked' ? (
          <div className="mt-8">
            <p
              role={view.linkError ? 'alert' : 'status'}
              className={
                view.linkError
                  ? 'rounded-xl bg-danger-50 px-4 py-3 text-[15px] text-danger-700'
                  : 'rounded-xl bg-brand-50 px-4 py-3 text-[15px] text-gray-900'
              }
            >
              {view.linkError
                ? `로그인했지만 ${name} 계정을 연결하지 못했습니다. ${view.linkError}`
                : `${name} 계정을 연결했습니다. 다음부터 ${name} 로그인으로 바로 로그인할 수 있습니다.`}
            </p>
            <Button
              size="lg"
              className="mt-6 w-full"
              onClick={() => navigateWithReload(getSafeRedirectPath(redirect), 'replace')}
            >
              계속하기
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function LinkEmailAccount({
  slug,
  account,
  signInWithPassword,
  link,
  onLinked,
  onJoin,
}: {
  slug: SocialProviderSlug;
  account: SocialAccount;
  signInWithPassword: (loginId: string, password: string) => Promise<string | null>;
  link: () => Promise<string | null>;
  onLinked: (linkError: string | null) => void;
  onJoin: () => void;
}) {
  const name = SOCIAL_PROVIDER_NAMES[slug];
  const [loginId, setLoginId] = useState(account.email ?? '');
  const [password, setPassword] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
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
    const signInError = await signInWithPassword(loginId.trim(), password);
    if (signInError) {
      setErrorMessage(signInError);
      setIsSubmitting(false);
      return;
    }
    onLinked(await link());
  }

  const inputClass =
    'mt-2 block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-600';

  return (
    <div className="mt-6">
      <p className="text-[15px] leading-relaxed text-gray-700">
        {account.email ? (
          <>
            <strong className="font-semibold text-gray-900">{account.email}</strong> 으로 가입한
            이메일 계정이 이미 있습니다.
          </>
        ) : (
          '이 이메일로 가입한 계정이 이미 있습니다.'
        )}{' '}
        이메일 계정으로 로그인하면 {name} 계정이 연결되어, 다음부터 {name} 로그인으로 바로 로그인할
        수 있습니다.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6"
        aria-describedby={errorMessage ? errorId : undefined}
      >
        <label htmlFor={emailId} className="text-[15px] font-semibold text-gray-900">
          이메일
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="username"
          value={loginId}
          onChange={(event) => setLoginId(event.target.value)}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          className={inputClass}
        />
        <label htmlFor={passwordId} className="mt-5 block text-[15px] font-semibold text-gray-900">
          비밀번호
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
          className={inputClass}
        />
        {errorMessage ? (
          <p id={errorId} role="alert" className="mt-3 text-sm text-danger-700">
            {errorMessage}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={isSubmitting}>
          {isSubmitting ? '연결하고 있습니다…' : `로그인하고 ${name} 계정 연결하기`}
        </Button>
      </form>
      <Button variant="outline" size="lg" className="mt-3 w-full" onClick={onJoin}>
        {name} 계정으로 새로 가입하기
      </Button>
    </div>
  );
}
