'use client';

import type { MouseEvent } from 'react';
import type { ProfileType } from '@gongsa/domain';
import { toStepFieldId, type ProfileNextStep } from '../utils/profile-next-steps';

/** The first steps shown; the rest are a count, so the guide stays short. */
const SHOWN_STEPS = 5;
const CONTROL_TAGS = ['input', 'select', 'textarea', 'button'];

/** Moves to a step's field and puts the cursor in it (a list's first row, a picker's first level). */
function focusStepField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const target =
    document.getElementById(fieldId) ??
    document.querySelector<HTMLElement>(
      CONTROL_TAGS.map((tag) => `${tag}[id^="${fieldId}"]`).join(','),
    );
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

type ProfileWelcomeProps = {
  name: string;
  type: ProfileType;
  steps: readonly ProfileNextStep[];
  /** The basics still missing (listMissingProfileFields), without which no estimate request. */
  missingBasics: readonly string[];
};

/** The welcome after sign-up: what the profile still lacks, why it matters, and a way to each field. */
export function ProfileWelcome({ name, type, steps, missingBasics }: ProfileWelcomeProps) {
  const shown = steps.slice(0, SHOWN_STEPS);
  const restCount = steps.length - shown.length;
  return (
    <section
      aria-labelledby="profile-welcome-title"
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5 desktop:p-6"
    >
      <h2 id="profile-welcome-title" className="text-lg font-bold text-gray-900 desktop:text-xl">
        {name}님, 가입을 환영해요!
      </h2>
      <p className="mt-1 text-[15px] text-gray-700">
        {type === 'CONSUMER'
          ? '프로필을 채울수록 업체가 요청을 잘 이해하고 알맞은 견적을 보내요.'
          : '프로필을 채울수록 업체 검색에서 더 잘 보이고, 고객이 믿고 연락해요.'}{' '}
        {missingBasics.length > 0
          ? `${missingBasics.join(', ')}부터 채워 주세요. 기본 정보가 있어야 견적 요청에 참여할 수 있어요.`
          : '아래 항목을 채우면 프로필 완성도가 올라가요.'}
      </p>
      {shown.length > 0 ? (
        <>
          <h3 className="mt-5 text-[15px] font-semibold text-gray-900">다음 단계</h3>
          <ol className="mt-2 grid gap-2 desktop:grid-cols-2">
            {shown.map((step) => {
              const fieldId = toStepFieldId(type, step.key);
              return (
                <li key={step.key}>
                  <a
                    href={`#${fieldId}`}
                    onClick={(event) => focusStepField(event, fieldId)}
                    className="flex min-h-11 items-start justify-between gap-3 rounded-xl border border-gray-200 bg-white p-3 transition-colors hover:border-brand-300"
                  >
                    <span className="min-w-0">
                      <span className="block text-[15px] font-semibold text-gray-900">
                        {step.label}
                      </span>
                      <span className="mt-0.5 block text-[13px] text-gray-600">{step.reason}</span>
                    </span>
                    <span className="shrink-0 rounded-md bg-brand-100 px-2 py-0.5 text-[13px] font-bold text-brand-800">
                      <span className="sr-only">완성도 </span>+{step.weight}%
                    </span>
                  </a>
                </li>
              );
            })}
          </ol>
          {restCount > 0 ? (
            <p className="mt-3 text-[13px] text-gray-600">
              그 밖에 {restCount}개 항목을 더 채울 수 있어요.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
