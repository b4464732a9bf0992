import type { JobHandler } from '../../platform/jobs/job-runtime';
import type { PaymentGateway } from './gateway/payment-gateway';
import { reconcileStaleOrders } from './orders.service';

type PaymentJobHandlers = {
  'payments.reconcileOrders': JobHandler<'payments.reconcileOrders'>;
};

export function createPaymentJobHandlers(deps: {
  paymentGateway: PaymentGateway;
}): PaymentJobHandlers {
  return {
    /*
     * Not transactional: each order is settled in its own transaction after the gateway answered
     * (a call to the gateway inside a transaction would hold the row lock — and on PGlite every
     * writer — for as long as the gateway takes). Net-cancel and cancel are idempotent, so a retry
     * after a crash repeats nothing harmful.
     */
    'payments.reconcileOrders': {
      transactional: false,
      async run(_payload, { db, logger }) {
        const settled = await reconcileStaleOrders({
          db,
          logger,
          paymentGateway: deps.paymentGateway,
        });
        if (settled > 0) logger.warn({ settled }, '승인 도중 멈춘 결제를 취소하고 정리했습니다');
      },
    },
  };
}
