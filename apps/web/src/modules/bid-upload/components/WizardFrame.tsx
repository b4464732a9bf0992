'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { findFirstMissingStep, type WizardStepNumber } from '@gongsa/domain';
import { RequireProfileGate } from '../../profile/components/RequireProfileGate';
import { Button } from '../../ui/components/Button';
import { useUnsavedChangesGuard } from '../../ui/hooks/useUnsavedChangesGuard';
import { useBidWizard } from '../hooks/useBidWizard';
import { formatSavedTime, toStepPath } from '../utils/wizard-store';

export const WIZARD_STEP_LABELS: Readonly<Record<WizardStepNumber, string>> = {
  1: '업종 선택',
  2: '공사 정보',
  3: '공사 조건',
  4: '내용·사진',
  5: '일정·금액',
  6: '공개 범위',
  7: '게시 정보',
  8: '최종 확인',
};

const STEPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

function StepIndicator({ current }: { current: WizardStepNumber }) {
  return (
    <nav aria-label="견적 요청 단계" className="mt-4">
      <p className="text-[14px] font-semibold text-brand-700 desktop:hidden" aria-hidden="true">
        {current}/8 · {WIZARD_STEP_LABELS[current]}
      </p>
      <ol className="mt-2 grid grid-cols-8 gap-1 desktop:gap-2">
        {STEPS.map((step) => {
          const isCurrent = step === current;
          const isDone = step < current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full ${
                  isCurrent ? 'bg-brand-600' : isDone ? 'bg-brand-300' : 'bg-gray-200'
                }`}
              />
              <span
                className={`sr-only text-[13px] desktop:not-sr-only ${
                  isCurrent ? 'font-bold text-brand-800' : 'text-gray-600'
                }`}
              >
                {`${step}. ${WIZARD_STEP_LABELS[step]}`}
                {isDone ? <span className="sr-only"> (완료)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** '임시 저장됨 HH:MM' or '임시 저장 실패' with 다시 시도 (SPEC §8 'success' / 'fail'). */
function SaveStatus() {
  const { data, retrySave } = useBidWizard();
  const [isRetrying, setIsRetrying] = useState(false);
  if (!data || data.saveStatus === 'idle') return <p role="status" className="sr-only" />;
  if (data.saveStatus === 'saved') {
    return (
      <p role="status" className="text-[13px] font-medium text-gray-700">
        {`임시 저장됨 ${formatSavedTime(data.savedAt)}`}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2" role="status">
      <p className="text-[13px] font-semibold text-danger-700">임시 저장 실패</p>
      <Button
        variant="outline"
        size="sm"
        disabled={isRetrying}
        onClick={() => {
          setIsRetrying(true);
          void retrySave().finally(() => setIsRetrying(false));
        }}
      >
        {isRetrying ? '저장 중…' : '다시 시도'}
      </Button>
    </div>
  );
}

/** Editing a published request: no draft is saved, so the page says when the change applies. */
function EditingNotice() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2" data-testid="bid-edit-mode">
      <p className="inline-flex items-center rounded-md bg-brand-50 px-2.5 py-1 text-[15px] font-bold text-brand-800">
        견적 요청 수정
      </p>
      <p className="text-[13px] font-medium text-gray-700">
        마지막 단계에서 ‘수정 완료’를 눌러야 공고에 반영돼요.
      </p>
    </div>
  );
}

type WizardFrameProps = {
  step: WizardStepNumber;
  title: string;
  description?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  onNext: () => void | Promise<void>;
  /** Runs before 이전 navigates, e.g. to keep the step's valid answers. */
  onPrevious?: () => void;
  nextLabel?: string;
  isBusy?: boolean;
  /** The step has answers 다음 has not saved yet: leaving the page asks first. */
  isDirty?: boolean;
  /** A form-level message (e.g. a publish error). */
  formError?: string | null;
  children: ReactNode;
};

/**
 * One wizard page: the profile gate, the step indicator, the draft status, the step's form and
 * 이전/다음. Opening a later step whose earlier steps are missing goes back to the first gap.
 */
export function WizardFrame(props: WizardFrameProps) {
  return (
    <RequireProfileGate>
      <WizardFrameBody {...props} />
    </RequireProfileGate>
  );
}

function WizardFrameBody({
  step,
  title,
  description,
  formRef,
  onNext,
  onPrevious,
  nextLabel = '다음',
  isBusy = false,
  isDirty = false,
  formError,
  children,
}: WizardFrameProps) {
  const router = useRouter();
  const { data, isHydrated, steps, editingAnnouncementId } = useBidWizard();
  // A failed draft save left the server without the last step: it is unsaved too.
  // A failed draft save keeps the steps in this tab's session: only leaving the wizard loses them.
  useUnsavedChangesGuard(isDirty || data?.saveStatus === 'failed', {
    stayingUnder: isDirty ? null : '/bid/upload',
  });
  const missing = findFirstMissingStep(steps);
  // While a step is saving or publishing (which clears the store) the page is on its way out.
  const isOutOfOrder = !isBusy && step > 1 && missing !== null && missing < step;

  useEffect(() => {
    if (isHydrated && isOutOfOrder && missing !== null) router.replace(toStepPath(missing));
  }, [isHydrated, isOutOfOrder, missing, router]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isBusy) void onNext();
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-8 desktop:py-12">
      {editingAnnouncementId ? (
        <EditingNotice />
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-2">
          <p className="text-[15px] font-bold text-gray-900">견적 요청하기</p>
          <SaveStatus />
        </div>
      )}
      <StepIndicator current={step} />
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 desktop:p-8"
      >
        <h1 id="bid-step-title" className="text-xl font-bold text-gray-900 desktop:text-2xl">
          <span className="sr-only">{`${step}단계: `}</span>
          {title}
        </h1>
        {description ? <p className="mt-1.5 text-[15px] text-gray-700">{description}</p> : null}
        <div className="mt-6 flex flex-col gap-7">{children}</div>
        {formError ? (
          <p
            role="alert"
            className="mt-6 rounded-xl bg-danger-50 px-4 py-3 text-[15px] font-medium text-danger-700"
          >
            {formError}
          </p>
        ) : null}
        <div className="mt-8 flex gap-3 border-t border-gray-100 pt-5">
          {step > 1 ? (
            <Button
              variant="outline"
              size="lg"
              className="flex-1 desktop:flex-none"
              onClick={() => {
                onPrevious?.();
                router.push(toStepPath(step - 1));
              }}
            >
              이전
            </Button>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="flex-1 desktop:ml-auto desktop:min-w-40 desktop:flex-none"
            disabled={isBusy}
            aria-busy={isBusy || undefined}
          >
            {isBusy ? '저장 중…' : nextLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}
