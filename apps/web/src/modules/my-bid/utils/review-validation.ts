import { firstZodMessage, reviewContextSchema, reviewScoreSchema } from '@gongsa/domain';
import type { ReviewFormErrors, ReviewFormValues } from './review-form';

// Reached only through REVIEW_VALIDATION (import()), so zod stays out of the first load.

/** Field messages from the shared review rules (the API checks the same schemas). */
export function validateReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  const score = reviewScoreSchema.safeParse(values.score ?? undefined);
  if (!score.success) errors.score = firstZodMessage(score.error);
  const context = reviewContextSchema.safeParse(values.context);
  if (!context.success) errors.context = firstZodMessage(context.error);
  return errors;
}
