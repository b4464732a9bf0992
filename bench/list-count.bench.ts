/**
 * The company list's count: exact (`totalCount`, what every /company view asked for until issue 11)
 * against the capped count the web asks for now (`totalCountCapped`, LIMIT 1,001), on the
 * generated 100k database (npm run bench:generate). Same statements the API builds (the repository
 * functions), PostgreSQL execution time from EXPLAIN ANALYZE and round trips timed on one
 * connection, both in the same run. Prints a Markdown table; figures go to RESULTS.md by hand.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/gongsa_bench npx tsx bench/list-count.bench.ts
 */
import { createDatabase } from '@gongsa/db';
import { sql } from 'drizzle-orm';
import {
  countEnterprises,
  countEnterprisesUpTo,
  type EnterpriseListFilter,
} from '../apps/api/src/modules/enterprises/enterprises.repository';
import { readBenchDatabaseUrl } from './support/bench-database';
import { computePercentile } from './support/stats';

const RUNS = 15;
const CAP = 1000;

async function main(): Promise<void> {
  const handle = await createDatabase({ url: readBenchDatabaseUrl(), maxConnections: 1 });
  const { db } = handle;
  const [trade] = (
    await db.execute<{ id: number }>(sql`select id from categories where code = 'G02-01' limit 1`)
  ).rows;
  const cases: Array<{ label: string; filter: EnterpriseListFilter }> = [
    { label: 'no filter (the /company landing)', filter: {} },
    { label: "name '건' (16k matches)", filter: { nameWords: ['건'] } },
    { label: "name '목' (rare syllable)", filter: { nameWords: ['목'] } },
    { label: "name '철근'", filter: { nameWords: ['철근'] } },
    {
      label: 'trade G02-01 + 서울특별시',
      filter: { categoryIds: trade ? [Number(trade.id)] : [], siList: ['서울특별시'] },
    },
  ];

  const rows: string[] = [];
  for (const { label, filter } of cases) {
    const exact: number[] = [];
    const capped: number[] = [];
    let exactValue = 0;
    let cappedValue = 0;
    // Alternate the two so the machine's noise falls on both alike.
    for (let run = 0; run < RUNS; run += 1) {
      let started = performance.now();
      exactValue = await countEnterprises(db, filter);
      exact.push(performance.now() - started);
      started = performance.now();
      cappedValue = await countEnterprisesUpTo(db, filter, CAP);
      capped.push(performance.now() - started);
    }
    const p50Exact = computePercentile(exact, 50);
    const p50Capped = computePercentile(capped, 50);
    rows.push(
      `| ${label} | ${exactValue.toLocaleString('en')} | ${p50Exact.toFixed(2)} | ${Math.min(cappedValue, CAP).toLocaleString('en')}${cappedValue > CAP ? '+' : ''} | ${p50Capped.toFixed(2)} | ${(p50Capped / p50Exact).toFixed(2)}× |`,
    );
  }
  console.info(`count p50 over ${RUNS} alternating runs, one connection (ms)\n`);
  console.info('| case | exact count | exact ms | capped count | capped ms | capped ÷ exact |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.info(row);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
