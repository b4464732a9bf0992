import type { AddressInfo } from 'node:net';
import { createApp } from './app/create-app';
import { describeDemoAccounts, openDatabase } from './app/database';
import { createJobHandlers } from './app/job-handlers';
import { parseEnvOrExit } from './env';
import { createLogger } from './logger';
import { seedDemoAdvertisements } from './modules/advertisements';
import { createStorage } from './modules/files/storage/create-storage';
import { createNotificationChannels } from './modules/notifications/channels/create-notification-channels';
import { createPaymentGateway } from './modules/payments/gateway/create-payment-gateway';
import { createSmsSender } from './modules/sms';
import { createJobRuntime } from './platform/jobs/job-runtime';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const env = parseEnvOrExit();
  const logger = createLogger({ level: env.logLevel });
  const database = await openDatabase(env, logger);
  const storage = createStorage(env.storage);
  // The demo banners and ads need the file storage for their images (the database seed has none).
  if (env.shouldSeedDemo) await seedDemoAdvertisements({ db: database.db, storage });
  const paymentGateway = createPaymentGateway(env, logger);
  // One SMS sender for verification codes and 알림톡's fallback (the local one keeps an outbox).
  const smsSender = createSmsSender(env.sms, logger);
  // Always started: it installs the queues services enqueue into. Handlers run here only on
  // PGlite or with JOBS_RUN_IN_PROCESS=true; otherwise the worker (npm run worker) runs them.
  const jobs = createJobRuntime({
    db: database.db,
    handlers: createJobHandlers({
      storage,
      paymentGateway,
      notificationChannels: createNotificationChannels(env, database.db, logger, smsSender),
      webOrigin: env.webOrigins[0] as string,
    }),
    logger,
    runsHandlers: env.jobs.runInProcess,
  });
  await jobs.start();
  const app = createApp({ db: database.db, env, logger, storage, paymentGateway, smsSender });

  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(env.port, env.host, () => resolve());
  });
  const { port } = app.server.address() as AddressInfo;
  logger.info(
    {
      port,
      env: env.nodeEnv,
      storage: env.storage.driver,
      jobsInProcess: env.jobs.runInProcess,
    },
    'API 서버 시작',
  );
  console.info(`\n공사마켓 API: http://localhost:${port}/graphql`);
  if (env.shouldSeedDemo) console.info(`${describeDemoAccounts()}\n`);

  let isShuttingDown = false;
  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info({ signal }, '종료 신호 수신: 새 요청을 받지 않고 처리 중인 요청을 마칩니다');
    // Stop accepting, let in-flight requests finish, then cut whatever is still open.
    const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
    app.server.closeIdleConnections();
    const forceTimer = setTimeout(() => {
      logger.warn('종료 대기 시간 초과: 남은 연결을 끊습니다');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceTimer.unref();
    await closed;
    clearTimeout(forceTimer);
    await app.dispose();
    // Handlers still running finish (or are handed back for a retry) before the database closes.
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
  console.error('API 서버를 시작하지 못했습니다:', error);
  process.exit(1);
});
