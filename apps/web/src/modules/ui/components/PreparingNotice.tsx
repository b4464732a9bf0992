import type { ReactNode } from 'react';
import { ButtonLink } from './Button';

type PreparingPanelProps = {
  description?: ReactNode;
  /** A related place the user can go instead. */
  alternative?: { href: string; label: string };
};

type PreparingNoticeProps = PreparingPanelProps & { title: string };

/**
 * The 준비 중 panel alone, for a part of a page (a tab) that a later release delivers: it says so
 * and offers a way on. Its heading is an h2 under the page's own h1.
 */
export function PreparingPanel({ description, alternative }: PreparingPanelProps) {
  return (
    <section
      aria-labelledby="preparing-title"
      className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-14 text-brand-600">
        <rect
          x="6"
          y="10"
          width="36"
          height="28"
          rx="6"
          className="fill-brand-50 stroke-current"
          strokeWidth="2.5"
        />
        <path
          d="M16 30l6-8 5 6 4-4 5 6"
          className="stroke-current"
          strokeWidth="2.5"
          fill="none"
          strokeLinejoin="round"
        />
        <circle cx="18" cy="19" r="2.5" className="fill-current" />
      </svg>
      <h2 id="preparing-title" className="mt-5 text-lg font-bold text-gray-900">
        준비 중인 기능입니다
      </h2>
      <p className="mt-2 max-w-md text-[15px] leading-relaxed text-gray-600">
        {description ?? '더 나은 서비스로 곧 찾아뵙겠습니다. 조금만 기다려 주세요.'}
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-2">
        <ButtonLink href="/" variant="primary">
          홈으로 가기
        </ButtonLink>
        {alternative ? (
          <ButtonLink href={alternative.href} variant="outline">
            {alternative.label}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

/** An honest placeholder for a screen a later release delivers: it says so and offers a way back. */
export function PreparingNotice({ title, description, alternative }: PreparingNoticeProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col px-5 py-10 desktop:py-14">
      <h1 className="text-2xl font-bold text-gray-900 desktop:text-[28px]">{title}</h1>
      <div className="mt-6">
        <PreparingPanel description={description} alternative={alternative} />
      </div>
    </div>
  );
}
