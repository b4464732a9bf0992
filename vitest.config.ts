import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));

// One runner for every workspace. Database tests get a fresh PGlite per file by default,
// or a fresh database on the server named by DATABASE_URL (see packages/db/src/testing.ts).
const include = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/web/src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];

/*
 * Two projects, so CI can run the database tests on PGlite and on PostgreSQL but everything else
 * once (docs/adr/0012-ci-split.md):
 *   db   — every test file whose source mentions createTestDatabase, the only way a test gets a
 *          database that follows DATABASE_URL. Nothing to tag: a new database test lands here.
 *   unit — the rest. Its processes carry GONGSA_TEST_PROJECT=unit, and createTestDatabase throws
 *          there, so a file that reaches a database only through a helper fails loudly instead of
 *          silently skipping PostgreSQL (mention createTestDatabase in the file to move it).
 * `npm test` runs both; `npm test -- --project db` runs the database tests alone.
 */
const databaseTestFiles = ['packages', 'apps/api/src', 'apps/web/src', 'scripts']
  .flatMap(findTestFiles)
  .filter((file) => readFileSync(join(root, file), 'utf8').includes('createTestDatabase'));

function findTestFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : findTestFiles(path);
    }
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, which then
    // idles while a database test waits for PostgreSQL. Two workers at least (ADR 0012).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include,
          exclude: [...configDefaults.exclude, ...databaseTestFiles],
          env: { GONGSA_TEST_PROJECT: 'unit' },
          // Pure files share a worker's module cache instead of a fresh process each: half the
          // project's time on 2 cores (ADR 0012). They keep no global state between files (mocks
          // and spies are restored in the file that makes them). Database files stay isolated.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'db', include: databaseTestFiles, isolate: false } },
    ],
  },
});
