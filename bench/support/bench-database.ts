import pg from 'pg';

/*
 * The long-lived benchmark database: unlike the foundation benches' throw-away
 * `gongsa_test_<random>` databases, 100,000 generated companies are worth keeping between runs,
 * so they live in one named database (default gongsa_bench) that generate-companies.ts fills and
 * company-search.bench.ts reads.
 */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gongsa_bench';

export function readBenchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
}

function splitDatabaseUrl(url: string): { adminUrl: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`BENCH_DATABASE_URL must name a plain database (a-z, 0-9, _), got '${name}'`);
  }
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), name };
}

/**
 * Drops (when asked) and creates the bench database on its server. C.UTF-8, like the test
 * databases: pg_trgm indexes no Hangul under the C locale.
 */
export async function prepareBenchDatabase(url: string, options: { reset: boolean }) {
  const { adminUrl, name } = splitDatabaseUrl(url);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (options.reset) await client.query(`drop database if exists ${name} with (force)`);
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) {
      await client.query(
        `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
      );
    }
  } finally {
    await client.end();
  }
}
