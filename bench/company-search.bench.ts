/*
 * The /company list under load: the `enterprises` query through GraphQL over HTTP (autocannon,
 * 50 connections) and the very SQL statements that request made, replayed with pg — one at a time
 * and 50 in flight on a pool the size of the API's — in the same run, on the generated companies of
 * generate-companies.ts. Cases: a trade + 시/도 filter sorted 평점순 ('2') and 추천순 ('1') at page 1
 * and at page 50 (reached by walking endCursor), and the name search with 1, 2 and 4 syllables and
 * 초성. Writes bench/results/company-search-postgres.md; reports figures, asserts nothing.
 *
 *   npm run bench:generate -w @gongsa/bench      # once: 100,000 companies into gongsa_bench
 *   npm run bench:companies -w @gongsa/bench
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readBenchDatabaseUrl } from './support/bench-database';
import { describeMachine, formatLoad } from './support/machine';
import { startApiServer, toCpuMs, type ApiServer } from './support/load';
import type { CapturedQuery } from './support/api-server';
import { renderReport, type BenchReport, type Section } from './support/report';
import { runAutocannon } from './support/autocannon';
import { groupIntoWaves, runRequestSql, runSqlConcurrent } from './support/sql-replay';
import {
  computePercentile,
  formatMs,
  summarizeLatencies,
  type LatencyFigures,
} from './support/stats';

const PAGE_SIZE = 20;
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 50);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;
const SINGLE_DURATION_S = 5;
const MEDIUM_CONNECTIONS = 10;
const SQL_SEQUENTIAL_RUNS = 100;
/** The API's own pool size (createDatabase's default), so the SQL runs queue the way the API does. */
const SQL_POOL_SIZE = 10;
const COMMON_TRADE_CODE = 'G02-01';
const COMMON_SI = '서울특별시';

/** As the web's CompanyList (apps/web/src/modules/company/graphql): CompanyCardFields per node. */
const CARD_FIELDS = `id uniqueId type companyName rating reviewCount portfolioCount si sigungu distance
  isFavorite mainCategoryPath licenseNames logoImg { thumbnailURL url } cri { id name }`;
const MINIMAL_FIELDS = 'id uniqueId companyName rating reviewCount';
const NODE_FIELDS = process.env.BENCH_FIELDS === 'minimal' ? MINIMAL_FIELDS : CARD_FIELDS;

/** The web counts up to 1,000 ("1,000개 이상"); BENCH_COUNT=exact measures the exact count instead. */
const IS_EXACT_COUNT = process.env.BENCH_COUNT === 'exact';
const COUNT_FIELD = IS_EXACT_COUNT ? 'totalCount' : 'totalCountCapped { count isCapped }';

const QUERY = `query BenchEnterprises($filter: EnterpriseFilterInput, $sort: String, $paging: PagingInput, $categoryIds: [ID!]) {
  enterprises(filter: $filter, sort: $sort, paging: $paging, categoryIds: $categoryIds) {
    ${COUNT_FIELD}
    pageInfo { endCursor hasNextPage }
    nodes { ${NODE_FIELDS} }
  }
}`;

type Variables = {
  filter?: { search?: string; locations?: string[] };
  sort: string;
  categoryIds?: string[];
};

type SearchCase = { label: string; variables: Variables; page: number };

type EnterprisesPage = {
  totalCount?: number;
  totalCountCapped?: { count: number; isCapped: boolean };
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Array<{ companyName: string | null }>;
};

type CaseResult = {
  searchCase: SearchCase;
  /** '1000+' when the count stopped at its limit. */
  totalCount: string;
  firstName: string;
  queries: CapturedQuery[];
  graphql: LatencyFigures & { errors: number };
  /** CPU time of the API process per request during the 50-connection run. */
  apiCpuMsPerRequest: number;
  graphqlTen: LatencyFigures & { errors: number };
  /** One connection: the latency of a request that does not queue behind others. */
  graphqlSingle: LatencyFigures & { errors: number };
  sqlSequential: LatencyFigures & { perQueryP50: number[]; waves: number[] };
  sqlConcurrent: LatencyFigures;
  sqlTen: LatencyFigures;
  explain: string;
};

function buildCases(tradeCategoryId: string): SearchCase[] {
  const tradeAndSi = (sort: string): Variables => ({
    sort,
    categoryIds: [tradeCategoryId],
    filter: { locations: [COMMON_SI] },
  });
  const search = (term: string): Variables => ({ sort: '1', filter: { search: term } });
  return [
    { label: `인테리어 + ${COMMON_SI}, 평점순 '2'`, variables: tradeAndSi('2'), page: 1 },
    { label: `인테리어 + ${COMMON_SI}, 평점순 '2'`, variables: tradeAndSi('2'), page: DEEP_PAGE },
    { label: `인테리어 + ${COMMON_SI}, 추천순 '1'`, variables: tradeAndSi('1'), page: 1 },
    { label: `인테리어 + ${COMMON_SI}, 추천순 '1'`, variables: tradeAndSi('1'), page: DEEP_PAGE },
    { label: `no filter, 추천순 '1'`, variables: { sort: '1' }, page: 1 },
    { label: `no filter, 추천순 '1'`, variables: { sort: '1' }, page: DEEP_PAGE },
    { label: `search '건' (1 syllable)`, variables: search('건'), page: 1 },
    { label: `search '철근' (2 syllables)`, variables: search('철근'), page: 1 },
    { label: `search '콘크리트' (4 syllables)`, variables: search('콘크리트'), page: 1 },
    { label: `search 'ㅊㄱ' (초성)`, variables: search('ㅊㄱ'), page: 1 },
  ];
}

function toBody(variables: Variables, after: string | null): string {
  return JSON.stringify({
    query: QUERY,
    variables: { ...variables, paging: { first: PAGE_SIZE, ...(after ? { after } : {}) } },
  });
}

async function fetchPage(url: string, body: string): Promise<EnterprisesPage> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await response.json()) as {
    data?: { enterprises?: EnterprisesPage };
    errors?: Array<{ message: string }>;
  };
  if (!response.ok || json.errors || !json.data?.enterprises) {
    throw new Error(
      `enterprises failed (${response.status}): ${JSON.stringify(json.errors ?? json)}`,
    );
  }
  return json.data.enterprises;
}

/** Follows endCursor from page 1 to the page before `page`; returns the cursor that opens `page`. */
async function walkToPage(url: string, variables: Variables, page: number): Promise<string | null> {
  let after: string | null = null;
  for (let current = 1; current < page; current += 1) {
    const result = await fetchPage(url, toBody(variables, after));
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor) {
      throw new Error(`Only ${current} pages for this case; generate more companies`);
    }
    after = result.pageInfo.endCursor;
  }
  return after;
}

/** One request at a time, SQL_SEQUENTIAL_RUNS times after a warm-up. */
async function runSqlSequential(pool: pg.Pool, queries: CapturedQuery[]) {
  const waves = groupIntoWaves(queries);
  for (let run = 0; run < 10; run += 1) await runRequestSql(pool, waves);
  const totals: number[] = [];
  const perQuery: number[][] = queries.map(() => []);
  const startedAt = performance.now();
  for (let run = 0; run < SQL_SEQUENTIAL_RUNS; run += 1) {
    const requestStartedAt = performance.now();
    const timings = await runRequestSql(pool, waves);
    totals.push(performance.now() - requestStartedAt);
    queries.forEach((query, index) => perQuery[index]?.push(timings.get(query) ?? Number.NaN));
  }
  return {
    ...summarizeLatencies(totals, performance.now() - startedAt),
    perQueryP50: perQuery.map((samples) => computePercentile(samples, 50)),
    waves: waves.map((wave) => wave.length),
  };
}

async function explain(pool: pg.Pool, query: CapturedQuery): Promise<string> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.text}`,
    query.values,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function runCase(api: ApiServer, pool: pg.Pool, searchCase: SearchCase): Promise<CaseResult> {
  const after = await walkToPage(api.url, searchCase.variables, searchCase.page);
  const body = toBody(searchCase.variables, after);
  const page = await fetchPage(api.url, body);
  const queries = await api.captureQueries(() => fetchPage(api.url, body));
  await runAutocannon(api.url, body, { connections: CONNECTIONS, durationS: WARM_UP_S });
  await fetchPage(api.url, body);
  const cpuBefore = toCpuMs(await api.sample());
  const graphql = await runAutocannon(api.url, body, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  // Includes the requests autocannon left in flight, which the API still finishes.
  await fetchPage(api.url, body);
  const apiCpuMsPerRequest = (toCpuMs(await api.sample()) - cpuBefore) / (graphql.requests + 1);
  const graphqlTen = await runAutocannon(api.url, body, {
    connections: MEDIUM_CONNECTIONS,
    durationS: SINGLE_DURATION_S,
  });
  await fetchPage(api.url, body);
  const graphqlSingle = await runAutocannon(api.url, body, {
    connections: 1,
    durationS: SINGLE_DURATION_S,
  });
  const sqlSequential = await runSqlSequential(pool, queries);
  const sqlConcurrent = await runSqlConcurrent(pool, queries, {
    concurrency: CONNECTIONS,
    durationS: DURATION_S,
  });
  const sqlTen = await runSqlConcurrent(pool, queries, {
    concurrency: MEDIUM_CONNECTIONS,
    durationS: SINGLE_DURATION_S,
  });
  // The statement that costs the most is the one whose plan is worth reading.
  let slowest = 0;
  sqlSequential.perQueryP50.forEach((ms, index) => {
    if (ms > (sqlSequential.perQueryP50[slowest] ?? 0)) slowest = index;
  });
  const slowestQuery = queries[slowest];
  return {
    searchCase,
    totalCount: page.totalCountCapped
      ? `${page.totalCountCapped.count}${page.totalCountCapped.isCapped ? '+' : ''}`
      : String(page.totalCount ?? '–'),
    firstName: page.nodes[0]?.companyName ?? '–',
    queries,
    graphql,
    apiCpuMsPerRequest,
    graphqlTen,
    graphqlSingle,
    sqlSequential,
    sqlConcurrent,
    sqlTen,
    explain: slowestQuery
      ? `${slowestQuery.text}\n-- values: ${JSON.stringify(slowestQuery.values)}\n\n${await explain(pool, slowestQuery)}`
      : '(no SQL)',
  };
}

function formatRate(value: number): string {
  return value.toFixed(0);
}

const LATENCY_COMPARISON_COLUMNS = [
  'GQL req/s',
  'GQL p50',
  'GQL p95',
  'GQL p99',
  'SQL req/s',
  'SQL p50',
  'SQL p95',
  'SQL p99',
  'p95 GQL/SQL',
];

/** The cells under LATENCY_COMPARISON_COLUMNS (without SQL req/s when hasSqlRate is false). */
function formatLatencyComparison(
  graphql: LatencyFigures,
  sql: LatencyFigures,
  options: { hasSqlRate: boolean } = { hasSqlRate: true },
): string[] {
  return [
    formatRate(graphql.perSecond),
    formatMs(graphql.p50),
    formatMs(graphql.p95),
    formatMs(graphql.p99),
    ...(options.hasSqlRate ? [formatRate(sql.perSecond)] : []),
    formatMs(sql.p50),
    formatMs(sql.p95),
    formatMs(sql.p99),
    (graphql.p95 / sql.p95).toFixed(2),
  ];
}

function caseName(result: CaseResult): string {
  return `${result.searchCase.label}, page ${result.searchCase.page}`;
}

function buildReport(
  results: CaseResult[],
  facts: {
    companies: number;
    version: string;
    startLoad: string;
    endLoad: string;
    startedAt: Date;
  },
): BenchReport {
  const machine = describeMachine('Machine and data', facts, [
    ['database', `${facts.version.split(',')[0] ?? facts.version}, ${readBenchDatabaseUrl()}`],
    ['listed companies', facts.companies.toLocaleString('en')],
    [
      'load',
      `autocannon ${CONNECTIONS} connections × ${DURATION_S} s after ${WARM_UP_S} s warm-up, then ${MEDIUM_CONNECTIONS} and 1 connection × ${SINGLE_DURATION_S} s, in the bench process; API in its own process (production mode, pool ${SQL_POOL_SIZE}); PostgreSQL on the same 2 cores`,
    ],
    [
      'selection',
      process.env.BENCH_FIELDS === 'minimal'
        ? 'minimal node fields'
        : `as the web CompanyList: ${COUNT_FIELD}, pageInfo, nodes with CompanyCardFields`,
    ],
  ]);
  const loaded: Section = {
    heading: `${CONNECTIONS} requests in flight (ms): GraphQL over HTTP vs the same SQL on a pool of ${SQL_POOL_SIZE}`,
    paragraphs: [
      'SQL = every statement the GraphQL request sent (recorded in the API process), replayed with the same parameters and the same overlap (statements the API ran at once run at once). Closed loops: latency ≈ in-flight ÷ throughput, so at 50 in flight p95 mostly measures queueing. API CPU/req = user + system CPU of the API process per request (ms) during that run.',
    ],
    table: {
      columns: ['case', 'total', 'stmts', ...LATENCY_COMPARISON_COLUMNS, 'API CPU/req', 'errors'],
      numericColumns: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
      rows: results.map((result) => [
        caseName(result),
        result.totalCount,
        result.queries.length,
        ...formatLatencyComparison(result.graphql, result.sqlConcurrent),
        formatMs(result.apiCpuMsPerRequest),
        result.graphql.errors,
      ]),
    },
  };
  const medium: Section = {
    heading: `${MEDIUM_CONNECTIONS} requests in flight for ${SINGLE_DURATION_S} s (ms): GraphQL vs the same SQL`,
    table: {
      columns: ['case', ...LATENCY_COMPARISON_COLUMNS],
      numericColumns: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      rows: results.map((result) => [
        caseName(result),
        ...formatLatencyComparison(result.graphqlTen, result.sqlTen),
      ]),
    },
  };
  const single: Section = {
    heading:
      'One request at a time (ms): GraphQL (autocannon, 1 connection) vs the SQL on one connection',
    table: {
      // One statement after another has no throughput worth comparing: no SQL req/s column.
      columns: ['case', ...LATENCY_COMPARISON_COLUMNS.filter((column) => column !== 'SQL req/s')],
      numericColumns: [1, 2, 3, 4, 5, 6, 7, 8],
      rows: results.map((result) => [
        caseName(result),
        ...formatLatencyComparison(result.graphqlSingle, result.sqlSequential, {
          hasSqlRate: false,
        }),
      ]),
    },
  };
  const statements: Section = {
    heading: 'Statements per request (one request at a time, p50 per statement in ms)',
    paragraphs: [
      'In the order the API sent them; waves = statements the API ran at the same time (e.g. 2 + 2: page ‖ count, then cards ‖ licences).',
    ],
    table: {
      columns: ['case', 'waves', 'p50 per statement', 'first company'],
      rows: results.map((result) => [
        caseName(result),
        result.sqlSequential.waves.join(' + '),
        result.sqlSequential.perQueryP50.map((ms) => formatMs(ms)).join(' / '),
        result.firstName,
      ]),
    },
  };
  const plans: Section = {
    heading: 'EXPLAIN (ANALYZE, BUFFERS) of the costliest statement per case',
    blocks: results.map((result) => ({ title: caseName(result), text: result.explain })),
  };
  const passes = results.filter(
    (result) => result.graphql.p95 <= 30 && result.graphql.p95 <= 1.5 * result.sqlConcurrent.p95,
  );
  return {
    title: `Company search — ${facts.companies.toLocaleString('en')} companies, PostgreSQL`,
    highlights: [
      `GraphQL p95 ≤ 30 ms and ≤ 1.5× SQL at ${CONNECTIONS} in flight: ${passes.length} of ${results.length} cases`,
      ...results.map(
        (result) =>
          `${caseName(result)}: ${CONNECTIONS} in flight GraphQL p95 ${formatMs(result.graphql.p95)} ms (${formatRate(result.graphql.perSecond)} req/s) vs SQL ${formatMs(result.sqlConcurrent.p95)} ms; one at a time ${formatMs(result.graphqlSingle.p95)} vs ${formatMs(result.sqlSequential.p95)} ms`,
      ),
    ],
    sections: [machine, loaded, medium, single, statements, plans],
  };
}

async function countListedCompanies(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ count: string }>(
    `select count(*) as count from profiles where deleted_at is null and is_view and type <> 'CONSUMER'`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

async function main(): Promise<void> {
  const url = readBenchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: url, max: SQL_POOL_SIZE });
  const startedAt = new Date();
  const startLoad = formatLoad();
  const companies = await countListedCompanies(pool);
  if (companies === 0) {
    throw new Error(`No companies in ${url}: run npm run bench:generate -w @gongsa/bench first`);
  }
  const trade = await pool.query<{ id: string }>('select id from categories where code = $1', [
    COMMON_TRADE_CODE,
  ]);
  const tradeCategoryId = trade.rows[0]?.id;
  if (!tradeCategoryId) throw new Error(`Category ${COMMON_TRADE_CODE} missing`);
  const version = (await pool.query<{ version: string }>('select version() as version')).rows[0]
    ?.version;

  process.env.BENCH_API_DATABASE_URL = url;
  const api = await startApiServer();
  const results: CaseResult[] = [];
  try {
    const only = process.env.BENCH_CASES?.split(',').map(Number);
    for (const [index, searchCase] of buildCases(tradeCategoryId).entries()) {
      if (only && !only.includes(index + 1)) continue;
      console.info(`▶ ${searchCase.label}, page ${searchCase.page}`);
      const result = await runCase(api, pool, searchCase);
      console.info(
        `  GraphQL p50/p95/p99 ${formatMs(result.graphql.p50)}/${formatMs(result.graphql.p95)}/${formatMs(result.graphql.p99)} ms, ${formatRate(result.graphql.perSecond)} req/s, API CPU ${formatMs(result.apiCpuMsPerRequest)} ms/req; SQL×50 p95 ${formatMs(result.sqlConcurrent.p95)} ms; GraphQL×10 p95 ${formatMs(result.graphqlTen.p95)} vs SQL×10 ${formatMs(result.sqlTen.p95)} ms; SQL×1 p50 ${formatMs(result.sqlSequential.p50)} ms`,
      );
      results.push(result);
    }
  } finally {
    await api.stop();
    await pool.end();
  }
  const report = buildReport(results, {
    companies,
    version: version ?? 'unknown',
    startLoad,
    endLoad: formatLoad(),
    startedAt,
  });
  const markdown = renderReport(report, 1);
  const target = fileURLToPath(new URL('./results/company-search-postgres.md', import.meta.url));
  writeFileSync(target, markdown);
  console.info(markdown);
  console.info(`Wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
