/*
 * What a login costs. signIn verifies an argon2id hash (19 MiB, t=2, p=1 — OWASP's minimum), which
 * is deliberately slow and memory-hungry, so this bench shows how many logins the API sustains at
 * a few concurrencies, what each costs in API CPU, and how the API's memory moves while hashes run
 * side by side. It also times refreshToken, which every open tab calls when its access token ends.
 * Figures only; nothing is asserted.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@gongsa/db';
import { describeBenchDatabase, readBenchDriver } from './support/database';
import { describeSample, runLoad, startApiServer, toCpuMs } from './support/load';
import { runBenchScript, type BenchReport } from './support/report';
import { computePercentile, formatMs } from './support/stats';

const SIGN_IN_CONCURRENCIES = [1, 2, 4, 8] as const;
const SIGN_INS_PER_CONCURRENCY = 120;
const WARM_UP_SIGN_INS = 10;
const REFRESH_CHAIN_LENGTH = 300;

const SIGN_IN = `mutation SignIn($loginId: String!, $password: String!) {
  signIn(loginId: $loginId, password: $password) { accessToken refreshToken }
}`;
const REFRESH = `mutation Refresh($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }
}`;

type Tokens = { accessToken: string; refreshToken: string };

async function postGraphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: T; bytes: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
  const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 200)}`);
  }
  return { data: body.data, bytes: Buffer.byteLength(text) };
}

async function runAuthBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const account = DEMO_ACCOUNTS[0]!;
  const server = await startApiServer();
  try {
    const signIn = async () => {
      const { data, bytes } = await postGraphql<{ signIn: Tokens }>(server.url, SIGN_IN, {
        loginId: account.email,
        password: DEMO_PASSWORD,
      });
      if (!data.signIn.accessToken) throw new Error('no access token');
      return { bytes };
    };

    const memoryRows = [describeSample('ready (seeded, idle)', await server.sample())];
    await runLoad(signIn, { total: WARM_UP_SIGN_INS, concurrency: 1 });

    const rows: Array<Array<string | number>> = [];
    const highlights: string[] = [];
    for (const concurrency of SIGN_IN_CONCURRENCIES) {
      const before = await server.sample();
      const result = await runLoad(signIn, { total: SIGN_INS_PER_CONCURRENCY, concurrency });
      const after = await server.sample();
      const perSecond = result.requests / (result.elapsedMs / 1000);
      const p50 = computePercentile(result.latenciesMs, 50);
      const p95 = computePercentile(result.latenciesMs, 95);
      rows.push([
        concurrency,
        result.requests,
        result.errors,
        perSecond.toFixed(1),
        formatMs(p50),
        formatMs(p95),
        formatMs(Math.max(...result.latenciesMs)),
        formatMs((toCpuMs(after) - toCpuMs(before)) / result.requests),
      ]);
      highlights.push(
        `signIn × ${concurrency} in flight: ${perSecond.toFixed(1)} logins/s, p50 ${formatMs(p50)} / p95 ${formatMs(p95)} ms, ${result.errors} errors`,
      );
      memoryRows.push(describeSample(`after signIn × ${concurrency} in flight`, after));
    }

    // A refresh token is single-use, so the chain is sequential by nature.
    let tokens = (
      await postGraphql<{ signIn: Tokens }>(server.url, SIGN_IN, {
        loginId: account.email,
        password: DEMO_PASSWORD,
      })
    ).data.signIn;
    const refresh = await runLoad(
      async () => {
        const { data, bytes } = await postGraphql<{ refreshToken: Tokens }>(server.url, REFRESH, {
          refreshToken: tokens.refreshToken,
        });
        tokens = data.refreshToken;
        return { bytes };
      },
      { total: REFRESH_CHAIN_LENGTH, concurrency: 1 },
    );
    const refreshP50 = computePercentile(refresh.latenciesMs, 50);
    const refreshP95 = computePercentile(refresh.latenciesMs, 95);
    highlights.push(
      `refreshToken rotation: p50 ${formatMs(refreshP50)} / p95 ${formatMs(refreshP95)} ms over ${refresh.requests} sequential rotations, ${refresh.errors} errors`,
    );
    memoryRows.push(describeSample('after the refresh chain', await server.sample()));

    return {
      title: `Login cost (${driver})`,
      highlights,
      sections: [
        {
          heading: 'Setup',
          paragraphs: [
            `createApp in a child process (NODE_ENV=production) on ${describeBenchDatabase(driver)}, seeded with demo data; the load comes from this process over keep-alive fetch. Every signIn is for ${account.email} with the right password (failed logins are throttled and are not what is measured). argon2id parameters: memory 19 MiB, 2 iterations, parallelism 1, run on libuv's thread pool (4 threads by default) by @node-rs/argon2.`,
            `${SIGN_INS_PER_CONCURRENCY} signIn calls per concurrency after ${WARM_UP_SIGN_INS} warm-up calls; then ${REFRESH_CHAIN_LENGTH} refreshToken calls, each presenting the token the previous one returned.`,
          ],
        },
        {
          heading: 'signIn throughput and latency',
          paragraphs: [
            '"API CPU/login" is the API process\'s user + system CPU during the run divided by the logins; it is mostly the hash.',
          ],
          table: {
            columns: [
              'in flight',
              'logins',
              'errors',
              'logins/s',
              'p50 ms',
              'p95 ms',
              'max ms',
              'API CPU/login ms',
            ],
            numericColumns: [0, 1, 2, 3, 4, 5, 6, 7],
            rows,
          },
        },
        {
          heading: 'refreshToken',
          paragraphs: [
            `p50 ${formatMs(refreshP50)} ms, p95 ${formatMs(refreshP95)} ms, max ${formatMs(Math.max(...refresh.latenciesMs))} ms over ${refresh.requests} rotations (${refresh.errors} errors). Each rotation locks the token family, marks the old token used and inserts the new one in one transaction.`,
          ],
        },
        {
          heading: 'API process memory',
          paragraphs: [
            'process.memoryUsage() of the API process, no forced GC. Concurrent hashes each hold 19 MiB outside the JS heap while they run.',
          ],
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

await runBenchScript(runAuthBench);
