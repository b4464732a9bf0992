import { defineConfig } from 'vitest/config';

// One runner for every workspace. Database tests get a fresh PGlite per file by default,
// or a fresh database on the server named by DATABASE_URL (see packages/db/src/testing.ts).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
