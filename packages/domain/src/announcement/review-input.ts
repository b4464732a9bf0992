import { z } from 'zod';
import {
  REVIEW_ANSWER_MAX,
  REVIEW_ANSWER_MESSAGES,
  REVIEW_ANSWER_MIN,
  REVIEW_CONTEXT_MAX,
  REVIEW_CONTEXT_MIN,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
} from './review-limits';

const SCORE_MESSAGE = `별점은 ${REVIEW_SCORE_MIN}~${REVIEW_SCORE_MAX}점 중에서 선택해 주세요.`;

export const reviewScoreSchema = z
  .number({ error: '별점을 선택해 주세요.' })
  .int({ error: SCORE_MESSAGE })
  .min(REVIEW_SCORE_MIN, { error: SCORE_MESSAGE })
  .max(REVIEW_SCORE_MAX, { error: SCORE_MESSAGE });

/** Counted after trimming, so padding with spaces cannot reach the minimum. */
export const reviewContextSchema = z
  .string({ error: '리뷰 내용을 입력해 주세요.' })
  .trim()
  .min(1, { error: '리뷰 내용을 입력해 주세요.', abort: true })
  .min(REVIEW_CONTEXT_MIN, { error: `리뷰는 ${REVIEW_CONTEXT_MIN}자 이상 입력해 주세요.` })
  .max(REVIEW_CONTEXT_MAX, { error: `리뷰는 ${REVIEW_CONTEXT_MAX}자 이하로 입력해 주세요.` });

export const reviewInputSchema = z.object({
  score: reviewScoreSchema,
  context: reviewContextSchema,
});

export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewData = z.output<typeof reviewInputSchema>;

/** The reviewed company's one answer to a review (answerReview), counted after trimming. */
export const reviewAnswerSchema = z
  .string({ error: REVIEW_ANSWER_MESSAGES.empty })
  .trim()
  .min(1, { error: REVIEW_ANSWER_MESSAGES.empty, abort: true })
  .min(REVIEW_ANSWER_MIN, { error: REVIEW_ANSWER_MESSAGES.tooShort })
  .max(REVIEW_ANSWER_MAX, { error: REVIEW_ANSWER_MESSAGES.tooLong });
