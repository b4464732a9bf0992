import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/components/Button';

/** The apply area's box; its heading has the id `apply-title`. */
export function BidApplyFrame({ children }: { children: ReactNode }) {
  return (
    <section
      id="apply"
      aria-labelledby="apply-title"
      className="scroll-mt-32 rounded-2xl border border-gray-200 bg-white px-5 py-6 desktop:px-7"
      data-testid="bid-apply"
    >
      {children}
    </section>
  );
}

/**
 * A visitor's apply area: 지원하기 leads to the login page and back. No script needed, so the
 * server renders it for a visitor's first view (ADR 0017, 2026-11-27).
 */
export function BidApplyLoginPanel({ loginHref }: { loginHref: string }) {
  return (
    <>
      <h2 id="apply-title" className="text-lg font-bold text-gray-900">
        지원하기
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        로그인하면 견적 금액과 견적서를 보내 이 공사에 지원할 수 있어요.
      </p>
      <ButtonLink href={loginHref} className="mt-4 w-full desktop:w-auto">
        로그인하고 지원하기
      </ButtonLink>
    </>
  );
}
