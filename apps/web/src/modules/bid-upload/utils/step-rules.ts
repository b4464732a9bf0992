import { defineLazyModule } from '../../ui/utils/lazy-module';

/** Field name → Korean message; empty when the step may be saved. */
export type StepErrors = Record<string, string>;

/**
 * The steps' checks (zod schemas from @gongsa/domain), fetched after hydration so the wizard's
 * first load carries no zod: 다음 waits for them, 이전 keeps the answers only once they are there.
 */
export const STEP_VALIDATION = defineLazyModule(() => import('./step-validation'));

export type StepRules = Awaited<ReturnType<typeof STEP_VALIDATION.load>>;

/** Digits of a typed amount ('12,000,000' → 12000000); null when nothing was typed. */
export function parseWon(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? null : Number(digits);
}
