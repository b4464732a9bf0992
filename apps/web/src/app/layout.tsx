// 'Gongsa UI' (the UI's own characters, ADR 0015) first; the rest of the text (names, addresses,
// user text) is Pretendard's dynamic subsets on a desktop, the system's Korean font on a phone.
import './fonts/gongsa-ui.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { GONGSA_UI_FONT_PATH } from './fonts/gongsa-ui-font';
import { PRETENDARD_STYLESHEET } from './fonts/pretendard-stylesheet';
import { AppProviders } from '../modules/layout/components/AppProviders';
import { JITLESS_ZOD_SCRIPT, readNonce } from '../modules/config/utils/content-security-policy';

export const metadata: Metadata = {
  title: { default: '공사마켓 — 건설·엔지니어링 업체 찾기와 견적 비교', template: '%s | 공사마켓' },
  description:
    '업종과 업체 고유번호로 믿을 수 있는 건설·엔지니어링 업체를 찾고, 견적 요청을 올려 여러 업체의 견적을 비교하세요.',
  applicationName: '공사마켓',
};

export const viewport: Viewport = {
  themeColor: '#1b4ddb',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The proxy's nonce for this response (ADR 0023); Next puts it on its own scripts itself.
  const nonce = readNonce((await headers()).get('content-security-policy'));
  return (
    <html lang="ko">
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JITLESS_ZOD_SCRIPT }} />
        {/* Every page's own text is in this one file: fetched with the HTML instead of after the
            CSS, it is usually there for the first paint, so text does not reflow when it swaps. */}
        <link
          rel="preload"
          href={GONGSA_UI_FONT_PATH}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        {/* Not render-blocking where its media query does not match (phones). */}
        <link
          rel="stylesheet"
          href={PRETENDARD_STYLESHEET.href}
          media={PRETENDARD_STYLESHEET.media}
        />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
