/*
 * Fills the benchmark database with generated companies:
 *
 *   npm run bench:generate -w @gongsa/bench                 # 100,000 into a fresh gongsa_bench
 *   npm run bench:generate -w @gongsa/bench -- --count 20000 --keep   # append to what is there
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gongsa_bench) names the database;
 * without --keep it is dropped and recreated, migrated and given the reference data first.
 */
import { parseArgs } from 'node:util';
import { createDatabase, migrate, seedReference } from '@gongsa/db';
import { generateCompanies } from '../packages/db/src/seed/generate-companies';
import { prepareBenchDatabase, readBenchDatabaseUrl } from './support/bench-database';

const DEFAULT_COUNT = 100_000;

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: String(DEFAULT_COUNT) },
      seed: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count <= 0) throw new Error(`--count must be a positive integer`);
  const url = readBenchDatabaseUrl();
  const startedAt = performance.now();
  await prepareBenchDatabase(url, { reset: !values.keep });
  const handle = await createDatabase({ url });
  try {
    const setupStartedAt = performance.now();
    await migrate(handle.db, handle.driver);
    await seedReference(handle.db);
    const setupMs = performance.now() - setupStartedAt;
    console.info(`database ${url} ready (migrate + reference data ${formatSeconds(setupMs)})`);
    let lastReport = 0;
    const result = await generateCompanies(handle.db, {
      count,
      seed: values.seed === undefined ? undefined : Number(values.seed),
      onProgress(inserted, total) {
        if (inserted - lastReport >= total / 10 || inserted === total) {
          lastReport = inserted;
          const elapsed = formatSeconds(performance.now() - setupStartedAt - setupMs);
          console.info(
            `  ${inserted.toLocaleString('en')} / ${total.toLocaleString('en')} companies (${elapsed})`,
          );
        }
      },
    });
    console.info(
      [
        `inserted ${result.profiles.toLocaleString('en')} companies in ${formatSeconds(result.elapsedMs)}:`,
        `users ${result.users}, profile_categories ${result.profileCategories},`,
        `profile_licenses ${result.profileLicenses}, profile_addresses ${result.profileAddresses},`,
        `enterprise_financials ${result.enterpriseFinancials}, enterprise_credits ${result.enterpriseCredits}`,
      ].join(' '),
    );
    console.info(`total ${formatSeconds(performance.now() - startedAt)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
