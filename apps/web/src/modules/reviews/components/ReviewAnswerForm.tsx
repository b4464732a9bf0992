'use client';

import { findReviewAnswerProblem, REVIEW_ANSWER_MAX, REVIEW_ANSWER_MIN } from '@gongsa/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReviewAnswerFieldsFragment } from '../../../graphql/generated/graphql';
import { AnswerReviewDocument } from '../../../graphql/generated/operations/answer-review';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { useToast } from '../../ui/hooks/useToast';

type ReviewAnswerFormProps = {
  reviewId: string;
  /** The answer as stored: the row shows it instead of the form from now on. */
  onAnswered: (answer: ReviewAnswerFieldsFragment) => void;
};

/**
 * 답변하기 under a received review: closed until asked for, then the words (the API's limits,
 * checked here first) and 답변 등록. An answer is written once and cannot be changed, and the
 * form says so before it is sent.
 */
export function ReviewAnswerForm({ reviewId, onAnswered }: ReviewAnswerFormProps) {
  const { client } = useAuth();
  const showToast = useToast();
  const flight = useSingleFlight();
  const baseId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // After 취소, the focus goes back to 답변하기 (the form it was in is gone).
  const [isClosedByUser, setIsClosedByUser] = useState(false);
  useEffect(() => {
    if (isOpen) textareaRef.current?.focus();
    else if (isClosedByUser) wrapperRef.current?.querySelector('button')?.focus();
  }, [isOpen, isClosedByUser]);
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return flight(async () => {
      const problem = findReviewAnswerProblem(content);
      setError(problem);
      if (problem) {
        textareaRef.current?.focus();
        return;
      }
      setIsSubmitting(true);
      const result = await client.requestField(AnswerReviewDocument, 'answerReview', {
        reviewId,
        content: content.trim(),
      });
      setIsSubmitting(false);
      if (isGraphqlFailure(result)) {
        setError(result.message);
        textareaRef.current?.focus();
        return;
      }
      if (result.answer) onAnswered(result.answer);
      showToast('답변을 등록했어요.');
    });
  }

  if (!isOpen) {
    return (
      <div ref={wrapperRef} className="mt-3">
        <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
          답변하기
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 grid gap-2">
      <label htmlFor={`${baseId}-content`} className="text-[15px] font-semibold text-gray-900">
        답변 내용
      </label>
      <textarea
        ref={textareaRef}
        id={`${baseId}-content`}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(findReviewAnswerProblem(event.target.value));
        }}
        maxLength={REVIEW_ANSWER_MAX}
        rows={4}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        placeholder="리뷰를 남겨 준 고객에게 감사 인사나 안내를 전해 주세요."
        className="block w-full rounded-xl border border-gray-300 bg-white px-3.5 py-3 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-600"
      />
      <p id={hintId} className="flex justify-between gap-2 text-[13px] text-gray-600">
        <span>
          답변은 한 번만 쓸 수 있고 고칠 수 없어요. {REVIEW_ANSWER_MIN}자 이상{' '}
          {REVIEW_ANSWER_MAX.toLocaleString('ko-KR')}자 이하
        </span>
        {/* Not a live region: read with the hint when the field is focused, not at every key. */}
        <span className="shrink-0">
          {content.trim().length.toLocaleString('ko-KR')} /{' '}
          {REVIEW_ANSWER_MAX.toLocaleString('ko-KR')}자
        </span>
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? '등록 중…' : '답변 등록'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setIsOpen(false);
            setIsClosedByUser(true);
            setError(null);
          }}
        >
          취소
        </Button>
      </div>
    </form>
  );
}
