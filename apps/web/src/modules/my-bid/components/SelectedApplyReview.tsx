'use client';

import {
  formatDate,
  REVIEW_CONTEXT_MAX,
  REVIEW_CONTEXT_MIN,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
} from '@gongsa/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import type {
  MyBidAnnouncementQuery,
  MyBidApplyRowFragment,
  MyBidReviewFragment,
} from '../../../graphql/generated/graphql';
import { MyBidWriteReviewDocument } from '../../../graphql/generated/operations/my-bid-write-review';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ReviewAnswerNote } from '../../reviews/components/ReviewParts';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import {
  countReviewCharacters,
  REVIEW_VALIDATION,
  type ReviewFormErrors,
} from '../utils/review-form';
import { readCompanyName } from '../utils/company-name';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';

const SCORES = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, index) => REVIEW_SCORE_MIN + index,
);

function Stars({ score }: { score: number }) {
  return (
    <span aria-hidden="true" className="text-lg tracking-tight">
      {SCORES.map((value) => (
        <span key={value} className={value <= score ? 'text-accent-500' : 'text-gray-300'}>
          ★
        </span>
      ))}
    </span>
  );
}

function ShownReview({ review }: { review: MyBidReviewFragment }) {
  return (
    <figure className="mt-3 rounded-xl bg-gray-50 p-4" data-testid="my-review">
      <p className="flex items-center gap-2">
        <Stars score={review.score} />
        <span className="text-sm font-semibold text-gray-900">{review.score}점</span>
        <span className="text-[13px] text-gray-600">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time> 작성
        </span>
      </p>
      <blockquote className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-gray-900">
        {review.context}
      </blockquote>
      {review.answer ? <ReviewAnswerNote answer={review.answer} /> : null}
    </figure>
  );
}

type ReviewFormProps = {
  apply: MyBidApplyRowFragment;
  onWritten: (review: MyBidReviewFragment) => void;
};

function ReviewForm({ apply, onWritten }: ReviewFormProps) {
  const flight = useSingleFlight();
  const { client } = useAuth();
  const showToast = useToast();
  const baseId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [context, setContext] = useState('');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const scoreRef = useRef<HTMLInputElement>(null);
  const contextRef = useRef<HTMLTextAreaElement>(null);
  const scoreErrorId = `${baseId}-score-error`;
  const contextHintId = `${baseId}-context-hint`;
  const contextErrorId = `${baseId}-context-error`;
  const length = countReviewCharacters(context);
  const validation = useLazyModule(REVIEW_VALIDATION);

  function submit(event: FormEvent<HTMLFormElement>) {
    return flight(async () => {
      event.preventDefault();
      const loaded = validation ?? (await REVIEW_VALIDATION.load().catch(() => null));
      if (!loaded) {
        setSubmitError(LAZY_LOAD_FAILED_MESSAGE);
        return;
      }
      const found = loaded.validateReviewForm({ score, context });
      setErrors(found);
      setSubmitError(null);
      if (found.score) {
        scoreRef.current?.focus();
        return;
      }
      if (found.context || score === null) {
        contextRef.current?.focus();
        return;
      }
      setIsSubmitting(true);
      const result = await client.requestField(MyBidWriteReviewDocument, 'writeReview', {
        announcementApplyId: apply.id,
        score,
        context: context.trim(),
      });
      setIsSubmitting(false);
      if (isGraphqlFailure(result)) {
        setSubmitError(result.message);
        return;
      }
      showToast('리뷰를 등록했어요.');
      onWritten(result);
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid gap-4">
      <fieldset aria-describedby={errors.score ? scoreErrorId : undefined}>
        <legend className="text-[15px] font-semibold text-gray-900">
          별점 <span className="text-danger-700">*</span>
        </legend>
        <div className="mt-1.5 flex gap-1">
          {SCORES.map((value) => {
            const isFilled = score !== null && value <= score;
            return (
              <label
                key={value}
                className="flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  ref={value === REVIEW_SCORE_MIN ? scoreRef : undefined}
                  type="radio"
                  name={`${baseId}-score`}
                  value={value}
                  checked={score === value}
                  onChange={() => {
                    setScore(value);
                    setErrors((current) => ({ ...current, score: undefined }));
                  }}
                  aria-invalid={errors.score ? true : undefined}
                  className="sr-only"
                />
                <span aria-hidden="true" className={isFilled ? 'text-accent-500' : 'text-gray-300'}>
                  ★
                </span>
                <span className="sr-only">{value}점</span>
              </label>
            );
          })}
          {score !== null ? (
            <span className="ml-2 self-center text-sm font-semibold text-gray-800">{score}점</span>
          ) : null}
        </div>
        {errors.score ? (
          <p id={scoreErrorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {errors.score}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor={`${baseId}-context`} className="text-[15px] font-semibold text-gray-900">
          리뷰 내용 <span className="text-danger-700">*</span>
        </label>
        <textarea
          ref={contextRef}
          id={`${baseId}-context`}
          value={context}
          onChange={(event) => {
            const next = event.target.value;
            setContext(next);
            // Once a message is shown it follows the text, so it disappears as soon as it is fixed.
            // (A message is there only after a submit, which loaded the rules.)
            if (errors.context && validation) {
              setErrors((current) => ({
                ...current,
                context: validation.validateReviewForm({ score, context: next }).context,
              }));
            }
          }}
          maxLength={REVIEW_CONTEXT_MAX}
          rows={5}
          aria-required="true"
          aria-invalid={errors.context ? true : undefined}
          aria-describedby={[contextHintId, errors.context ? contextErrorId : null]
            .filter(Boolean)
            .join(' ')}
          placeholder="시공 품질, 일정, 소통은 어땠는지 다른 고객에게 알려 주세요."
          className="mt-1.5 block w-full rounded-xl border border-gray-300 bg-white px-3.5 py-3 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-600"
        />
        <p
          id={contextHintId}
          className="mt-1.5 flex justify-between gap-2 text-[13px] text-gray-600"
        >
          <span>
            {REVIEW_CONTEXT_MIN}자 이상 {REVIEW_CONTEXT_MAX.toLocaleString('ko-KR')}자 이하
          </span>
          <span aria-live="polite" data-testid="review-counter">
            {length.toLocaleString('ko-KR')} / {REVIEW_CONTEXT_MAX.toLocaleString('ko-KR')}자
          </span>
        </p>
        {errors.context ? (
          <p id={contextErrorId} role="alert" className="mt-1 text-sm font-medium text-danger-700">
            {errors.context}
          </p>
        ) : null}
      </div>

      {submitError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {submitError}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="desktop:w-fit">
        {isSubmitting ? '등록 중…' : '리뷰 등록'}
      </Button>
    </form>
  );
}

type SelectedApplyReviewProps = {
  apply: MyBidApplyRowFragment;
  announcement: Pick<
    MyBidAnnouncementQuery['announcement'],
    'state' | 'autoCompleteAt' | 'completionConfirmedAt'
  >;
  /** 공사 완료 was pressed and is being sent. */
  isCompleting: boolean;
  onComplete: () => void;
  onReviewWritten: (review: MyBidReviewFragment) => void;
};

/** 업체 확인 완료 / 업체 확인 전: whether the company has confirmed the job finished (ADR 0027). */
function CompletionConfirmation({
  name,
  confirmedAt,
}: {
  name: string;
  confirmedAt: string | null;
}) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-700">
      <span
        className={`rounded-md px-2 py-0.5 text-xs font-semibold ${
          confirmedAt ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700'
        }`}
        data-testid="completion-confirmation"
      >
        {confirmedAt ? '업체 확인 완료' : '업체 확인 전'}
      </span>
      {confirmedAt
        ? `${name}에서 공사 완료를 확인했어요.`
        : '업체가 아직 완료를 확인하지 않았어요. 확인 전에도 리뷰를 쓸 수 있어요.'}
    </p>
  );
}

/**
 * After selection: the chosen company, 공사 완료 while the job runs, and once it is done the
 * owner's review of it (once). Reviews open at 완료, not at selection (ADR 0027).
 */
export function SelectedApplyReview({
  apply,
  announcement,
  isCompleting,
  onComplete,
  onReviewWritten,
}: SelectedApplyReviewProps) {
  const name = readCompanyName(apply.profile);
  const isCompleted = announcement.state === 'COMPLETED';
  return (
    <section
      aria-labelledby="selected-apply-heading"
      className="mt-8 rounded-2xl border border-brand-200 bg-white p-5 desktop:p-6"
    >
      <h2 id="selected-apply-heading" className="text-lg font-bold text-gray-900">
        선정한 업체 · {name}
      </h2>
      {isCompleted ? (
        <CompletionConfirmation
          name={name}
          confirmedAt={announcement.completionConfirmedAt ?? null}
        />
      ) : null}
      {apply.review ? (
        <>
          <p className="mt-1 text-sm text-gray-600">작성한 리뷰는 업체 정보에 공개돼요.</p>
          <ShownReview review={apply.review} />
        </>
      ) : null}
      {/* A request reviewed before reviews waited for 완료 still gets its 공사 완료 (ADR 0027). */}
      {announcement.state === 'CHOSEN' ? (
        <>
          <p className="mt-1 text-sm text-gray-600">
            공사가 끝나면 ‘공사 완료’를 눌러 주세요.
            {apply.review ? null : ' 완료한 뒤에 리뷰를 쓸 수 있어요.'}
            {announcement.autoCompleteAt ? (
              <>
                {' '}
                누르지 않아도{' '}
                <time dateTime={announcement.autoCompleteAt}>
                  {formatDate(announcement.autoCompleteAt)}
                </time>
                에 자동으로 완료돼요.
              </>
            ) : null}
          </p>
          <Button
            className="mt-4 w-full desktop:w-auto"
            onClick={onComplete}
            disabled={isCompleting}
            aria-busy={isCompleting || undefined}
          >
            {isCompleting ? '처리 중…' : '공사 완료'}
          </Button>
        </>
      ) : apply.review ? null : apply.canReview ? (
        <>
          <p className="mt-1 text-sm text-gray-600">
            공사는 어떠셨나요? 리뷰는 한 번만 쓸 수 있고 업체 정보에 공개돼요.
          </p>
          <ReviewForm apply={apply} onWritten={onReviewWritten} />
        </>
      ) : (
        <p className="mt-1 text-sm text-gray-600">이 업체에는 리뷰를 쓸 수 없어요.</p>
      )}
    </section>
  );
}
