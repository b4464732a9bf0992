import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createDatabase, DEFAULT_PGLITE_DATA_DIR } from '../client';
import { migrate } from '../migrate';
import { formatDemoAccounts } from './format-accounts';
import { seedDemo } from './demo-seed';
import { seedReference } from './reference';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The same database the API opens: DATABASE_URL, else PGlite under DATA_DIR (default ./data). */
function getDatabaseOptions(): { url: string } | { dataDir: string } {
  const url = process.env.DATABASE_URL;
  if (url) return { url };
  const dataDir = process.env.DATA_DIR;
  return {
    dataDir: dataDir
      ? path.join(path.resolve(REPO_ROOT, dataDir), 'pglite')
      : DEFAULT_PGLITE_DATA_DIR,
  };
}

/**
 * `npm run db:seed`: migrates the database (PGlite under ./data, or DATABASE_URL) and loads the
 * reference and demo data. Safe to run repeatedly: both seeds are idempotent.
 */
async function main(): Promise<void> {
  const handle = await createDatabase(getDatabaseOptions());
  try {
    const startedAt = performance.now();
    await migrate(handle.db, handle.driver);
    await seedReference(handle.db);
    await seedDemo(handle.db);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.info(`데모 데이터 준비 완료 (${handle.driver}, ${seconds}초)`);
    console.info(formatDemoAccounts());
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
