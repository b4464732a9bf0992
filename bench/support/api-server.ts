/*
 * The API under load, in its own process so the load generator does not share its event loop or
 * its memory figures. Started by api-load.bench.ts with fork(); talks over the IPC channel:
 * → { type: 'ready', port, driver, version } once listening, then answers
 * { type: 'sample' } with { type: 'sample', memory, cpu } and { type: 'stop' } by exiting.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../apps/api/src/app/create-app';
import { parseEnv } from '../../apps/api/src/env';
import { createLogger } from '../../apps/api/src/logger';
import { createStorage } from '../../apps/api/src/modules/files/storage/create-storage';
import { openTestDatabase, readServerVersion } from './database';

export type ServerSample = {
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
  /** process.cpuUsage() since start, in microseconds. */
  cpu: { user: number; system: number };
};

export type ServerMessage =
  | { type: 'ready'; port: number; driver: string; version: string }
  | ({ type: 'sample' } & ServerSample);

export type ControlMessage = { type: 'sample' } | { type: 'stop' };

function send(message: ServerMessage): void {
  process.send?.(message);
}

function takeSample(): ServerSample {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  return { memory: { rss, heapUsed, heapTotal, external }, cpu: { user, system } };
}

async function start(): Promise<void> {
  const database = await openTestDatabase('demo');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gongsa-bench-api-'));
  // Production mode, as deployed: masked errors, no GraphiQL, every request logged at info.
  const env = parseEnv({
    NODE_ENV: 'production',
    ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true',
    JWT_SECRET: 'bench-only-secret-that-is-long-enough-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_ORIGIN: 'http://localhost:3000',
  });
  // The log lines are still serialised and written; only the terminal is spared.
  const logger = createLogger({ level: env.logLevel, destination: createWriteStream('/dev/null') });
  const app = createApp({ db: database.db, env, logger, storage: createStorage(env.storage) });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;

  let isStopping = false;
  async function stop(): Promise<void> {
    if (isStopping) return;
    isStopping = true;
    app.server.closeAllConnections();
    await new Promise<void>((resolve) => app.server.close(() => resolve()));
    await app.dispose();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }

  process.on('message', (message: ControlMessage) => {
    if (message.type === 'sample') send({ type: 'sample', ...takeSample() });
    if (message.type === 'stop') void stop();
  });
  // Without its parent nobody would stop it.
  process.on('disconnect', () => void stop());
  send({
    type: 'ready',
    port,
    driver: database.driver,
    version: await readServerVersion(database.db),
  });
}

start().catch((error: unknown) => {
  console.error('bench API server failed to start', error);
  process.exit(1);
});
