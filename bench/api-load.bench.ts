/*
 * GraphQL over HTTP: the real createApp in its own process on 127.0.0.1, a seeded in-memory
 * database behind it, and a bounded closed-loop load (8 requests in flight, 2,000 per query)
 * from this process with fetch. Reports throughput, latency percentiles, errors and the API
 * process's memory; it stops by itself.
 */
import { describeBenchDatabase, readBenchDriver } from './support/database';
import { describeSample, runLoad, startApiServer, toCpuMs } from './support/load';
import { runBenchScript, type BenchReport } from './support/report';
import { computePercentile, formatMs } from './support/stats';

const CONCURRENCY = 8;
const REQUESTS_PER_QUERY = 2_000;
const WARM_UP_REQUESTS = 100;

type Scenario = {
  label: string;
  query: string;
  /** What a correct answer looks like; anything else counts as an error. */
  isExpected: (data: Record<string, unknown>) => boolean;
};

function isNonEmptyArray(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0;
}

const SCENARIOS: Scenario[] = [
  {
    label: 'serviceManage { companyName }',
    query: '{ serviceManage { companyName } }',
    isExpected: (data) => {
      const serviceManage = data.serviceManage as { companyName?: unknown } | undefined;
      return typeof serviceManage?.companyName === 'string' && serviceManage.companyName !== '';
    },
  },
  {
    label: 'categories(parentId: null)',
    query: '{ categories(parentId: null) { id name code parentId path } }',
    isExpected: (data) => isNonEmptyArray(data.categories),
  },
  {
    label: 'sigunguList(si: "서울특별시")',
    query: '{ sigunguList(si: "서울특별시") { id si gungu code } }',
    isExpected: (data) => isNonEmptyArray(data.sigunguList),
  },
];

async function sendQuery(url: string, scenario: Scenario): Promise<{ bytes: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: scenario.query }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 200)}`);
  if (!body.data || !scenario.isExpected(body.data)) throw new Error('unexpected data');
  return { bytes: Buffer.byteLength(text) };
}

async function runApiLoadBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const server = await startApiServer();
  try {
    const memoryRows = [describeSample('ready (seeded, idle)', await server.sample())];
    for (const scenario of SCENARIOS)
      await runLoad(() => sendQuery(server.url, scenario), {
        total: WARM_UP_REQUESTS,
        concurrency: CONCURRENCY,
      });
    memoryRows.push(
      describeSample(`after warm-up (${WARM_UP_REQUESTS} per query)`, await server.sample()),
    );

    const rows: Array<Array<string | number>> = [];
    const highlights: string[] = [];
    const errorNotes: string[] = [];
    for (const scenario of SCENARIOS) {
      const before = await server.sample();
      const result = await runLoad(() => sendQuery(server.url, scenario), {
        total: REQUESTS_PER_QUERY,
        concurrency: CONCURRENCY,
      });
      const after = await server.sample();
      const requestsPerSecond = result.requests / (result.elapsedMs / 1000);
      const serverCpuPerRequest = (toCpuMs(after) - toCpuMs(before)) / result.requests;
      const p50 = computePercentile(result.latenciesMs, 50);
      const p95 = computePercentile(result.latenciesMs, 95);
      const p99 = computePercentile(result.latenciesMs, 99);
      rows.push([
        scenario.label,
        result.requests,
        result.errors,
        requestsPerSecond.toFixed(0),
        formatMs(p50),
        formatMs(p95),
        formatMs(p99),
        formatMs(Math.max(...result.latenciesMs)),
        formatMs(serverCpuPerRequest),
        result.responseBytes,
      ]);
      highlights.push(
        `${scenario.label}: ${requestsPerSecond.toFixed(0)} req/s, p50 ${formatMs(p50)} / p95 ${formatMs(p95)} / p99 ${formatMs(p99)} ms, ${result.errors} errors`,
      );
      if (result.errors > 0)
        errorNotes.push(`${scenario.label}: ${result.errorExamples.join('; ')}`);
      memoryRows.push(describeSample(`after ${scenario.label}`, after));
    }

    return {
      title: `API load (${driver})`,
      highlights,
      sections: [
        {
          heading: 'Setup',
          paragraphs: [
            `createApp (apps/api) in a child process, listening on an ephemeral port of 127.0.0.1, NODE_ENV=production, request logs at info written to /dev/null. Database: ${describeBenchDatabase(driver)}, seeded with reference + demo data (createTestDatabase({ seed: 'demo' })). Server: ${server.version}.`,
            `Load: fetch (undici, keep-alive) from the bench process, a closed loop of ${CONCURRENCY} concurrent requests, ${REQUESTS_PER_QUERY.toLocaleString('en-US')} POST /graphql per query after ${WARM_UP_REQUESTS} warm-up requests each; queries run one after another. Client and server share the machine's CPUs. A request counts as an error unless it answers HTTP 200, without GraphQL errors, with the expected data.`,
          ],
        },
        {
          heading: 'Throughput and latency',
          paragraphs: [
            'Latency is measured by the client, from sending the request to reading the whole body. "API CPU/req" is user + system CPU time of the API process during the run divided by the requests.',
            ...errorNotes.map((note) => `Errors — ${note}`),
          ],
          table: {
            columns: [
              'query',
              'requests',
              'errors',
              'req/s',
              'p50 ms',
              'p95 ms',
              'p99 ms',
              'max ms',
              'API CPU/req ms',
              'response bytes',
            ],
            numericColumns: [1, 2, 3, 4, 5, 6, 7, 8, 9],
            rows,
          },
        },
        {
          heading: 'API process memory',
          paragraphs: ['process.memoryUsage() of the API process, no forced GC.'],
          table: {
            columns: ['moment', 'RSS MiB', 'heap used MiB', 'heap total MiB', 'external MiB'],
            numericColumns: [1, 2, 3, 4],
            rows: memoryRows,
          },
        },
      ],
    };
  } finally {
    await server.stop();
  }
}

await runBenchScript(runApiLoadBench);
