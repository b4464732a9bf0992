// The review form's limits without its zod schemas (review-input.ts), for the form's counters.
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_CONTEXT_MIN = 10;
export const REVIEW_CONTEXT_MAX = 1000;
export const REVIEW_ANSWER_MIN = 5;
export const REVIEW_ANSWER_MAX = 1000;

export const REVIEW_ANSWER_MESSAGES = {
  empty: '답변 내용을 입력해 주세요.',
  tooShort: `답변은 ${REVIEW_ANSWER_MIN}자 이상 입력해 주세요.`,
  tooLong: `답변은 ${REVIEW_ANSWER_MAX}자 이하로 입력해 주세요.`,
} as const;

/**
 * What is wrong with a company's answer to a review, or null: the answer form's check without zod
 * (the API's reviewAnswerSchema says the same words). Counted after trimming.
 */
export function findReviewAnswerProblem(content: string): string | null {
  const length = content.trim().length;
  if (length === 0) return REVIEW_ANSWER_MESSAGES.empty;
  if (length < REVIEW_ANSWER_MIN) return REVIEW_ANSWER_MESSAGES.tooShort;
  if (length > REVIEW_ANSWER_MAX) return REVIEW_ANSWER_MESSAGES.tooLong;
  return null;
}
