import { pointRefundRequestSchema } from '@gongsa/domain';
import { collectFirstIssues } from './form-issues';
import type { RefundFormErrors, RefundFormField, RefundFormValues } from './point-refund';

// Reached only through REFUND_VALIDATION (import()), so zod stays out of the first load.

/** Field messages from the schema the API checks reqPointRefund's input with. */
export function validateRefundForm(values: RefundFormValues): RefundFormErrors {
  const parsed = pointRefundRequestSchema.safeParse(values);
  if (parsed.success) return {};
  return collectFirstIssues<RefundFormField>(parsed.error.issues);
}
