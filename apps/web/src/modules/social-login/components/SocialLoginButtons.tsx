'use client';

import { useState } from 'react';
import { startSocialLogin } from '../utils/social-login-state';
import type { SocialProviderSlug } from '../utils/social-providers';
import { KakaoSymbol, NaverLoginFace } from './SocialBrandIcons';

const BUTTON_CLASS =
  'flex h-12 w-full items-center justify-center gap-2 rounded-xl text-[15px] font-semibold transition-[filter] hover:brightness-95 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-80';

/**
 * Kakao and Naver login (brand colours per their design guides). A click starts the
 * authorization-code flow; the provider sends the user back to /auth/kakao or /auth/naver.
 */
export function SocialLoginButtons({ redirect }: { redirect: string | null }) {
  const [startedProvider, setStartedProvider] = useState<SocialProviderSlug | null>(null);

  function start(slug: SocialProviderSlug) {
    if (startedProvider) return;
    setStartedProvider(slug);
    window.location.assign(startSocialLogin(slug, redirect));
  }

  return (
    <div className="mt-8">
      <div className="flex items-center gap-3 text-sm text-gray-600" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        <span>간편 로그인</span>
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        <li>
          <button
            type="button"
            onClick={() => start('kakao')}
            disabled={startedProvider !== null}
            aria-busy={startedProvider === 'kakao' || undefined}
            className={`${BUTTON_CLASS} bg-[#FEE500] text-black/85`}
          >
            <KakaoSymbol className="size-[18px]" />
            {startedProvider === 'kakao' ? '카카오로 이동 중…' : '카카오 로그인'}
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => start('naver')}
            disabled={startedProvider !== null}
            aria-busy={startedProvider === 'naver' || undefined}
            className={`${BUTTON_CLASS} bg-[#03C75A]`}
          >
            <NaverLoginFace />
            <span className="sr-only">
              {startedProvider === 'naver' ? '네이버로 이동 중' : '네이버 로그인'}
            </span>
          </button>
        </li>
      </ul>
    </div>
  );
}
