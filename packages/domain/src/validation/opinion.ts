import { z } from 'zod';
import { opinionTypeSchema } from './enum-schemas';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PAGE_URL_MAX,
  OPINION_CONTEXT_MAX,
  OPINION_CONTEXT_MESSAGES,
  OPINION_CONTEXT_MIN,
} from './opinion-limits';

/** 의견 보내기 (createOpinion): counted after trimming, the form's words (opinion-limits.ts). */
export const opinionContextSchema = z
  .string({ error: OPINION_CONTEXT_MESSAGES.empty })
  .trim()
  .min(1, { error: OPINION_CONTEXT_MESSAGES.empty, abort: true })
  .min(OPINION_CONTEXT_MIN, { error: OPINION_CONTEXT_MESSAGES.tooShort })
  .max(OPINION_CONTEXT_MAX, { error: OPINION_CONTEXT_MESSAGES.tooLong });

export const opinionInputSchema = z.object({
  opinionType: opinionTypeSchema,
  opinionContext: opinionContextSchema,
});

export type OpinionInput = z.input<typeof opinionInputSchema>;

const FEEDBACK_SCORE_MESSAGE = '만족도는 1~5점 중에서 선택해 주세요.';

/** createFeedback: free text, an optional 1–5 score, and the page it was sent from (our path). */
export const feedbackInputSchema = z.object({
  content: z
    .string({ error: '피드백 내용을 입력해 주세요.' })
    .trim()
    .min(1, { error: '피드백 내용을 입력해 주세요.', abort: true })
    .max(FEEDBACK_CONTENT_MAX, {
      error: `피드백은 ${FEEDBACK_CONTENT_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
    }),
  score: z
    .number({ error: FEEDBACK_SCORE_MESSAGE })
    .int({ error: FEEDBACK_SCORE_MESSAGE })
    .min(1, { error: FEEDBACK_SCORE_MESSAGE })
    .max(5, { error: FEEDBACK_SCORE_MESSAGE })
    .nullish(),
  pageUrl: z
    .string()
    .trim()
    .max(FEEDBACK_PAGE_URL_MAX, { error: '페이지 주소가 너무 깁니다.' })
    .regex(/^\/(?!\/)\S*$/, { error: '페이지 주소는 /로 시작하는 사이트 안의 경로여야 합니다.' })
    .nullish(),
});

export type FeedbackInput = z.input<typeof feedbackInputSchema>;
