import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { createTestDatabase } from './testing';

const serverUrl = process.env.DATABASE_URL;

describe('createTestDatabase', () => {
  it('gives each caller its own empty, migrated database', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.execute(sql`insert into users (email) values ('only-in-first@example.com')`);
      const counts = await Promise.all(
        [first, second].map(async ({ db }) => {
          const result = await db.execute<{ count: number }>(
            sql`select count(*)::int as count from users`,
          );
          return result.rows[0]?.count;
        }),
      );
      expect(counts).toEqual([1, 0]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('loads the reference data when asked to', async () => {
    const handle = await createTestDatabase({ seed: 'reference' });
    try {
      const result = await handle.db.execute<{ provinces: number; leaves: number }>(
        sql`select
          (select count(*)::int from regions where type = 'SI') as provinces,
          (select count(*)::int from categories where type = 'DEPTH_3') as leaves`,
      );
      expect(result.rows[0]?.provinces).toBe(17);
      expect(result.rows[0]?.leaves).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it.runIf(serverUrl)(
    'creates gongsa_test_<random> on the DATABASE_URL server and drops it on close',
    async () => {
      const handle = await createTestDatabase();
      const result = await handle.db.execute<{ name: string }>(
        sql`select current_database() as name`,
      );
      const name = result.rows[0]!.name;
      expect(handle.driver).toBe('postgres');
      expect(name).toMatch(/^gongsa_test_[0-9a-f]{12}$/);
      await handle.close();

      const admin = await createDatabase({ url: serverUrl });
      try {
        const remaining = await admin.db.execute(
          sql`select 1 from pg_database where datname = ${name}`,
        );
        expect(remaining.rows).toEqual([]);
      } finally {
        await admin.close();
      }
    },
  );

  it.skipIf(serverUrl)('uses an in-memory PGlite without DATABASE_URL', async () => {
    const handle = await createTestDatabase();
    await handle.close();
    expect(handle.driver).toBe('pglite');
  });
});
