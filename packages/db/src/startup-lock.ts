import { sql } from 'drizzle-orm';
import { type Database, type DatabaseDriver } from './client';

/**
 * The advisory-lock key every API process takes while it migrates and seeds. Any fixed bigint
 * works; this one is 'gongsa' in ASCII, so it is recognisable in pg_locks.
 */
export const STARTUP_LOCK_KEY = 0x676f6e677361n;

/**
 * Runs `task` (migrations, reference and demo data) while no other process sharing the PostgreSQL
 * database runs its own. Several API processes start at once behind a load balancer; without the
 * lock two of them would both create the migrations table and apply the same migration, and one
 * would crash on "relation already exists" (or seed the same rows twice). The lock is a
 * transaction-level advisory lock held by an otherwise idle transaction on one pool connection,
 * so the pool needs at least two connections: the task's queries run on the others, and the lock
 * goes when that transaction ends, whatever the task did. PGlite belongs to one process: nothing
 * to take.
 */
export async function withStartupLock<T>(
  db: Database,
  driver: DatabaseDriver,
  task: () => Promise<T>,
): Promise<T> {
  if (driver === 'pglite') return task();
  return db.transaction(async (tx) => {
    // A managed server's timeouts must not end the wait (a copy would crash-loop while another
    // migrates) or the idle holder (the lock would go mid-migration): off for this transaction.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return task();
  });
}
