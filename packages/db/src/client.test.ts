import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, DEFAULT_PGLITE_DATA_DIR } from './client';
import { migrate } from './migrate';
import { users } from './schema/index';

const temporaryDirectories: string[] = [];

afterEach(async () => {
  await Promise.all(
    temporaryDirectories.splice(0).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('createDatabase', () => {
  it('keeps the embedded database under <repo>/data/pglite by default', () => {
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    expect(DEFAULT_PGLITE_DATA_DIR).toBe(join(repoRoot, 'data', 'pglite'));
  });

  it('keeps PGlite data on disk across restarts, without re-applying migrations', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'gongsa-db-'));
    temporaryDirectories.push(parent);
    // A directory that does not exist yet, as on a fresh clone.
    const dataDir = join(parent, 'pglite');

    const first = await createDatabase({ dataDir });
    await migrate(first.db, first.driver);
    await first.db.insert(users).values({ email: 'persist@example.com', nickname: '보관' });
    await first.close();

    const second = await createDatabase({ dataDir });
    try {
      await migrate(second.db, second.driver);
      const rows = await second.db
        .select({ nickname: users.nickname })
        .from(users)
        .where(eq(users.email, 'persist@example.com'));
      expect(rows).toEqual([{ nickname: '보관' }]);
    } finally {
      await second.close();
    }
  });
});
