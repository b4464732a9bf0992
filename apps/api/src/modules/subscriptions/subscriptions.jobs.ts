import { enqueue } from '../../platform/jobs/enqueue';
import type { JobHandler } from '../../platform/jobs/job-runtime';
import type { PaymentGateway } from '../payments';
import { RENEWAL_BATCH_SIZE, renewDueSubscriptions } from './subscriptions.service';

type SubscriptionJobHandlers = {
  'subscriptions.renewDue': JobHandler<'subscriptions.renewDue'>;
};

export function createSubscriptionJobHandlers(deps: {
  paymentGateway: PaymentGateway;
}): SubscriptionJobHandlers {
  return {
    /*
     * Not transactional: each period is claimed, charged and booked on its own (a gateway call
     * must not hold a transaction open). A rerun after a crash charges nothing twice: the period's
     * claim lets one caller through, and an unanswered charge is cancelled before it is tried again.
     */
    'subscriptions.renewDue': {
      transactional: false,
      async run(_payload, { db, logger }) {
        const summary = await renewDueSubscriptions({
          db,
          logger,
          paymentGateway: deps.paymentGateway,
        });
        const handled = summary.paid + summary.declined + summary.unknown + summary.skipped;
        if (handled > 0) logger.info(summary, '구독 갱신 결제를 처리했습니다');
        if (handled === RENEWAL_BATCH_SIZE) await enqueue(db, 'subscriptions.renewDue', {});
      },
    },
  };
}
