import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is part of our workflow; migrations are applied by src/migrate.ts
// (on API start and in tests) so PGlite gets pg_trgm loaded first.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
  verbose: true,
});
