import { connectDatabase } from './app/database';
import { createJobHandlers } from './app/job-handlers';
import { parseEnvOrExit } from './env';
import { createLogger } from './logger';
import { createStorage } from './modules/files/storage/create-storage';
import { createNotificationChannels } from './modules/notifications/channels/create-notification-channels';
import { createPaymentGateway } from './modules/payments/gateway/create-payment-gateway';
import { createJobRuntime } from './platform/jobs/job-runtime';

/*
 * The job worker (npm run worker -w @gongsa/api): polls the queues, runs handlers and fires
 * schedules, next to any number of API processes on the same PostgreSQL. It loads no GraphQL
 * (worker-imports.test.ts holds that line). On PGlite the API runs the jobs itself.
 */

const SHUTDOWN_GRACE_MS = 20_000;

async function start(): Promise<void> {
  const env = parseEnvOrExit();
  if (!env.databaseUrl) {
    console.error(
      '작업 워커는 DATABASE_URL (PostgreSQL) 이 있어야 합니다. 내장 PGlite 에서는 API 프로세스가 작업을 직접 실행합니다.',
    );
    process.exit(1);
  }
  const logger = createLogger({ level: env.logLevel }).child({ process: 'worker' });
  const database = await connectDatabase(env, logger);
  const jobs = createJobRuntime({
    db: database.db,
    handlers: createJobHandlers({
      storage: createStorage(env.storage),
      paymentGateway: createPaymentGateway(env, logger),
      notificationChannels: createNotificationChannels(env, database.db, logger),
      webOrigin: env.webOrigins[0] as string,
    }),
    logger,
    runsHandlers: true,
    stopTimeoutMs: SHUTDOWN_GRACE_MS,
  });
  try {
    await jobs.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info('작업 워커 시작');

  let isShuttingDown = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, '종료 신호 수신: 새 작업을 받지 않고 실행 중인 작업을 마칩니다');
    // pg-boss stops fetching, waits for running handlers up to the grace period, and hands back
    // (fails, to be retried) whatever is still running then.
    await jobs.stop();
    await database.close();
    logger.info('종료 완료');
    logger.flush();
    process.exit(0);
  }
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}

start().catch((error: unknown) => {
  console.error('작업 워커를 시작하지 못했습니다:', error);
  process.exit(1);
});
