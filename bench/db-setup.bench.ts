/*
 * Database bring-up: what `npm start` and every test file pay before the first query.
 * Five repetitions on a brand-new database each; figures are reported, never judged.
 */
import {
  createDatabase,
  migrate,
  schema,
  seedDemo,
  seedReference,
  type Database,
  type DatabaseHandle,
} from '@gongsa/db';
import { count } from 'drizzle-orm';
import {
  describeBenchDatabase,
  openTestDatabase,
  readBenchDriver,
  readServerVersion,
} from './support/database';
import { runBenchScript, type BenchReport } from './support/report';
import {
  formatMiB,
  formatMs,
  measureMs,
  readMemory,
  readSettledMemory,
  summarize,
  type MemorySnapshot,
} from './support/stats';

const REPETITIONS = 5;

const STEPS = [
  'create + migrate',
  'seedReference',
  'seedDemo',
  'seedReference (2nd, idempotent)',
  'seedDemo (2nd, idempotent)',
] as const;
type Step = (typeof STEPS)[number];

const COUNTED_TABLES = {
  categories: schema.categories,
  regions: schema.regions,
  licenses: schema.licenses,
  users: schema.users,
  profiles: schema.profiles,
  announcements: schema.announcements,
  reviews: schema.reviews,
} as const;
type CountedTable = keyof typeof COUNTED_TABLES;

async function countRows(db: Database): Promise<Record<CountedTable, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<CountedTable, number>;
}

type Repetition = {
  stepMs: Record<Step, number>;
  /** PGlite only: the WebAssembly initdb before migrating. */
  createMs: number | null;
  afterSeed: Record<CountedTable, number>;
  afterSecondSeed: Record<CountedTable, number>;
  rssAfterSeed: number;
};

async function createAndMigrate(): Promise<{ handle: DatabaseHandle; createMs: number | null }> {
  if (process.env.DATABASE_URL) {
    // createTestDatabase makes a new database on the server and migrates it.
    return { handle: await openTestDatabase('none'), createMs: null };
  }
  // Not createTestDatabase: it starts from a migrated snapshot, and this bench measures a cold start.
  const created = await measureMs(() => createDatabase({ dataDir: 'memory://' }));
  await migrate(created.value.db, created.value.driver);
  return { handle: created.value, createMs: created.ms };
}

async function runRepetition(): Promise<Repetition> {
  const setup = await measureMs(createAndMigrate);
  const { handle, createMs } = setup.value;
  try {
    const { db } = handle;
    const reference = await measureMs(() => seedReference(db));
    const demo = await measureMs(() => seedDemo(db));
    const afterSeed = await countRows(db);
    const rssAfterSeed = readMemory().rss;
    const secondReference = await measureMs(() => seedReference(db));
    const secondDemo = await measureMs(() => seedDemo(db));
    const afterSecondSeed = await countRows(db);
    return {
      stepMs: {
        'create + migrate': setup.ms,
        seedReference: reference.ms,
        seedDemo: demo.ms,
        'seedReference (2nd, idempotent)': secondReference.ms,
        'seedDemo (2nd, idempotent)': secondDemo.ms,
      },
      createMs,
      afterSeed,
      afterSecondSeed,
      rssAfterSeed,
    };
  } finally {
    await handle.close();
  }
}

function describeMemory(label: string, memory: MemorySnapshot): Array<string | number> {
  return [label, formatMiB(memory.rss), formatMiB(memory.heapUsed), formatMiB(memory.heapTotal)];
}

async function runDbSetupBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const before = readSettledMemory();
  // Untimed: loads modules and, on a server, checks the connection before the first repetition.
  const probe = await openTestDatabase('none');
  const version = await readServerVersion(probe.db);
  await probe.close();

  const repetitions: Repetition[] = [];
  for (let index = 0; index < REPETITIONS; index += 1) {
    repetitions.push(await runRepetition());
  }
  const after = readSettledMemory();

  const stepRows = STEPS.map((step) => {
    const summary = summarize(repetitions.map((repetition) => repetition.stepMs[step]));
    return [step, formatMs(summary.median), formatMs(summary.min), formatMs(summary.max)];
  });
  const createSamples = repetitions.flatMap((repetition) =>
    repetition.createMs === null ? [] : [repetition.createMs],
  );
  if (createSamples.length > 0) {
    const summary = summarize(createSamples);
    stepRows.splice(1, 0, [
      '↳ of which PGlite.create (initdb)',
      formatMs(summary.median),
      formatMs(summary.min),
      formatMs(summary.max),
    ]);
  }
  const totals = summarize(
    repetitions.map((repetition) =>
      STEPS.slice(0, 3).reduce((sum, step) => sum + repetition.stepMs[step], 0),
    ),
  );
  stepRows.push([
    'create + migrate + seedReference + seedDemo (sum per repetition)',
    formatMs(totals.median),
    formatMs(totals.min),
    formatMs(totals.max),
  ]);

  const last = repetitions[repetitions.length - 1] as Repetition;
  const countRowsTable = (Object.keys(COUNTED_TABLES) as CountedTable[]).map((table) => [
    table,
    last.afterSeed[table],
    last.afterSecondSeed[table],
  ]);
  const isIdempotent = repetitions.every((repetition) =>
    (Object.keys(COUNTED_TABLES) as CountedTable[]).every(
      (table) => repetition.afterSeed[table] === repetition.afterSecondSeed[table],
    ),
  );
  const peakRss = Math.max(...repetitions.map((repetition) => repetition.rssAfterSeed));
  const median = (step: Step) =>
    formatMs(summarize(repetitions.map((repetition) => repetition.stepMs[step])).median);

  return {
    title: `Database setup (${driver})`,
    highlights: [
      `create + migrate ${median('create + migrate')} ms, seedReference ${median('seedReference')} ms, seedDemo ${median('seedDemo')} ms, idempotent re-seed ${median('seedReference (2nd, idempotent)')} + ${median('seedDemo (2nd, idempotent)')} ms (medians of ${REPETITIONS})`,
      `fresh seeded database in ${formatMs(totals.median)} ms (median); second seed ${isIdempotent ? 'added no rows' : 'CHANGED row counts'}`,
    ],
    sections: [
      {
        heading: 'Timings',
        paragraphs: [
          `${describeBenchDatabase(driver)}; ${REPETITIONS} repetitions, each on a brand-new database. Server: ${version}.`,
          driver === 'postgres'
            ? '`create + migrate` is `createTestDatabase({ seed: "none" })`: CREATE DATABASE on the server plus all migrations.'
            : '`create + migrate` is `createDatabase({ dataDir: "memory://" })` (initdb inside WebAssembly, pg_trgm loaded) plus all migrations — a cold start, not the migrated snapshot `createTestDatabase` reuses.',
        ],
        table: {
          columns: ['step', 'median ms', 'min ms', 'max ms'],
          numericColumns: [1, 2, 3],
          rows: stepRows,
        },
      },
      {
        heading: 'Rows after the first and the second seed (last repetition)',
        paragraphs: [
          isIdempotent
            ? 'In every repetition the second seedReference + seedDemo left every counted table unchanged.'
            : 'The second seed changed row counts in at least one repetition: seeding is not idempotent.',
        ],
        table: {
          columns: ['table', 'after first seed', 'after second seed'],
          numericColumns: [1, 2],
          rows: countRowsTable,
        },
      },
      {
        heading: 'Memory of the bench process',
        paragraphs: [
          `${before.isAfterGc ? 'Before and after are taken after a forced GC (--expose-gc).' : 'No forced GC (run without --expose-gc).'} Highest RSS right after seeding, with the database open: ${formatMiB(peakRss)} MiB.`,
        ],
        table: {
          columns: ['moment', 'RSS MiB', 'heap used MiB', 'heap total MiB'],
          numericColumns: [1, 2, 3],
          rows: [
            describeMemory('before', before),
            describeMemory(`after ${REPETITIONS} repetitions (all closed)`, after),
          ],
        },
      },
    ],
  };
}

await runBenchScript(runDbSetupBench);
