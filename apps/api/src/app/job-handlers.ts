import { createFileJobHandlers } from '../modules/files/files.jobs';
import type { FileStorage } from '../modules/files/storage/file-storage';
import { NOTIFICATION_JOB_HANDLERS } from '../modules/notifications/notifications.jobs';
import type { PaymentGateway } from '../modules/payments';
import { createPaymentJobHandlers } from '../modules/payments/payments.jobs';
import { createSubscriptionJobHandlers } from '../modules/subscriptions/subscriptions.jobs';
import type { JobHandlers } from '../platform/jobs/job-runtime';
import { RATE_LIMIT_JOB_HANDLERS } from '../platform/rate-limit/rate-limit.jobs';

export type JobHandlerDependencies = { storage: FileStorage; paymentGateway: PaymentGateway };

/**
 * Every catalogue entry's handler (the type makes a missing one a compile error). Loaded by the
 * worker too, so nothing here may pull in the GraphQL schema (builder.ts).
 */
export function createJobHandlers(deps: JobHandlerDependencies): JobHandlers {
  return {
    ...NOTIFICATION_JOB_HANDLERS,
    ...createFileJobHandlers({ storage: deps.storage }),
    ...RATE_LIMIT_JOB_HANDLERS,
    ...createPaymentJobHandlers({ paymentGateway: deps.paymentGateway }),
    ...createSubscriptionJobHandlers({ paymentGateway: deps.paymentGateway }),
  };
}
