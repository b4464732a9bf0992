/*
 * Do two API processes on one PostgreSQL serve more than one on this machine (issue 11)? The
 * company list (no filter) and the bid list, as the web sends them, on the generated 100k
 * database: first one API process with every connection, then two processes with half the
 * connections each at the same time (the load balancer's job done by the load generator). Same
 * total in flight (20 and 50), same run, same database. Figures only.
 *
 *   npm run bench:generate -w @gongsa/bench       # once: 100,000 companies
 *   npm run bench:two-processes -w @gongsa/bench
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readApiNodeFlags } from './support/api-node-flags';
import { runAutocannon } from './support/autocannon';
import { readBenchDatabaseUrl } from './support/bench-database';
import { describeMachine, formatLoad } from './support/machine';
import { startApiServer, toCpuMs, type ApiServer } from './support/load';
import { openPostgresCpu } from './support/postgres-cpu';
import { renderReport, type Section } from './support/report';
import { formatMs } from './support/stats';
import { BID_LIST, COMPANY_LIST } from './support/web-documents';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const WARM_UP_S = 2;
const IN_FLIGHT = [20, 50] as const;
const REPORT_PATH =
  process.env.BENCH_REPORT ??
  fileURLToPath(new URL('./results/issue-11/two-processes.md', import.meta.url));

const CASES = [
  {
    label: 'company list, no filter (20 cards)',
    body: JSON.stringify({ query: COMPANY_LIST, variables: { sort: '1', paging: { first: 20 } } }),
  },
  {
    label: 'bid list (20 cards)',
    body: JSON.stringify({
      query: BID_LIST,
      variables: { paging: { first: 20 }, withTotalCount: true },
    }),
  },
];

type Result = { perSecond: number; p95: number; errors: number; apiCpuMs: number; pgMs: number };

/** Every server gets `inFlight / servers.length` connections at the same time. */
async function measure(
  servers: ApiServer[],
  body: string,
  inFlight: number,
  pgCpu: Awaited<ReturnType<typeof openPostgresCpu>>,
): Promise<Result> {
  const connections = inFlight / servers.length;
  const load = (durationS: number) =>
    Promise.all(
      servers.map((server) => runAutocannon(server.url, body, { connections, durationS })),
    );
  await load(WARM_UP_S);
  const cpuBefore = await Promise.all(
    servers.map(async (server) => toCpuMs(await server.sample())),
  );
  pgCpu?.start();
  const runs = await load(DURATION_S);
  const pgMs = pgCpu?.readMs() ?? Number.NaN;
  const cpuAfter = await Promise.all(servers.map(async (server) => toCpuMs(await server.sample())));
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const apiCpu = cpuAfter.reduce((sum, value, index) => sum + value - cpuBefore[index]!, 0);
  return {
    perSecond: runs.reduce((sum, run) => sum + run.perSecond, 0),
    // The slower process's p95: what the worse-served half of the users sees.
    p95: Math.max(...runs.map((run) => run.p95)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    apiCpuMs: apiCpu / requests,
    pgMs: pgMs / requests,
  };
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const startLoad = formatLoad();
  const url = readBenchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const pgCpu = await openPostgresCpu(pool);
  process.env.BENCH_API_DATABASE_URL = url;
  const nodeFlags = readApiNodeFlags();
  const first = await startApiServer({ nodeFlags });
  const second = await startApiServer({ nodeFlags });
  const rows: string[][] = [];
  try {
    for (const benchCase of CASES) {
      for (const inFlight of IN_FLIGHT) {
        const one = await measure([first], benchCase.body, inFlight, pgCpu);
        const two = await measure([first, second], benchCase.body, inFlight, pgCpu);
        rows.push([
          benchCase.label,
          String(inFlight),
          one.perSecond.toFixed(0),
          two.perSecond.toFixed(0),
          `${(two.perSecond / one.perSecond).toFixed(2)}×`,
          formatMs(one.p95),
          formatMs(two.p95),
          formatMs(one.apiCpuMs),
          formatMs(two.apiCpuMs),
          formatMs(one.pgMs),
          formatMs(two.pgMs),
          String(one.errors + two.errors),
        ]);
        console.error(`✓ ${benchCase.label} at ${inFlight}`);
      }
    }
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await pool.end();
  }
  const sections: Section[] = [
    describeMachine('Machine', { startedAt, startLoad, endLoad: formatLoad() }, [
      ['API node flags', nodeFlags.join(' ') || '(none)'],
      [
        'load',
        `autocannon, ${DURATION_S} s after ${WARM_UP_S} s warm-up, per case and process count`,
      ],
    ]),
    {
      heading: 'One API process vs two on one PostgreSQL (same total in flight)',
      table: {
        columns: [
          'case',
          'in flight',
          '1 process req/s',
          '2 processes req/s',
          '2 ÷ 1',
          '1 p95 ms',
          '2 p95 ms',
          '1 API CPU ms/req',
          '2 API CPU ms/req',
          '1 PG ms/req',
          '2 PG ms/req',
          'errors',
        ],
        rows,
      },
    },
  ];
  const report = renderReport({ title: 'Two API processes (issue 11)', highlights: [], sections });
  writeFileSync(REPORT_PATH, report);
  console.info(report);
}

await main();
