import { createFileJobHandlers } from '../modules/files/files.jobs';
import type { FileStorage } from '../modules/files/storage/file-storage';
import type { NotificationChannels } from '../modules/notifications/channels/create-notification-channels';
import { createNotificationJobHandlers } from '../modules/notifications/notifications.jobs';
import type { PaymentGateway } from '../modules/payments';
import { createPaymentJobHandlers } from '../modules/payments/payments.jobs';
import { createSubscriptionJobHandlers } from '../modules/subscriptions/subscriptions.jobs';
import { createVisitorJobHandlers } from '../modules/visitors/visitors.jobs';
import type { JobHandlers } from '../platform/jobs/job-runtime';
import { RATE_LIMIT_JOB_HANDLERS } from '../platform/rate-limit/rate-limit.jobs';

export type JobHandlerDependencies = {
  storage: FileStorage;
  paymentGateway: PaymentGateway;
  /** Push, 알림톡 and SMS for notification deliveries (ADR 0031). */
  notificationChannels: NotificationChannels;
  /** The web's address, for links in text messages. */
  webOrigin: string;
  /** The handlers' clock (tests move it; quiet hours and retries read it). */
  now?: () => Date;
};

/**
 * Every catalogue entry's handler (the type makes a missing one a compile error). Loaded by the
 * worker too, so nothing here may pull in the GraphQL schema (builder.ts).
 */
export function createJobHandlers(deps: JobHandlerDependencies): JobHandlers {
  return {
    ...createNotificationJobHandlers({
      channels: deps.notificationChannels,
      webOrigin: deps.webOrigin,
      now: deps.now ?? (() => new Date()),
    }),
    ...createFileJobHandlers({ storage: deps.storage }),
    ...RATE_LIMIT_JOB_HANDLERS,
    ...createPaymentJobHandlers({ paymentGateway: deps.paymentGateway }),
    ...createSubscriptionJobHandlers({ paymentGateway: deps.paymentGateway }),
    ...createVisitorJobHandlers({ now: deps.now ?? (() => new Date()) }),
  };
}
