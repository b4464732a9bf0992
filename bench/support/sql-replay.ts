/*
 * Replaying the SQL one GraphQL request sent (recorded by support/api-server.ts) with pg, to
 * compare the API with the statements alone.
 */
import type pg from 'pg';
import type { CapturedQuery } from './api-server';
import { summarizeLatencies, type LatencyFigures } from './stats';

/**
 * The request's statements grouped as the API ran them: a statement that started before the
 * running ones finished (Promise.all in the service) joins their wave.
 */
export function groupIntoWaves(queries: CapturedQuery[]): CapturedQuery[][] {
  const waves: CapturedQuery[][] = [];
  let waveEnd = -Infinity;
  for (const query of [...queries].sort((a, b) => a.startedAt - b.startedAt)) {
    const current = waves[waves.length - 1];
    if (current && query.startedAt < waveEnd) {
      current.push(query);
      waveEnd = Math.max(waveEnd, query.finishedAt);
    } else {
      waves.push([query]);
      waveEnd = query.finishedAt;
    }
  }
  return waves;
}

/**
 * One request's SQL: each wave's statements at once, waves one after another. Statements the API
 * sent on one connection (a transaction: BEGIN … COMMIT) go to one pool client, in their order;
 * the others to whichever connection the pool lends.
 */
export async function runRequestSql(
  pool: pg.Pool,
  waves: CapturedQuery[][],
): Promise<Map<CapturedQuery, number>> {
  const timings = new Map<CapturedQuery, number>();
  const clients = new Map<number, Promise<pg.PoolClient>>();
  const clientOf = (id: number) => {
    let client = clients.get(id);
    if (!client) {
      client = pool.connect();
      clients.set(id, client);
    }
    return client;
  };
  const run = async (query: CapturedQuery) => {
    const startedAt = performance.now();
    if (query.connection === undefined) await pool.query(query.text, query.values);
    else await (await clientOf(query.connection)).query(query.text, query.values);
    timings.set(query, performance.now() - startedAt);
  };
  try {
    for (const wave of waves) {
      // A statement from the pool runs alone; one connection's statements run in their order.
      const lanes = new Map<unknown, CapturedQuery[]>();
      for (const query of wave) {
        const lane = query.connection ?? query;
        lanes.set(lane, [...(lanes.get(lane) ?? []), query]);
      }
      await Promise.all(
        [...lanes.values()].map(async (lane) => {
          for (const query of lane) await run(query);
        }),
      );
    }
  } finally {
    for (const client of clients.values()) (await client).release();
  }
  return timings;
}

/** `concurrency` requests in flight, each the request's statements wave by wave on the pool. */
export async function runSqlConcurrent(
  pool: pg.Pool,
  queries: CapturedQuery[],
  options: { concurrency: number; durationS: number },
): Promise<LatencyFigures> {
  const waves = groupIntoWaves(queries);
  const latenciesMs: number[] = [];
  const startedAt = performance.now();
  const deadline = startedAt + options.durationS * 1000;
  async function work(): Promise<void> {
    while (performance.now() < deadline) {
      const requestStartedAt = performance.now();
      await runRequestSql(pool, waves);
      latenciesMs.push(performance.now() - requestStartedAt);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, work));
  return summarizeLatencies(latenciesMs, performance.now() - startedAt);
}
