import { createRawSqlExecutor } from '@gongsa/db';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';

/** What pg-boss calls to run its SQL (its `db` option and the `{ db }` of send/complete). */
export type JobSqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

/** pg-boss over the connection the API already has (PGlite or the node-postgres pool). */
export function createJobSqlExecutor(db: Database): JobSqlExecutor {
  return createRawSqlExecutor(db);
}

const PLACEHOLDER = /\$(\d+)/g;

/**
 * pg-boss's SQL on a Drizzle transaction, so a job is inserted (or completed) atomically with the
 * change it belongs to. pg-boss writes `$1…$n` placeholders; each becomes a Drizzle parameter
 * (a placeholder used twice becomes two parameters with the same value, which PostgreSQL treats
 * alike). Only placeholders within the values given are replaced, so text such as format()'s
 * `%1$I` is left alone.
 */
export function createTransactionSqlExecutor(tx: Database): JobSqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        const position = Number(match[1]);
        if (position < 1 || position > values.length) continue;
        chunks.push(
          sql.raw(text.slice(last, match.index)),
          sql`${sql.param(values[position - 1])}`,
        );
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await tx.execute<Record<string, unknown>>(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/**
 * Queues holding jobs that are waiting to run (new, or failed and due for a retry), whatever
 * their start time: one query instead of a fetch per queue when draining (runUntilIdle).
 */
export async function selectQueuesWithWaitingJobs(db: Database, schema: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select distinct name from ${sql.identifier(schema)}.job where state < 'active'`,
  );
  return result.rows.map((row) => row.name);
}
