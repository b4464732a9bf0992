import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createDatabase, createPgliteDatabase, type Database, type DatabaseHandle } from './client';
import { migrate, MIGRATIONS_FOLDER } from './migrate';

export type TestSeed = 'none' | 'reference' | 'demo';

export interface CreateTestDatabaseOptions {
  seed?: TestSeed;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set — a brand-new database `gongsa_test_<random>` on that server, dropped again
 * by close(). Every test therefore starts empty and tests may run in parallel.
 */
export async function createTestDatabase(
  options: CreateTestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  // The unit project runs once, on no particular database; vitest.config.ts puts a file in the db
  // project (run on PGlite and on PostgreSQL) only when its source mentions createTestDatabase.
  if (process.env.GONGSA_TEST_PROJECT === 'unit') {
    throw new Error(
      'createTestDatabase called from a test in the unit project, which CI runs only once: ' +
        'mention createTestDatabase in the test file itself so it joins the db project ' +
        '(vitest.config.ts, docs/adr/0012-ci-split.md).',
    );
  }
  const serverUrl = process.env.DATABASE_URL;
  const handle = serverUrl
    ? await createServerTestDatabase(serverUrl)
    : await createPgliteTestDatabase();
  try {
    // A no-op on a snapshot that is up to date; applies anything newer otherwise.
    await migrate(handle.db, handle.driver);
    await seedTestDatabase(handle.db, options.seed ?? 'none');
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function seedTestDatabase(db: Database, seed: TestSeed): Promise<void> {
  if (seed === 'none') {
    return;
  }
  // Loaded lazily: most test files need no seed data and should not pay for loading it.
  const seedModule = await import('./seed/index');
  await seedModule.seedReference(db);
  if (seed === 'demo') {
    await seedModule.seedDemo(db);
  }
}

// --- PGlite -------------------------------------------------------------------------------------

/*
 * Starting PGlite runs initdb inside WebAssembly (about 2 s here) and migrating adds about 0.5 s.
 * Loading a dump of an already-migrated data directory takes about 0.6 s, so the first test file
 * builds that dump once and stores it under the OS temp directory, keyed by the migrations and
 * the PGlite version; every later file starts from it (files share a worker's modules, so a
 * worker reads the dump once; ADR 0012, 2026-11-27).
 */
const SNAPSHOT_DIR = join(tmpdir(), 'gongsa-pglite-snapshots');

let snapshotPromise: Promise<Blob> | undefined;

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  snapshotPromise ??= readOrBuildSnapshot();
  try {
    return await createPgliteDatabase('memory://', await snapshotPromise);
  } catch (error) {
    // An unreadable snapshot must not fail the suite: forget it and migrate from scratch.
    console.warn('PGlite test snapshot unusable, migrating a fresh database instead', error);
    snapshotPromise = undefined;
    await rm(SNAPSHOT_DIR, { recursive: true, force: true });
    return createPgliteDatabase('memory://');
  }
}

async function readOrBuildSnapshot(): Promise<Blob> {
  const file = join(SNAPSHOT_DIR, `${await computeSnapshotKey()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not built yet for these migrations.
  }
  const handle = await createPgliteDatabase('memory://');
  try {
    await migrate(handle.db, handle.driver);
    const snapshot = await handle.client.dumpDataDir('none');
    await storeSnapshot(file, snapshot);
    return snapshot;
  } finally {
    await handle.close();
  }
}

async function storeSnapshot(file: string, snapshot: Blob): Promise<void> {
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  const outdated = (await readdir(SNAPSHOT_DIR)).filter(
    (name) => join(SNAPSHOT_DIR, name) !== file,
  );
  // Write then rename, so a parallel test process never reads a half-written file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
  await Promise.all(
    outdated
      .filter((name) => name.endsWith('.tar'))
      .map((name) => rm(join(SNAPSHOT_DIR, name), { force: true })),
  );
}

async function computeSnapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = join(
    dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  hash.update(await readFile(pglitePackage));
  const migrationFiles = (await readdir(MIGRATIONS_FOLDER, { recursive: true }))
    .filter((name) => name.endsWith('.sql') || name.endsWith('_journal.json'))
    .sort();
  for (const name of migrationFiles) {
    hash.update(name);
    hash.update(await readFile(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

// --- PostgreSQL server --------------------------------------------------------------------------

/**
 * An empty, unmigrated database on the DATABASE_URL server, for tests of start-up itself (several
 * processes migrating one database at once); null on PGlite, which one process owns. The test
 * connects with its own pools; close() drops the database.
 */
export async function createTestDatabaseUrl(): Promise<{
  url: string;
  close(): Promise<void>;
} | null> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createEmptyServerDatabase(serverUrl) : null;
}

async function createEmptyServerDatabase(
  serverUrl: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const databaseName = `gongsa_test_${randomBytes(6).toString('hex')}`;
  // template0 with no locale options: the new database takes the cluster's locale, which must be
  // C.UTF-8 (or ko_KR.UTF-8) for pg_trgm to index Hangul.
  await runAdminStatement(serverUrl, `CREATE DATABASE "${databaseName}" TEMPLATE template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return {
    url: url.toString(),
    close: () =>
      runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`),
  };
}

async function createServerTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const { url, close: dropDatabase } = await createEmptyServerDatabase(serverUrl);
  let handle: DatabaseHandle;
  try {
    handle = await createDatabase({ url, maxConnections: 4 });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return {
    db: handle.db,
    driver: handle.driver,
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
