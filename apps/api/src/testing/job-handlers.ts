import { createJobHandlers } from '../app/job-handlers';
import { parseEnv } from '../env';
import type { FileStorage } from '../modules/files/storage/file-storage';
import { createPaymentGateway } from '../modules/payments/gateway/create-payment-gateway';
import type { JobHandlers } from '../platform/jobs/job-runtime';
import { TEST_JWT_SECRET } from './test-server';

/**
 * Every job handler, for tests that run the queue without a test server: the given storage and the
 * sandbox payment gateway of a test environment (no payment job runs in those tests).
 */
export function createJobHandlersForTest(storage: FileStorage): JobHandlers {
  const env = parseEnv({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
  return createJobHandlers({ storage, paymentGateway: createPaymentGateway(env) });
}
