// 의견 보내기 and createFeedback limits without their zod schemas (opinion.ts), for the form.
export const OPINION_CONTEXT_MIN = 5;
export const OPINION_CONTEXT_MAX = 2000;
export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_PAGE_URL_MAX = 500;

export const OPINION_CONTEXT_MESSAGES = {
  empty: '의견 내용을 입력해 주세요.',
  tooShort: `의견은 ${OPINION_CONTEXT_MIN}자 이상 입력해 주세요.`,
  tooLong: `의견은 ${OPINION_CONTEXT_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
} as const;

/**
 * What is wrong with an opinion's words, or null: the form's check without zod (the API's
 * opinionContextSchema says the same words). Counted after trimming.
 */
export function findOpinionContextProblem(context: string): string | null {
  const length = context.trim().length;
  if (length === 0) return OPINION_CONTEXT_MESSAGES.empty;
  if (length < OPINION_CONTEXT_MIN) return OPINION_CONTEXT_MESSAGES.tooShort;
  if (length > OPINION_CONTEXT_MAX) return OPINION_CONTEXT_MESSAGES.tooLong;
  return null;
}
