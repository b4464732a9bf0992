/** Kakao's speech-bubble symbol (Kakao login design guide: black on #FEE500). */
export function KakaoSymbol({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="#000000"
        d="M9 1.5C4.58 1.5 1 4.29 1 7.72c0 2.22 1.49 4.17 3.74 5.27-.16.6-.6 2.2-.69 2.54-.11.43.16.42.33.31.14-.09 2.19-1.49 3.07-2.09.5.07 1.02.11 1.55.11 4.42 0 8-2.79 8-6.22S13.42 1.5 9 1.5z"
      />
    </svg>
  );
}

/** Naver's N mark (white on #03C75A). */
export function NaverSymbol({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={className}>
      <path fill="#FFFFFF" d="M10.85 8.56 5.02 0H0v16h5.15V7.44L10.98 16H16V0h-5.15z" />
    </svg>
  );
}

/**
 * Naver's login button face: the N mark and the white 네이버 로그인 wordmark, drawn as one image
 * as Naver ships it. White on Naver green is a brand logotype (WCAG 1.4.3 exempts logotypes); the
 * button's accessible name is given as text by the caller.
 */
export function NaverLoginFace() {
  return (
    <svg
      viewBox="0 0 150 20"
      aria-hidden="true"
      focusable="false"
      className="h-5 w-[150px]"
      fontFamily="inherit"
    >
      <path
        fill="#FFFFFF"
        transform="translate(2 3) scale(0.875)"
        d="M10.85 8.56 5.02 0H0v16h5.15V7.44L10.98 16H16V0h-5.15z"
      />
      <text x="30" y="15.5" fill="#FFFFFF" fontSize="15" fontWeight="600">
        네이버 로그인
      </text>
    </svg>
  );
}
