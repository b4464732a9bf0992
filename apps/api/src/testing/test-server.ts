import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../app/create-app';
import type { Database } from '../app/database';
import { createPaymentGateway } from '../modules/payments/gateway/create-payment-gateway';
import { createJobHandlers } from '../app/job-handlers';
import {
  createNotificationChannels,
  type NotificationChannels,
} from '../modules/notifications/channels/create-notification-channels';
import { parseEnv, type Env } from '../env';
import { createLogger } from '../logger';
import type { Geocoder } from '../modules/geocoding/geocoder';
import { LocalDiskStorage } from '../modules/files/storage/local-disk-storage';
import { LocalSmsSender, createSmsSender } from '../modules/sms/sms-sender';
import {
  createJobRuntime,
  type JobRunSummary,
  type JobRuntime,
} from '../platform/jobs/job-runtime';

export type GraphQLResponse<TData = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  body: {
    data?: TData | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
};

export type TestServer = {
  url: string;
  env: Env;
  /** Every JSON log line the server wrote. */
  logLines: Array<Record<string, unknown>>;
  /** Text messages sent through the local SMS sender (null when SMS_DRIVER=http). */
  smsOutbox: LocalSmsSender['outbox'] | null;
  /** The job queues on the test database; nothing polls them, tests drain them. */
  jobs: JobRuntime;
  /**
   * Runs every job the requests so far enqueued (notifications, …) and fails the test when one
   * of them failed. Call it before asserting what a handler writes.
   */
  drainJobs: () => Promise<JobRunSummary>;
  graphql: <TData = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ) => Promise<GraphQLResponse<TData>>;
  close: () => Promise<void>;
};

export const TEST_JWT_SECRET = 'integration-test-secret-that-is-long-enough';

/**
 * The real app (createApp) on an ephemeral port of 127.0.0.1, with uploads in a temporary
 * directory. The caller owns the database (createTestDatabase) and closes it.
 */
export async function startTestServer(options: {
  db: Database;
  env?: NodeJS.ProcessEnv;
  /** Replaces the geocoder GEOCODER_DRIVER selects (the local one by default). */
  geocoder?: Geocoder;
  /** Replaces notification channels (the local outbox by default). */
  notificationChannels?: Partial<NotificationChannels>;
  /** The job handlers' clock. */
  now?: () => Date;
}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gongsa-api-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const logLines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const logger = createLogger({ level: env.logLevel, destination });
  const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
  const smsSender = createSmsSender(env.sms, logger);
  // The sandbox gateway reads env.publicApiUrl on each call: set below once the port is known.
  const paymentGateway = createPaymentGateway(env, logger);
  // Handlers never run on their own here: a test decides when (drainJobs), so it never sleeps.
  const jobs = createJobRuntime({
    db: options.db,
    handlers: createJobHandlers({
      storage,
      paymentGateway,
      notificationChannels: {
        ...createNotificationChannels(env, options.db, logger, smsSender),
        ...options.notificationChannels,
      },
      webOrigin: env.webOrigins[0] as string,
      now: options.now,
    }),
    logger,
    runsHandlers: false,
  });
  await jobs.start();
  const app = createApp({
    db: options.db,
    env,
    logger,
    storage,
    smsSender,
    geocoder: options.geocoder,
    paymentGateway,
  });

  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // File URLs must point at this server; the port is known only now.
  env.publicApiUrl = url;

  return {
    url,
    env,
    logLines,
    smsOutbox: smsSender instanceof LocalSmsSender ? smsSender.outbox : null,
    jobs,
    async drainJobs() {
      const summary = await jobs.runUntilIdle();
      if (summary.failed > 0) {
        throw new Error(`jobs failed: ${JSON.stringify(summary.failures)}`);
      }
      return summary;
    },
    async graphql(query, { variables, headers } = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      app.server.closeAllConnections();
      await new Promise<void>((resolve) => app.server.close(() => resolve()));
      await app.dispose();
      await jobs.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
