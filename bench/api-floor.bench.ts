/*
 * What one API request costs against its floors (issue 11), in one run on the generated 100k
 * database: for `{ __typename }`, the company list (no filter; trade + 시/도), the bid list and a
 * draft autosave, each as the web sends it,
 *   - floor: a bare Yoga server answering the same document with the same data from memory,
 *   - SQL: the statements our API sent for that request, replayed with pg (same overlap),
 *   - before: the API of another checkout (BENCH_BEFORE_ROOT, e.g. a worktree of the commit the
 *     work started from), when given,
 *   - after: this checkout's API, started with the V8 flags of `npm start`,
 * at 10 and 50 requests in flight (autocannon): req/s, p50/p95, CPU of the serving process per
 * request (process.cpuUsage) and PostgreSQL CPU per request (/proc of its processes).
 * Also checks that before and after answer byte for byte the same. Figures only.
 *
 *   npm run bench:generate -w @gongsa/bench       # once: 100,000 companies
 *   BENCH_BEFORE_ROOT=/path/to/old/checkout npm run bench:api-floor -w @gongsa/bench
 *   # BENCH_BEFORE_WITHOUT_INDEXES=name,…: indexes the before commit lacked, ignored while it runs
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signAccessToken } from '../apps/api/src/modules/auth/access-token';
import { readApiNodeFlags } from './support/api-node-flags';
import type { CapturedQuery } from './support/api-server';
import { runAutocannon } from './support/autocannon';
import { readBenchDatabaseUrl } from './support/bench-database';
import { BENCH_JWT_SECRET } from './support/bench-jwt';
import { buildPayload } from './support/draft-payload';
import { describeMachine, formatLoad } from './support/machine';
import { startApiServer, toCpuMs, type ApiServer } from './support/load';
import { openPostgresCpu } from './support/postgres-cpu';
import { renderReport, type BenchReport, type Section } from './support/report';
import { runSqlConcurrent } from './support/sql-replay';
import { formatMs, type LatencyFigures } from './support/stats';
import { BID_LIST, COMPANY_LIST } from './support/web-documents';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const WARM_UP_S = 2;
const IN_FLIGHT = [10, 50] as const;
/** The API's own pool size (createDatabase's default). */
const SQL_POOL_SIZE = 10;
const MIN_LIVE_ANNOUNCEMENTS = 60;
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const BEFORE_LABEL = process.env.BENCH_BEFORE_LABEL ?? 'before';
/**
 * Indexes the before commit did not have (comma-separated names): while the before API is
 * measured they are marked invalid, so the planner ignores them (writes still keep them up to
 * date), and valid again afterwards. The before API then plans as it did on its own schema.
 */
const BEFORE_WITHOUT_INDEXES = (process.env.BENCH_BEFORE_WITHOUT_INDEXES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const REPORT_PATH =
  process.env.BENCH_REPORT ??
  fileURLToPath(new URL('./results/issue-11/api-floor-postgres.md', import.meta.url));

const SAVE_DRAFT = `mutation SaveDraft($data: AnnouncementInput!, $id: ID!) {
  updateAnnouncementTemp(data: $data, updateAnnouncementTempId: $id) { id step updatedAt }
}`;
const CREATE_DRAFT = `mutation CreateDraft($data: AnnouncementInput!, $tempId: String) {
  createAnnouncementTemp(data: $data, tempId: $tempId) { id }
}`;
const PUBLISH = `mutation Publish($data: AnnouncementInput!) { createAnnouncement(data: $data) { id } }`;

type BenchCase = {
  label: string;
  operationName: string | null;
  body: string;
  headers: Record<string, string>;
};

type Run = LatencyFigures & { errors: number; cpuMsPerRequest: number; pgMsPerRequest: number };
type PgCpu = { start: () => void; readMs: () => number };
type TargetName = 'floor' | 'SQL' | 'before' | 'after';
type CaseResult = {
  benchCase: BenchCase;
  isSameAnswer: boolean | null;
  answerBytes: number;
  statements: number;
  runs: Map<TargetName, Map<number, Run>>;
};

async function post(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ text: string; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  const json = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
  if (!response.ok || json.errors || !json.data) {
    throw new Error(`GraphQL failed (${response.status}): ${text.slice(0, 300)}`);
  }
  return { text, data: json.data };
}

function toBody(query: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ query, variables });
}

/** Writes the bench needs: enough live requests for a full bid-list page, through our API. */
async function ensureAnnouncements(
  pool: pg.Pool,
  api: ApiServer,
  tokens: string[],
  categoryIds: string[],
): Promise<void> {
  const { rows } = await pool.query<{ count: number }>(
    `select count(*)::int as count from announcements
     where deleted_at is null and state = 'RECRUITING' and posting_end_at > now()`,
  );
  const missing = MIN_LIVE_ANNOUNCEMENTS - (rows[0]?.count ?? 0);
  for (let index = 0; index < missing; index += 1) {
    const token = tokens[index % tokens.length]!;
    await post(api.url, toBody(PUBLISH, { data: buildPayload(categoryIds, 8, index) }), {
      authorization: `Bearer ${token}`,
    });
  }
}

async function measureServer(
  server: ApiServer,
  benchCase: BenchCase,
  pgCpu: PgCpu,
): Promise<Map<number, Run>> {
  const runs = new Map<number, Run>();
  const load = (connections: number, durationS: number) =>
    runAutocannon(server.url, benchCase.body, {
      connections,
      durationS,
      headers: benchCase.headers,
    });
  await load(IN_FLIGHT[0], WARM_UP_S);
  for (const connections of IN_FLIGHT) {
    const cpuBefore = toCpuMs(await server.sample());
    pgCpu.start();
    const figures = await load(connections, DURATION_S);
    // The requests autocannon left in flight still finish on the server.
    await post(server.url, benchCase.body, benchCase.headers).catch(() => undefined);
    const requests = figures.requests + 1;
    runs.set(connections, {
      ...figures,
      cpuMsPerRequest: (toCpuMs(await server.sample()) - cpuBefore) / requests,
      pgMsPerRequest: pgCpu.readMs() / requests,
    });
  }
  return runs;
}

async function measureSql(
  pool: pg.Pool,
  queries: CapturedQuery[],
  pgCpu: PgCpu,
): Promise<Map<number, Run>> {
  const runs = new Map<number, Run>();
  await runSqlConcurrent(pool, queries, { concurrency: IN_FLIGHT[0], durationS: WARM_UP_S });
  for (const concurrency of IN_FLIGHT) {
    pgCpu.start();
    const cpuBefore = process.cpuUsage();
    const figures = await runSqlConcurrent(pool, queries, { concurrency, durationS: DURATION_S });
    const cpu = process.cpuUsage(cpuBefore);
    runs.set(concurrency, {
      ...figures,
      errors: 0,
      // The replaying process (pg's protocol work only): the floor of any Node client.
      cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / figures.requests,
      pgMsPerRequest: pgCpu.readMs() / figures.requests,
    });
  }
  return runs;
}

async function setIndexesValid(pool: pg.Pool, names: string[], isValid: boolean): Promise<void> {
  if (names.length === 0) return;
  await pool.query(
    `update pg_index set indisvalid = $1
     where indexrelid = any(array(select to_regclass(name)::oid from unnest($2::text[]) as name))`,
    [isValid, names],
  );
}

/** The draft's updatedAt moves with every save; everything else must match byte for byte. */
function normalise(text: string): string {
  return text.replace(/"updatedAt":"[^"]*"/g, '"updatedAt":"…"');
}

async function runApiFloorBench(): Promise<BenchReport> {
  const startedAt = new Date();
  const startLoad = formatLoad();
  const url = readBenchDatabaseUrl();
  const pool = new pg.Pool({ connectionString: url, max: SQL_POOL_SIZE });
  const postgresCpu = await openPostgresCpu(pool);
  const pgCpu = {
    start: () => postgresCpu?.start(),
    readMs: () => postgresCpu?.readMs() ?? Number.NaN,
  };
  const { rows: trade } = await pool.query<{ id: string }>(
    `select id::text from categories where code = 'G02-01'`,
  );
  const { rows: leaves } = await pool.query<{ id: string }>(
    `select id::text from categories where type = 'DEPTH_3' and deleted_at is null order by id limit 3`,
  );
  const { rows: members } = await pool.query<{ userId: number }>(
    `select p.user_id as "userId" from profiles p join users u on u.id = p.user_id
     where p.deleted_at is null and u.deleted_at is null and p.type = 'CORPORATION'
     order by p.id limit 4`,
  );
  const categoryIds = leaves.map((row) => row.id);
  const tokens = await Promise.all(
    members.map(
      async (member) => (await signAccessToken(member.userId, BENCH_JWT_SECRET)).accessToken,
    ),
  );
  const member = { authorization: `Bearer ${tokens[0]}` };

  process.env.BENCH_API_DATABASE_URL = url;
  const nodeFlags = readApiNodeFlags();
  const after = await startApiServer({ nodeFlags });
  // The before checkout runs with the V8 flags of its own `npm start`.
  const before = BEFORE_ROOT
    ? await startApiServer({
        script: `${BEFORE_ROOT}/bench/support/api-server.ts`,
        nodeFlags: readApiNodeFlags(`${BEFORE_ROOT}/apps/api/package.json`),
      })
    : null;
  const floor = await startApiServer({
    script: fileURLToPath(new URL('./support/floor-server.ts', import.meta.url)),
  });
  try {
    await ensureAnnouncements(pool, after, tokens, categoryIds);
    const draftId = (
      (
        await post(
          after.url,
          toBody(CREATE_DRAFT, {
            data: buildPayload(categoryIds, 1, 0),
            tempId: `api-floor-${Date.now()}`,
          }),
          member,
        )
      ).data.createAnnouncementTemp as { id: string }
    ).id;

    const cases: BenchCase[] = [
      {
        label: '`{ __typename }`',
        operationName: null,
        body: toBody('{ __typename }'),
        headers: {},
      },
      {
        label: 'company list, no filter (추천순, 20 cards)',
        operationName: 'CompanyList',
        body: toBody(COMPANY_LIST, { sort: '1', paging: { first: 20 } }),
        headers: {},
      },
      {
        label: 'company list, trade G02-01 + 서울특별시',
        operationName: 'CompanyList',
        body: toBody(COMPANY_LIST, {
          sort: '1',
          paging: { first: 20 },
          categoryIds: [trade[0]?.id],
          filter: { locations: ['서울특별시'] },
        }),
        headers: {},
      },
      {
        label: 'bid list (20 cards)',
        operationName: 'BidList',
        body: toBody(BID_LIST, { paging: { first: 20 }, withTotalCount: true }),
        headers: {},
      },
      {
        label: 'draft autosave (signed in)',
        operationName: 'SaveDraft',
        body: toBody(SAVE_DRAFT, { data: buildPayload(categoryIds, 7, 1), id: draftId }),
        headers: member,
      },
    ];

    const results: CaseResult[] = [];
    for (const benchCase of cases) {
      const answer = await post(after.url, benchCase.body, benchCase.headers);
      const beforeAnswer = before
        ? await post(before.url, benchCase.body, benchCase.headers)
        : null;
      if (benchCase.operationName) {
        floor.send({
          type: 'respond-with',
          operationName: benchCase.operationName,
          data: answer.data,
        });
      }
      const floorAnswer = await post(floor.url, benchCase.body, benchCase.headers);
      if (normalise(floorAnswer.text) !== normalise(answer.text)) {
        throw new Error(`The floor server answers ${benchCase.label} differently`);
      }
      const queries = await after.captureQueries(() =>
        post(after.url, benchCase.body, benchCase.headers),
      );
      const runs = new Map<TargetName, Map<number, Run>>();
      runs.set('floor', await measureServer(floor, benchCase, pgCpu));
      if (queries.length > 0) runs.set('SQL', await measureSql(pool, queries, pgCpu));
      if (before) {
        await setIndexesValid(pool, BEFORE_WITHOUT_INDEXES, false);
        try {
          runs.set('before', await measureServer(before, benchCase, pgCpu));
        } finally {
          await setIndexesValid(pool, BEFORE_WITHOUT_INDEXES, true);
        }
      }
      runs.set('after', await measureServer(after, benchCase, pgCpu));
      results.push({
        benchCase,
        isSameAnswer: beforeAnswer ? normalise(beforeAnswer.text) === normalise(answer.text) : null,
        answerBytes: Buffer.byteLength(answer.text),
        statements: queries.length,
        runs,
      });
      console.error(`✓ ${benchCase.label}`);
    }
    return buildReport(results, {
      startedAt,
      startLoad,
      endLoad: formatLoad(),
      nodeFlags,
      hasPostgresCpu: postgresCpu !== null,
      versions: { after: after.version, floor: floor.version },
    });
  } finally {
    await Promise.all([after.stop(), before?.stop(), floor.stop()]);
    await pool.end();
  }
}

function buildReport(
  results: CaseResult[],
  facts: {
    startedAt: Date;
    startLoad: string;
    endLoad: string;
    nodeFlags: string[];
    hasPostgresCpu: boolean;
    versions: { after: string; floor: string };
  },
): BenchReport {
  const run = (result: CaseResult, target: TargetName, inFlight: number) =>
    result.runs.get(target)?.get(inFlight);
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? '–' : `${(a / b).toFixed(2)}×`;
  const summary: Section = {
    heading: 'Summary (10 in flight unless said)',
    paragraphs: [
      "CPU ms/req: user + system CPU of the serving process per request (floor: the bare Yoga server; SQL: the pg client replaying). PG ms/req: CPU of the PostgreSQL processes per request. p95 ratio: the API's p95 over the same SQL's p95.",
    ],
    table: {
      columns: [
        'case',
        'same answer',
        'floor CPU',
        `${BEFORE_LABEL} CPU`,
        'after CPU',
        'after ÷ floor',
        `${BEFORE_LABEL} req/s`,
        'after req/s',
        `${BEFORE_LABEL} PG ms`,
        'after PG ms',
        'SQL p95',
        'after p95',
        'p95 ÷ SQL',
        'after p95 @50',
      ],
      numericColumns: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
      rows: results.map((result) => {
        const floor = run(result, 'floor', 10);
        const before = run(result, 'before', 10);
        const after = run(result, 'after', 10);
        const sql = run(result, 'SQL', 10);
        return [
          result.benchCase.label,
          result.isSameAnswer === null ? '–' : result.isSameAnswer ? 'yes' : 'NO',
          formatMs(floor?.cpuMsPerRequest ?? Number.NaN),
          formatMs(before?.cpuMsPerRequest ?? Number.NaN),
          formatMs(after?.cpuMsPerRequest ?? Number.NaN),
          ratio(after?.cpuMsPerRequest, floor?.cpuMsPerRequest),
          before ? before.perSecond.toFixed(0) : '–',
          after ? after.perSecond.toFixed(0) : '–',
          formatMs(before?.pgMsPerRequest ?? Number.NaN),
          formatMs(after?.pgMsPerRequest ?? Number.NaN),
          formatMs(sql?.p95 ?? Number.NaN),
          formatMs(after?.p95 ?? Number.NaN),
          ratio(after?.p95, sql?.p95),
          formatMs(run(result, 'after', 50)?.p95 ?? Number.NaN),
        ];
      }),
    },
  };
  const detail: Section = {
    heading: 'Every run',
    table: {
      columns: [
        'case',
        'target',
        'in flight',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'CPU ms/req',
        'PG ms/req',
        'errors',
      ],
      numericColumns: [2, 3, 4, 5, 6, 7, 8, 9],
      rows: results.flatMap((result) =>
        [...result.runs].flatMap(([target, byInFlight]) =>
          [...byInFlight].map(([inFlight, figures]) => [
            result.benchCase.label,
            target === 'before' ? BEFORE_LABEL : target,
            inFlight,
            figures.perSecond.toFixed(0),
            formatMs(figures.p50),
            formatMs(figures.p95),
            formatMs(figures.p99),
            formatMs(figures.cpuMsPerRequest),
            formatMs(figures.pgMsPerRequest),
            figures.errors,
          ]),
        ),
      ),
    },
  };
  const machine = describeMachine('Machine and setup', facts, [
    ['database', `${facts.versions.after.split(',')[0]}, ${readBenchDatabaseUrl()}`],
    ['after', `this checkout, node ${facts.nodeFlags.join(' ') || '(no flags)'} as npm start`],
    [BEFORE_LABEL, BEFORE_ROOT ?? '(not run)'],
    [
      `${BEFORE_LABEL}: indexes it lacked`,
      BEFORE_WITHOUT_INDEXES.length > 0
        ? `${BEFORE_WITHOUT_INDEXES.join(', ')} (marked invalid while it was measured)`
        : '(none)',
    ],
    ['floor', facts.versions.floor],
    [
      'load',
      `autocannon, ${WARM_UP_S} s warm-up at 10, then ${IN_FLIGHT.join(' and ')} in flight × ${DURATION_S} s per target; SQL replay on a pg pool of ${SQL_POOL_SIZE}`,
    ],
    [
      'PostgreSQL CPU',
      facts.hasPostgresCpu ? "/proc of the postmaster's children" : 'not on this machine',
    ],
  ]);
  return {
    title: 'API cost per request against its floors (issue 11)',
    highlights: results.map((result) => {
      const after = run(result, 'after', 10);
      const before = run(result, 'before', 10);
      return `${result.benchCase.label}: API CPU ${formatMs(before?.cpuMsPerRequest ?? Number.NaN)} → ${formatMs(after?.cpuMsPerRequest ?? Number.NaN)} ms/req, ${before?.perSecond.toFixed(0) ?? '–'} → ${after?.perSecond.toFixed(0) ?? '–'} req/s at 10 in flight, ${result.statements} statements, ${result.answerBytes} bytes`;
    }),
    sections: [summary, detail, machine],
  };
}

const report = await runApiFloorBench();
const markdown = renderReport(report);
writeFileSync(REPORT_PATH, markdown);
console.info(markdown);
