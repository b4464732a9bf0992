import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SocialCallbackPage } from '../../../../modules/social-login/components/SocialCallbackPage';

export const metadata: Metadata = { title: '네이버 로그인' };

export default function NaverCallback() {
  return (
    <Suspense>
      <SocialCallbackPage slug="naver" />
    </Suspense>
  );
}
