export const JOIN_STEP_LABELS = ['약관 동의', '정보 입력', '프로필 선택'] as const;

/** 1 약관 동의 / 2 정보 입력 / 3 프로필 선택, the current one marked for assistive technology. */
export function JoinSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label="회원가입 단계" className="flex items-start justify-center gap-2 desktop:gap-4">
      {JOIN_STEP_LABELS.map((label, index) => {
        const step = index + 1;
        const isCurrent = step === current;
        const isDone = step < current;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-8 items-center justify-center rounded-full text-sm font-bold ${
                isCurrent
                  ? 'bg-brand-600 text-white'
                  : isDone
                    ? 'bg-brand-100 text-brand-800'
                    : 'bg-gray-100 text-gray-600'
              }`}
            >
              {step}
            </span>
            <span
              className={`text-sm ${isCurrent ? 'font-bold text-gray-900' : 'font-medium text-gray-600'}`}
            >
              <span className="sr-only">{step}단계 </span>
              {label}
              {isDone ? <span className="sr-only"> (완료)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
