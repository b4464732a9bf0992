import { createJobHandlers } from '../app/job-handlers';
import { parseEnv } from '../env';
import type { FileStorage } from '../modules/files/storage/file-storage';
import type { Database } from '../app/database';
import { createLogger } from '../logger';
import {
  createNotificationChannels,
  type NotificationChannels,
} from '../modules/notifications/channels/create-notification-channels';
import { createPaymentGateway } from '../modules/payments/gateway/create-payment-gateway';
import type { JobHandlers } from '../platform/jobs/job-runtime';
import { TEST_JWT_SECRET } from './test-server';

/**
 * Every job handler, for tests that run the queue without a test server: the given storage, the
 * sandbox payment gateway of a test environment (no payment job runs in those tests) and the
 * local notification channels on `db` unless others are given.
 */
export function createJobHandlersForTest(
  storage: FileStorage,
  options: { db?: Database; channels?: Partial<NotificationChannels>; now?: () => Date } = {},
): JobHandlers {
  const env = parseEnv({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET });
  const logger = createLogger({ level: 'silent' });
  const local = options.db ? createNotificationChannels(env, options.db, logger) : null;
  return createJobHandlers({
    storage,
    paymentGateway: createPaymentGateway(env),
    notificationChannels: { ...local, ...options.channels } as NotificationChannels,
    webOrigin: env.webOrigins[0] as string,
    now: options.now,
  });
}
