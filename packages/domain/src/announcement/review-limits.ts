// The review form's limits without its zod schemas (review-input.ts), for the form's counters.
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_CONTEXT_MIN = 10;
export const REVIEW_CONTEXT_MAX = 1000;
