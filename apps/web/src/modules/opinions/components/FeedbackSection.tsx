'use client';

import { FEEDBACK_CONTENT_MAX, formatNumber } from '@gongsa/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { MyFeedbacksQuery } from '../../../graphql/generated/graphql';
import { MyFeedbacksDocument } from '../../../graphql/generated/operations/my-feedbacks';
import { SendFeedbackDocument } from '../../../graphql/generated/operations/send-feedback';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { PagedListContent } from '../../my-companies/components/ListStates';
import { toMyListPaging } from '../../my-companies/utils/my-list';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useSingleFlight } from '../../ui/hooks/useSingleFlight';
import { SentItemList } from './SentItemList';

type SentFeedback = MyFeedbacksQuery['myFeedbacks']['nodes'][number];

/** The five scores of createFeedback, worded as a member would pick them. */
export const FEEDBACK_SCORE_LABELS: Record<number, string> = {
  1: '매우 불만족',
  2: '불만족',
  3: '보통',
  4: '만족',
  5: '매우 만족',
};

const SCORES = [5, 4, 3, 2, 1] as const;

/**
 * 만족도 남기기 on /myPage/opinion (createFeedback): how satisfied a member is with 공사마켓, in a
 * score and a word, and the feedback they left before, newest first.
 */
export function FeedbackSection() {
  const paged = useGraphqlInfinite(
    MyFeedbacksDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myFeedbacks },
  );
  const { updatePages } = paged;

  function addSent(feedback: SentFeedback) {
    updatePages((pages) =>
      pages.map((page, index) => ({
        ...page,
        nodes: index === 0 ? [feedback, ...page.nodes] : page.nodes,
        totalCount: page.totalCount + 1,
      })),
    );
  }

  return (
    <section aria-labelledby="feedback-heading" className="mt-12 border-t border-gray-200 pt-10">
      <h2 id="feedback-heading" className="text-lg font-bold text-gray-900">
        서비스 만족도 남기기
      </h2>
      <p className="mt-1 text-[15px] text-gray-600">
        공사마켓을 쓰면서 얼마나 만족하셨는지 알려 주세요. 더 나은 서비스를 만드는 데 쓰여요.
      </p>
      <FeedbackForm onSent={addSent} />
      <div className="mt-8">
        <PagedListContent
          paged={paged}
          loadingLabel="남긴 만족도를 불러오는 중입니다"
          skeletonCount={1}
          empty={{
            title: '아직 남긴 만족도가 없어요',
            description: '점수와 한마디를 남기면 여기에 날짜와 함께 보여요.',
          }}
        >
          {(loaded, loadMoreControl) => (
            <>
              <h3 className="text-base font-bold text-gray-900">
                남긴 만족도 {formatNumber(loaded.totalCount)}건
              </h3>
              <SentItemList
                items={loaded.nodes.map((feedback) => ({
                  id: feedback.id,
                  label: feedback.score
                    ? `${feedback.score}점 · ${FEEDBACK_SCORE_LABELS[feedback.score]}`
                    : null,
                  createdAt: feedback.createdAt,
                  text: feedback.content,
                }))}
              />
              {loadMoreControl}
            </>
          )}
        </PagedListContent>
      </div>
    </section>
  );
}

function FeedbackForm({ onSent }: { onSent: (feedback: SentFeedback) => void }) {
  const { client } = useAuth();
  const flight = useSingleFlight();
  const baseId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const scoreRef = useRef<HTMLFieldSetElement>(null);
  const contentId = `${baseId}-content`;
  const errorId = `${baseId}-error`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    return flight(async () => {
      setNotice(null);
      if (score === null) {
        setError('만족도 점수를 골라 주세요.');
        scoreRef.current?.querySelector('input')?.focus();
        return;
      }
      if (content.trim().length === 0) {
        setError('한마디를 입력해 주세요.');
        contentRef.current?.focus();
        return;
      }
      setError(null);
      setIsSubmitting(true);
      const result = await client.requestField(SendFeedbackDocument, 'createFeedback', {
        content: content.trim(),
        score,
      });
      setIsSubmitting(false);
      if (isGraphqlFailure(result)) {
        setError(result.message);
        return;
      }
      onSent(result);
      setScore(null);
      setContent('');
      setNotice('만족도를 남겼어요. 고맙습니다!');
    });
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="서비스 만족도 남기기"
      className="mt-4 grid gap-4 rounded-2xl border border-gray-200 bg-white px-5 py-5"
    >
      <fieldset ref={scoreRef}>
        <legend className="text-[15px] font-semibold text-gray-900">만족도</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SCORES.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name={`${baseId}-score`}
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
                className="size-4 accent-brand-600"
              />
              {value}점 {FEEDBACK_SCORE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={contentId} className="text-[15px] font-semibold text-gray-900">
          한마디
        </label>
        <textarea
          id={contentId}
          ref={contentRef}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          maxLength={FEEDBACK_CONTENT_MAX}
          rows={3}
          aria-describedby={error ? errorId : undefined}
          placeholder="예) 견적 비교가 편했어요."
          className="mt-1.5 block w-full rounded-xl border border-gray-300 bg-white px-3.5 py-3 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <p className="mt-1 text-right text-sm text-gray-600">
          {formatNumber(content.trim().length)} / {formatNumber(FEEDBACK_CONTENT_MAX)}자
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-danger-700">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm font-semibold text-success-600">
          {notice}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? '남기는 중…' : '만족도 남기기'}
        </Button>
      </div>
    </form>
  );
}
