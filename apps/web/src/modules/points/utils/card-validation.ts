import { paymentMethodSchema } from '@gongsa/domain';
import type { CardFormErrors, CardFormField, CardFormValues } from './card-form';
import { collectFirstIssues } from './form-issues';

// Reached only through CARD_VALIDATION (import()), so zod stays out of the first load.

/** Field messages from the schema the API checks createPaymentMethod's input with. */
export function validateCardForm(values: CardFormValues): CardFormErrors {
  const parsed = paymentMethodSchema.safeParse(values);
  if (parsed.success) return {};
  return collectFirstIssues<CardFormField>(parsed.error.issues);
}
