/*
 * GraphQL over HTTP: the real createApp in its own process on 127.0.0.1, a seeded in-memory
 * database behind it, and a bounded closed-loop load (8 requests in flight, 2,000 per query)
 * from this process with fetch. Reports throughput, latency percentiles, errors and the API
 * process's memory; it stops by itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeBenchDatabase, readBenchDriver } from './support/database';
import type { ControlMessage, ServerMessage, ServerSample } from './support/api-server';
import { runBenchScript, type BenchReport } from './support/report';
import { computePercentile, formatMiB, formatMs } from './support/stats';

const CONCURRENCY = 8;
const REQUESTS_PER_QUERY = 2_000;
const WARM_UP_REQUESTS = 100;
const SERVER_START_TIMEOUT_MS = 120_000;

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

type ApiServer = {
  url: string;
  driver: string;
  version: string;
  sample: () => Promise<ServerSample>;
  stop: () => Promise<void>;
};

function waitForMessage<T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ServerMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`API server sent no '${type}' within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: ServerMessage) => {
      if (message.type !== type) return;
      cleanUp();
      resolve(message as Extract<ServerMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      cleanUp();
      reject(new Error(`API server exited with code ${code} before '${type}'`));
    };
    function cleanUp() {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

async function startApiServer(): Promise<ApiServer> {
  const script = fileURLToPath(new URL('./support/api-server.ts', import.meta.url));
  const child = fork(script, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await waitForMessage(child, 'ready', SERVER_START_TIMEOUT_MS);
  const control = (message: ControlMessage) => child.send(message);
  return {
    url: `http://127.0.0.1:${ready.port}/graphql`,
    driver: ready.driver,
    version: ready.version,
    async sample() {
      const reply = waitForMessage(child, 'sample', 10_000);
      control({ type: 'sample' });
      const { memory, cpu } = await reply;
      return { memory, cpu };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      control({ type: 'stop' });
      await exited;
    },
  };
}

type LoadResult = {
  requests: number;
  errors: number;
  errorExamples: string[];
  elapsedMs: number;
  latenciesMs: number[];
  responseBytes: number;
};

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

/** A closed loop: CONCURRENCY workers each send their next request as soon as one returns. */
async function runLoad(url: string, scenario: Scenario, total: number): Promise<LoadResult> {
  let started = 0;
  let errors = 0;
  let responseBytes = 0;
  const errorExamples = new Set<string>();
  const latenciesMs: number[] = [];
  const startedAt = performance.now();
  async function work(): Promise<void> {
    while (started < total) {
      started += 1;
      const requestStartedAt = performance.now();
      try {
        const { bytes } = await sendQuery(url, scenario);
        responseBytes = bytes;
      } catch (error) {
        errors += 1;
        if (errorExamples.size < 3) errorExamples.add(String(error));
      }
      latenciesMs.push(performance.now() - requestStartedAt);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, work));
  return {
    requests: latenciesMs.length,
    errors,
    errorExamples: [...errorExamples],
    elapsedMs: performance.now() - startedAt,
    latenciesMs,
    responseBytes,
  };
}

function toCpuMs(sample: ServerSample): number {
  return (sample.cpu.user + sample.cpu.system) / 1000;
}

function describeSample(label: string, sample: ServerSample): Array<string | number> {
  const { rss, heapUsed, heapTotal, external } = sample.memory;
  return [label, formatMiB(rss), formatMiB(heapUsed), formatMiB(heapTotal), formatMiB(external)];
}

async function runApiLoadBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const server = await startApiServer();
  try {
    const memoryRows = [describeSample('ready (seeded, idle)', await server.sample())];
    for (const scenario of SCENARIOS) await runLoad(server.url, scenario, WARM_UP_REQUESTS);
    memoryRows.push(
      describeSample(`after warm-up (${WARM_UP_REQUESTS} per query)`, await server.sample()),
    );

    const rows: Array<Array<string | number>> = [];
    const highlights: string[] = [];
    const errorNotes: string[] = [];
    for (const scenario of SCENARIOS) {
      const before = await server.sample();
      const result = await runLoad(server.url, scenario, REQUESTS_PER_QUERY);
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
