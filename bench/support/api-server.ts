/*
 * The API under load, in its own process so the load generator does not share its event loop or
 * its memory figures. Started by api-load.bench.ts with fork(); talks over the IPC channel:
 * → { type: 'ready', port, driver, version } once listening, then answers
 * { type: 'sample' } with { type: 'sample', memory, cpu } and { type: 'stop' } by exiting.
 * { type: 'capture-start' } records every SQL statement the server sends until
 * { type: 'capture-stop' }, answered with { type: 'captured', queries } (company-search.bench.ts
 * replays them with pg to compare GraphQL with the SQL alone).
 *
 * BENCH_API_DATABASE_URL points the server at an existing, filled database (the bench database of
 * generate-companies.ts) instead of a fresh demo database.
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
import { createDatabase, migrate, type DatabaseHandle } from '@gongsa/db';
import pg from 'pg';
import { BENCH_JWT_SECRET } from './bench-jwt';
import { openTestDatabase, readServerVersion } from './database';

export type ServerSample = {
  memory: { rss: number; heapUsed: number; heapTotal: number; external: number };
  /** process.cpuUsage() since start, in microseconds. */
  cpu: { user: number; system: number };
};

/** startedAt / finishedAt: performance.now() in the server, to replay statements that overlapped together. */
export type CapturedQuery = {
  text: string;
  values: unknown[];
  startedAt: number;
  finishedAt: number;
  /**
   * Set for a statement sent on a checked-out connection (a transaction), the same number for
   * every statement on that connection; unset for the pool's own queries (Pool.query).
   */
  connection?: number;
};

export type ServerMessage =
  | { type: 'ready'; port: number; driver: string; version: string }
  | ({ type: 'sample' } & ServerSample)
  | { type: 'captured'; queries: CapturedQuery[] };

export type ControlMessage =
  | { type: 'sample' }
  | { type: 'stop' }
  | { type: 'capture-start' }
  | { type: 'capture-stop' }
  /** floor-server.ts only: answer the operation with this data from now on. */
  | { type: 'respond-with'; operationName: string; data: Record<string, unknown> };

let capturedQueries: CapturedQuery[] | null = null;
const connectionIds = new WeakMap<object, number>();
let nextConnectionId = 1;

/*
 * Every statement node-postgres sends goes through Client.prototype.query (Pool.query included),
 * whatever the repository that built it; recording there needs nothing from the API's code.
 */
function recordQueries(): void {
  const prototype = pg.Client.prototype as unknown as {
    query: (config: unknown, values?: unknown, callback?: unknown) => unknown;
  };
  const original = prototype.query;
  prototype.query = function query(this: unknown, config, values, callback) {
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    if (capturedQueries === null || !text) return original.call(this, config, values, callback);
    const params = Array.isArray(values)
      ? values
      : ((config as { values?: unknown[] } | null)?.values ?? []);
    const captured: CapturedQuery = {
      text,
      values: params,
      startedAt: performance.now(),
      finishedAt: Infinity,
    };
    capturedQueries.push(captured);
    const finish = () => {
      captured.finishedAt = performance.now();
    };
    // pg-pool passes a callback (as the values argument when there are none); drizzle awaits a promise.
    if (typeof callback === 'function' || typeof values === 'function') {
      const done = (typeof callback === 'function' ? callback : values) as (
        ...args: unknown[]
      ) => void;
      const wrapped = (...args: unknown[]) => {
        finish();
        done(...args);
      };
      return typeof callback === 'function'
        ? original.call(this, config, values, wrapped)
        : original.call(this, config, wrapped);
    }
    // No callback: drizzle on a client it checked out (a transaction), not Pool.query.
    if (!connectionIds.has(this as object)) connectionIds.set(this as object, nextConnectionId++);
    captured.connection = connectionIds.get(this as object);
    const result = original.call(this, config, values, callback);
    if (result instanceof Promise) result.then(finish, finish);
    return result;
  };
}

async function openBenchDatabase(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_API_DATABASE_URL;
  if (!url) return openTestDatabase('demo');
  // The production pool size; migrate is a no-op on a database generate-companies.ts prepared.
  const handle = await createDatabase({ url });
  await migrate(handle.db, handle.driver);
  return handle;
}

function send(message: ServerMessage): void {
  process.send?.(message);
}

function takeSample(): ServerSample {
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  return { memory: { rss, heapUsed, heapTotal, external }, cpu: { user, system } };
}

async function start(): Promise<void> {
  recordQueries();
  const database = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gongsa-bench-api-'));
  // Production mode, as deployed: masked errors, no GraphiQL, every request logged at info.
  const env = parseEnv({
    NODE_ENV: 'production',
    ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true',
    ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    JWT_SECRET: BENCH_JWT_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    WEB_ORIGIN: 'http://localhost:3000',
    // visitors.bench.ts raises the visit records' per-address budget for its one-address case.
    VISITOR_WRITES_MAX_PER_IP: process.env.VISITOR_WRITES_MAX_PER_IP,
  });
  // The log lines are still serialised and written; only the terminal is spared.
  // BENCH_API_LOG=1 shows them on stderr: production mode masks errors in responses.
  const logger = createLogger({
    level: env.logLevel,
    destination:
      process.env.BENCH_API_LOG === '1' ? process.stderr : createWriteStream('/dev/null'),
  });
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
    if (message.type === 'capture-start') capturedQueries = [];
    if (message.type === 'capture-stop') {
      send({ type: 'captured', queries: capturedQueries ?? [] });
      capturedQueries = null;
    }
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
