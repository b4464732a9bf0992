import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, MIGRATIONS_FOLDER, createDatabase } from '@gongsa/db';
import { createTestDatabaseUrl } from '@gongsa/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { openDatabase } from './database';

/*
 * Behind a load balancer several API processes start at once on one PostgreSQL database. Each one
 * migrates and seeds at start-up (openDatabase); they must take turns, or two of them apply the
 * same migration and one crashes. (A database test — createTestDatabase's sibling
 * createTestDatabaseUrl gives an empty database — skipped on PGlite, which one process owns.)
 */
const target = await createTestDatabaseUrl();

afterAll(async () => {
  await target?.close();
});

describe.skipIf(!target)('API processes starting together on one PostgreSQL', () => {
  it('all start: migrations are applied once and the demo data is there once', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: target!.url, SEED_DEMO: 'true' });
    const logger = createLogger({ level: 'silent' });

    const handles = await Promise.all([1, 2, 3].map(() => openDatabase(env, logger)));
    await Promise.all(handles.map((handle) => handle.close()));

    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const check = await createDatabase({ url: target!.url });
    try {
      const applied = await check.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
      const demoUsers = await check.db.execute<{ email: string; count: number }>(
        sql`select email, count(*)::int as count from users
            where email in (${sql.join(
              DEMO_ACCOUNTS.map((account) => sql`${account.email}`),
              sql`, `,
            )})
            group by email`,
      );
      expect(demoUsers.rows).toHaveLength(DEMO_ACCOUNTS.length);
      expect(demoUsers.rows.every((row) => row.count === 1)).toBe(true);
    } finally {
      await check.close();
    }
  });
});
