import { formatDate } from '@gongsa/domain';
import type { ReviewAnswerFieldsFragment } from '../../../graphql/generated/graphql';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars for the eye and "별점 4점" for everyone (the stars alone say nothing to a reader). */
export function ReviewStars({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden="true" className="text-lg leading-none tracking-tight">
        {STARS.map((value) => (
          <span key={value} className={value <= score ? 'text-accent-500' : 'text-gray-300'}>
            ★
          </span>
        ))}
      </span>
      <span className="text-sm font-semibold text-gray-900">
        <span className="sr-only">별점 </span>
        {score}점
      </span>
    </span>
  );
}

/** The reviewed company's answer, under its review wherever the review is shown. */
export function ReviewAnswerNote({
  answer,
  companyName,
}: {
  answer: ReviewAnswerFieldsFragment;
  /** Who answered, when the page does not already say it. */
  companyName?: string | null;
}) {
  return (
    <figure
      className="mt-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3"
      data-testid="review-answer"
    >
      <figcaption className="flex flex-wrap items-center gap-x-2 text-[13px] text-gray-700">
        <span className="font-bold text-brand-800">
          {companyName ? `${companyName}의 답변` : '업체 답변'}
        </span>
        <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time>
      </figcaption>
      <blockquote className="mt-1 text-[15px] leading-relaxed whitespace-pre-line text-gray-900">
        {answer.content}
      </blockquote>
    </figure>
  );
}
