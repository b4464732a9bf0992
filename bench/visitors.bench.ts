/*
 * What a visit record costs the API (issue 16, ADR 0035). Every page load of a new tab sends
 * logVisitor, a visitor's first one createVisitorMeta too, so these run on every visit. Measured
 * as the browser calls them: GraphQL over HTTP, no token, each simulated visitor from its own
 * address (X-Forwarded-For from the trusted 127.0.0.1, as the web proxy forwards it), beside the
 * cheapest GraphQL request as the stack's floor. A last case sends every record from one address
 * (an office behind one NAT): the per-address budget's sliding window reads the address's recent
 * hits, so its cost grows with them. Figures only; nothing is asserted.
 */
import { randomUUID } from 'node:crypto';
import { describeBenchDatabase, readBenchDriver } from './support/database';
import { describeSample, runLoad, startApiServer, toCpuMs } from './support/load';
import { runBenchScript, type BenchReport } from './support/report';
import { computePercentile, formatMs } from './support/stats';

const WARM_UP = 50;
const SEQUENTIAL = 400;
const SIDE_BY_SIDE = 8;
const SIDE_BY_SIDE_TOTAL = 800;
/** One address's records in a row (below the raised budget, so none is refused). */
const ONE_ADDRESS_TOTAL = 600;

const FLOOR = 'query Floor { __typename }';
const LOG = `mutation LogVisitor($input: VisitorLogInput!) { logVisitor(input: $input) }`;
const META = `mutation CreateVisitorMeta($input: VisitorMetaInput!) { createVisitorMeta(input: $input) }`;
const LANDING = 'https://gongsa.example/?utm_source=naver&utm_medium=cpc&utm_campaign=spring';
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let addressCounter = 0;
/** A different client address for every simulated visitor (10.x.y.z). */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function postGraphql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  address: string,
): Promise<{ bytes: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': USER_AGENT,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 200)}`);
  return { bytes: Buffer.byteLength(text) };
}

function logInput(visitorId: string) {
  return {
    input: {
      visitorId,
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      refererUrl: 'https://search.naver.com/search.naver',
      userAgent: USER_AGENT,
    },
  };
}

async function runVisitorsBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  // Raised for the one-address case only; the other cases use a fresh address per visitor.
  process.env.VISITOR_WRITES_MAX_PER_IP = String(ONE_ADDRESS_TOTAL * 4);
  const server = await startApiServer();
  try {
    const cases: Array<{ label: string; send: () => Promise<{ bytes: number }> }> = [
      {
        label: 'floor: { __typename }',
        send: () => postGraphql(server.url, FLOOR, {}, nextAddress()),
      },
      {
        label: 'logVisitor (a visit)',
        send: () => postGraphql(server.url, LOG, logInput(randomUUID()), nextAddress()),
      },
      {
        label: 'createVisitorMeta, first time (a new visitor)',
        send: () =>
          postGraphql(
            server.url,
            META,
            { input: { visitorId: randomUUID(), firstLandingUrl: LANDING, utmSource: 'naver' } },
            nextAddress(),
          ),
      },
    ];
    const repeatedVisitor = randomUUID();
    cases.push({
      label: 'createVisitorMeta again (saved already: changes nothing)',
      send: () =>
        postGraphql(
          server.url,
          META,
          { input: { visitorId: repeatedVisitor, firstLandingUrl: LANDING } },
          nextAddress(),
        ),
    });

    const memoryRows = [describeSample('ready (seeded, idle)', await server.sample())];
    for (const benchCase of cases) {
      await runLoad(benchCase.send, { total: WARM_UP, concurrency: 1 });
    }

    const rows: Array<Array<string | number>> = [];
    const highlights: string[] = [];
    const measure = async (
      label: string,
      send: () => Promise<{ bytes: number }>,
      total: number,
      concurrency: number,
    ) => {
      const before = await server.sample();
      const result = await runLoad(send, { total, concurrency });
      const after = await server.sample();
      const p50 = computePercentile(result.latenciesMs, 50);
      const p95 = computePercentile(result.latenciesMs, 95);
      const cpuPerCall = (toCpuMs(after) - toCpuMs(before)) / result.requests;
      rows.push([
        label,
        concurrency,
        result.requests,
        result.errors,
        (result.requests / (result.elapsedMs / 1000)).toFixed(0),
        formatMs(p50),
        formatMs(p95),
        formatMs(computePercentile(result.latenciesMs, 99)),
        formatMs(cpuPerCall),
      ]);
      if (concurrency === 1) {
        highlights.push(
          `${label}: p50 ${formatMs(p50)} / p95 ${formatMs(p95)} ms, API CPU ${formatMs(cpuPerCall)} ms per call, ${result.errors} errors${result.errorExamples.length ? ` — ${result.errorExamples[0]}` : ''}`,
        );
      }
      return after;
    };

    for (const benchCase of cases) await measure(benchCase.label, benchCase.send, SEQUENTIAL, 1);
    for (const benchCase of cases.slice(0, 3)) {
      await measure(benchCase.label, benchCase.send, SIDE_BY_SIDE_TOTAL, SIDE_BY_SIDE);
    }
    const oneAddress = '10.255.0.1';
    const last = await measure(
      `logVisitor, all ${ONE_ADDRESS_TOTAL} from one address`,
      () => postGraphql(server.url, LOG, logInput(randomUUID()), oneAddress),
      ONE_ADDRESS_TOTAL,
      1,
    );
    memoryRows.push(describeSample('after the runs', last));

    let statements: string[] = [];
    if (driver === 'postgres') {
      const queries = await server.captureQueries(async () => {
        await postGraphql(server.url, LOG, logInput(randomUUID()), nextAddress());
      });
      statements = queries.map((query) => query.text.replace(/\s+/g, ' ').slice(0, 140));
    }

    return {
      title: `Visit records (${driver})`,
      highlights,
      sections: [
        {
          heading: 'Setup',
          paragraphs: [
            `createApp in a child process (NODE_ENV=production) on ${describeBenchDatabase(driver)}, seeded with demo data; the load comes from this process over keep-alive fetch without a token, as a visitor's browser sends it (through the web proxy: X-Forwarded-For from 127.0.0.1, a trusted proxy).`,
            `${WARM_UP} warm-up calls per case, then ${SEQUENTIAL} calls one at a time and ${SIDE_BY_SIDE_TOTAL} with ${SIDE_BY_SIDE} in flight. Each call is a new visitor from a new address (so the per-address budget reads one hit), except "again" (one visitor) and the last case (one address: its budget's window holds up to ${ONE_ADDRESS_TOTAL} hits, VISITOR_WRITES_MAX_PER_IP raised to ${ONE_ADDRESS_TOTAL * 4}).`,
          ],
        },
        {
          heading: 'Round trip',
          paragraphs: [
            '"API CPU/call" is the API process\'s user + system CPU during the run divided by the calls (the database server\'s own CPU is not in it on PostgreSQL).',
          ],
          table: {
            columns: [
              'call',
              'in flight',
              'calls',
              'errors',
              'calls/s',
              'p50 ms',
              'p95 ms',
              'p99 ms',
              'API CPU/call ms',
            ],
            numericColumns: [1, 2, 3, 4, 5, 6, 7, 8],
            rows,
          },
        },
        ...(statements.length > 0
          ? [
              {
                heading: 'SQL of one logVisitor',
                paragraphs: statements.map((text, index) => `${index + 1}. \`${text}\``),
              },
            ]
          : []),
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

await runBenchScript(runVisitorsBench);
