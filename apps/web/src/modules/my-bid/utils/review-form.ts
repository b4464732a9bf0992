import { firstZodMessage, reviewContextSchema, reviewScoreSchema } from '@gongsa/domain';

export type ReviewFormValues = { score: number | null; context: string };
export type ReviewFormErrors = { score?: string; context?: string };

/** Field messages from the shared review rules (the API checks the same schemas). */
export function validateReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  const score = reviewScoreSchema.safeParse(values.score ?? undefined);
  if (!score.success) errors.score = firstZodMessage(score.error);
  const context = reviewContextSchema.safeParse(values.context);
  if (!context.success) errors.context = firstZodMessage(context.error);
  return errors;
}

/** Characters as the rule counts them: surrounding spaces do not count. */
export function countReviewCharacters(context: string): number {
  return context.trim().length;
}
