/** A gate for race tests (a repository, so it may use Drizzle). */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../app/database';

/** How long the gate stays shut: long enough for every request fired to reach it. */
const GATE_MS = 500;

/**
 * Requests fired together still reach the server one after another, and the first can commit
 * before the last has begun, so a race a test means to provoke may never happen. This fires
 * them while a transaction of the test holds a SHARE lock on `table` (reads pass, writes wait):
 * each request gets as far as its first write to the table before any of them can commit. A
 * check-then-write without a lock of its own then really overlaps on PostgreSQL; on PGlite,
 * which runs one transaction at a time, the requests just wait for the test's transaction.
 */
export async function sendWhileWritesWait<T>(
  db: Database,
  table: PgTable,
  send: () => Array<Promise<T>>,
): Promise<T[]> {
  const pending = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in share mode`);
    const requests = send();
    await new Promise((resolve) => setTimeout(resolve, GATE_MS));
    return requests;
  });
  return Promise.all(pending);
}
