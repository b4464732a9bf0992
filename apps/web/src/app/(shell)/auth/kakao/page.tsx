import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SocialCallbackPage } from '../../../../modules/social-login/components/SocialCallbackPage';

export const metadata: Metadata = { title: '카카오 로그인' };

export default function KakaoCallback() {
  return (
    <Suspense>
      <SocialCallbackPage slug="kakao" />
    </Suspense>
  );
}
