import { defineLazyModule } from '../../ui/utils/lazy-module';

export type ReviewFormValues = { score: number | null; context: string };
export type ReviewFormErrors = { score?: string; context?: string };

/** validateReviewForm (zod), fetched after hydration: 등록 waits for it. */
export const REVIEW_VALIDATION = defineLazyModule(() => import('./review-validation'));

/** Characters as the rule counts them: surrounding spaces do not count. */
export function countReviewCharacters(context: string): number {
  return context.trim().length;
}
