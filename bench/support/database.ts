import { EventEmitter } from 'node:events';
import { type Database, type DatabaseDriver, type DatabaseHandle } from '@gongsa/db';
import { createTestDatabase, type TestSeed } from '@gongsa/db/testing';
import { sql } from 'drizzle-orm';

/** The driver the benches run against: a PostgreSQL server only when DATABASE_URL is given. */
export function readBenchDriver(): DatabaseDriver {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

const ADMIN_SHUTDOWN = '57P01';

/*
 * On a server, close() ends the node-postgres pool and then drops the database WITH (FORCE).
 * pool.end() resolves before its idle connections have finished closing, so the server's
 * "terminating connection due to administrator command" can reach one of them; with no 'error'
 * listener on the pool that notice would crash the process. Any other pool error is reported.
 */
function listenForPoolErrors(handle: DatabaseHandle): void {
  const pool = (handle.db as unknown as { $client?: unknown }).$client;
  if (handle.driver !== 'postgres' || !(pool instanceof EventEmitter)) return;
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) console.warn('PostgreSQL pool error', error);
  });
}

/** createTestDatabase: in-memory PGlite, or a fresh database on the DATABASE_URL server. */
export async function openTestDatabase(seed: TestSeed): Promise<DatabaseHandle> {
  const handle = await createTestDatabase({ seed });
  listenForPoolErrors(handle);
  return handle;
}

export async function readServerVersion(db: Database): Promise<string> {
  const result = await db.execute<{ version: string }>(sql`select version() as version`);
  return result.rows[0]?.version ?? 'unknown';
}

/** How a bench's database was made, for the report. */
export function describeBenchDatabase(driver: DatabaseDriver): string {
  return driver === 'postgres'
    ? 'PostgreSQL server from DATABASE_URL: a fresh database `gongsa_test_<random>` (createTestDatabase), dropped afterwards'
    : 'PGlite in memory (fresh per run)';
}
