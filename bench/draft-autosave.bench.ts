/*
 * What the wizard's autosave costs. Every 다음 in the estimate-request wizard saves the step and then
 * the server draft (updateAnnouncementTemp with the whole payload so far), so this round trip is
 * what a client waits for between steps. Issue 5's target: p95 ≤ 40 ms. Measured as the browser
 * would call it: GraphQL over HTTP with a bearer token, one save at a time per person, first for
 * one person, then for several people saving side by side. Figures only; nothing is asserted.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@gongsa/db';
import { describeBenchDatabase, readBenchDriver } from './support/database';
import { buildPayload } from './support/draft-payload';
import { describeSample, runLoad, startApiServer, toCpuMs } from './support/load';
import { runBenchScript, type BenchReport } from './support/report';
import { computePercentile, formatMs } from './support/stats';

const TARGET_P95_MS = 40;
const WARM_UP_SAVES = 30;
const SEQUENTIAL_SAVES = 400;
const SIDE_BY_SIDE = [2, 4, 8] as const;
const SAVES_PER_PERSON = 60;

const SIGN_IN = `mutation SignIn($loginId: String!, $password: String!) {
  signIn(loginId: $loginId, password: $password) { accessToken }
}`;
const CATEGORIES = `query Leaves($name: String!) { categoriesByName(name: $name) { id type } }`;
const CREATE = `mutation CreateDraft($data: AnnouncementInput!, $tempId: String) {
  createAnnouncementTemp(data: $data, tempId: $tempId) { id step updatedAt }
}`;
const UPDATE = `mutation SaveDraft($data: AnnouncementInput!, $id: ID!) {
  updateAnnouncementTemp(data: $data, updateAnnouncementTempId: $id) { id step updatedAt }
}`;

async function postGraphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  accessToken?: string,
): Promise<{ data: T; bytes: number }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(body.errors).slice(0, 200)}`);
  }
  return { data: body.data, bytes: Buffer.byteLength(text) };
}

async function runDraftAutosaveBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const accounts = DEMO_ACCOUNTS.filter((account) => account.profileType !== null);
  const server = await startApiServer();
  try {
    const tokens: string[] = [];
    for (const account of accounts) {
      const { data } = await postGraphql<{ signIn: { accessToken: string } }>(server.url, SIGN_IN, {
        loginId: account.email,
        password: DEMO_PASSWORD,
      });
      tokens.push(data.signIn.accessToken);
    }
    const leaves = (
      await postGraphql<{ categoriesByName: Array<{ id: string; type: string }> }>(
        server.url,
        CATEGORIES,
        { name: '공사' },
      )
    ).data.categoriesByName.filter((category) => category.type === 'DEPTH_3');
    const categoryIds = leaves.slice(0, 3).map((category) => category.id);

    const createDraft = async (token: string, key: string) =>
      (
        await postGraphql<{ createAnnouncementTemp: { id: string } }>(
          server.url,
          CREATE,
          { data: buildPayload(categoryIds, 1, 0), tempId: key },
          token,
        )
      ).data.createAnnouncementTemp.id;

    let round = 0;
    const saveDraft = async (token: string, id: string) => {
      round += 1;
      const { bytes } = await postGraphql(
        server.url,
        UPDATE,
        { data: buildPayload(categoryIds, (round % 7) + 1, round), id },
        token,
      );
      return { bytes };
    };

    const memoryRows = [describeSample('ready (seeded, idle)', await server.sample())];
    const firstToken = tokens[0]!;
    const firstDraft = await createDraft(firstToken, `bench-${Date.now()}-0`);
    await runLoad(() => saveDraft(firstToken, firstDraft), {
      total: WARM_UP_SAVES,
      concurrency: 1,
    });

    const rows: Array<Array<string | number>> = [];
    const highlights: string[] = [];
    const measure = async (people: number, total: number) => {
      const drafts = await Promise.all(
        Array.from({ length: people }, (_, index) =>
          createDraft(tokens[index % tokens.length]!, `bench-${Date.now()}-${people}-${index}`),
        ),
      );
      let next = 0;
      const before = await server.sample();
      // Each worker is one person: their saves are sequential, people save side by side.
      const result = await runLoad(
        () => {
          const index = next++ % people;
          return saveDraft(tokens[index % tokens.length]!, drafts[index]!);
        },
        { total, concurrency: people },
      );
      const after = await server.sample();
      const p50 = computePercentile(result.latenciesMs, 50);
      const p95 = computePercentile(result.latenciesMs, 95);
      const p99 = computePercentile(result.latenciesMs, 99);
      rows.push([
        people,
        result.requests,
        result.errors,
        (result.requests / (result.elapsedMs / 1000)).toFixed(1),
        formatMs(p50),
        formatMs(p95),
        formatMs(p99),
        formatMs(Math.max(...result.latenciesMs)),
        formatMs((toCpuMs(after) - toCpuMs(before)) / result.requests),
        p95 <= TARGET_P95_MS ? 'yes' : 'no',
      ]);
      highlights.push(
        `${people} ${people === 1 ? 'person' : 'people'} saving: p50 ${formatMs(p50)} / p95 ${formatMs(p95)} ms (target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'not met'}), ${result.errors} errors${result.errorExamples.length ? ` — ${result.errorExamples[0]}` : ''}`,
      );
      memoryRows.push(describeSample(`after ${people} side by side`, after));
    };

    await measure(1, SEQUENTIAL_SAVES);
    for (const people of SIDE_BY_SIDE) await measure(people, people * SAVES_PER_PERSON);

    return {
      title: `Draft autosave round trip (${driver})`,
      highlights,
      sections: [
        {
          heading: 'Setup',
          paragraphs: [
            `createApp in a child process (NODE_ENV=production) on ${describeBenchDatabase(driver)}, seeded with demo data; the load comes from this process over keep-alive fetch with a bearer token, as the browser sends it.`,
            `Each save is updateAnnouncementTemp with the whole payload a client has after step 7 (3 categories, address with coordinates, tri-state answers, a 150-character description, price, contact, posting days), as the wizard sends on every 다음. ${WARM_UP_SAVES} warm-up saves, then ${SEQUENTIAL_SAVES} saves by one person, then ${SAVES_PER_PERSON} saves per person with ${SIDE_BY_SIDE.join(', ')} people saving their own drafts side by side (the demo accounts with a profile, reused round-robin).`,
          ],
        },
        {
          heading: 'Round trip',
          paragraphs: [
            '"API CPU/save" is the API process\'s user + system CPU during the run divided by the saves.',
          ],
          table: {
            columns: [
              'people',
              'saves',
              'errors',
              'saves/s',
              'p50 ms',
              'p95 ms',
              'p99 ms',
              'max ms',
              'API CPU/save ms',
              `p95 ≤ ${TARGET_P95_MS} ms`,
            ],
            numericColumns: [0, 1, 2, 3, 4, 5, 6, 7, 8],
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

await runBenchScript(runDraftAutosaveBench);
