/*
 * The notification fan-out of one published request (issue 15, ADR 0031): N companies match its
 * trade and place, each with a push token. One `notification.announcementPublished` job lists
 * them in keyset pages of 500 and queues a batch job per page; each batch writes the in-app rows
 * and the push deliveries and queues `notification.deliver` jobs of 50; those send through the
 * local push adapter (the outbox table) — so FCM's own latency is not in these figures. One
 * worker drains everything (runUntilIdle: this process, no polling delay). Figures only.
 */
import { notificationDeliveries, notificationOutbox, notifications } from '@gongsa/db';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/app/database';
import { createLogger } from '../apps/api/src/logger';
import { LocalDiskStorage } from '../apps/api/src/modules/files/storage/local-disk-storage';
import { enqueue } from '../apps/api/src/platform/jobs/enqueue';
import type { JobName } from '../apps/api/src/platform/jobs/catalogue';
import {
  createJobRuntime,
  type JobHandler,
  type JobHandlers,
} from '../apps/api/src/platform/jobs/job-runtime';
import {
  insertAnnouncementForTest,
  insertCategoryForTest,
} from '../apps/api/src/testing/announcements.repository';
import { insertCompanyForTest } from '../apps/api/src/testing/companies.repository';
import { createJobHandlersForTest } from '../apps/api/src/testing/job-handlers';
import {
  insertCompaniesForTest,
  selectCategoryLineageForTest,
} from '../apps/api/src/testing/notifications.repository';
import { describeBenchDatabase, openTestDatabase, readBenchDriver } from './support/database';
import { runBenchScript, type BenchReport } from './support/report';

const SIZES = (process.env.BENCH_FAN_OUT_SIZES ?? '1000,10000').split(',').map(Number);
/** Companies that do not match (another trade, keyword off, out of range) beside the matching ones. */
const NON_MATCHING = 1_000;

/** runUntilIdle in this process, or the worker's own polling loop (pg-boss work, 2 s interval). */
type Mode = 'drain' | 'worker';

type Run = {
  matching: number;
  mode: Mode;
  setupMs: number;
  drainMs: number;
  jobs: Record<string, { count: number; handlerMs: number }>;
  notified: number;
  delivered: number;
  outbox: number;
};

/** The handlers, each adding its run's time (its transaction included) to `totals` by job name. */
function timeHandlers(handlers: JobHandlers, totals: Map<string, number>): JobHandlers {
  const timed: Record<string, JobHandler<JobName>> = {};
  for (const [name, handler] of Object.entries(handlers) as Array<[string, JobHandler<JobName>]>) {
    timed[name] = {
      transactional: handler.transactional,
      async run(payload, context) {
        const started = performance.now();
        try {
          await handler.run(payload, context);
        } finally {
          totals.set(name, (totals.get(name) ?? 0) + performance.now() - started);
        }
      },
    };
  }
  return timed as JobHandlers;
}

async function waitForEmptyQueues(db: Database): Promise<void> {
  for (;;) {
    const result = await db.execute<{ left: number }>(sql`
      select count(*)::int as left from pgboss.job
      where name like 'notification.%' and state < 'completed'`);
    if (Number(result.rows[0]?.left) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(size: number, mode: Mode): Promise<Run> {
  const handle = await openTestDatabase('none');
  const logger = createLogger({ level: 'fatal' });
  const handlerMs = new Map<string, number>();
  const runtime = createJobRuntime({
    db: handle.db,
    logger,
    runsHandlers: mode === 'worker',
    pollingIntervalSeconds: 2,
    handlers: timeHandlers(
      createJobHandlersForTest(new LocalDiskStorage('/nonexistent-bench-uploads'), {
        db: handle.db,
      }),
      handlerMs,
    ),
  });
  try {
    await runtime.start();
    const setupStarted = performance.now();
    const leaf = await insertCategoryForTest(handle.db, '철근공사');
    const other = await insertCategoryForTest(handle.db, '도배');
    const lineage = await selectCategoryLineageForTest(handle.db, leaf);
    const near = { latitude: 37.3948, longitude: 127.1112 };
    for (let made = 0; made < size; made += 5_000) {
      await insertCompaniesForTest(handle.db, {
        count: Math.min(5_000, size - made),
        categoryIds: lineage,
        locationRange: 50,
        ...near,
      });
    }
    const third = Math.floor(NON_MATCHING / 3);
    await insertCompaniesForTest(handle.db, { count: third, categoryIds: [other], ...near });
    await insertCompaniesForTest(handle.db, {
      count: third,
      categoryIds: lineage,
      isKeywordNoti: false,
      ...near,
    });
    await insertCompaniesForTest(handle.db, {
      count: NON_MATCHING - 2 * third,
      categoryIds: lineage,
      locationRange: 50,
      latitude: 35.1796,
      longitude: 129.0756,
    });
    const owner = await insertCompanyForTest(handle.db, { type: 'CONSUMER' });
    const { id: announcementId } = await insertAnnouncementForTest(handle.db, owner, {
      categoryIds: [leaf],
      latitude: 37.4979,
      longitude: 127.0276,
    });
    await handle.db.execute(sql`analyze`);
    const setupMs = performance.now() - setupStarted;

    const drainStarted = performance.now();
    await handle.db.transaction((tx) =>
      enqueue(tx, 'notification.announcementPublished', { announcementId }),
    );
    if (mode === 'worker') {
      await waitForEmptyQueues(handle.db);
    } else {
      const summary = await runtime.runUntilIdle({ maxRounds: 1_000 });
      if (summary.failed > 0) throw new Error(`jobs failed: ${JSON.stringify(summary.failures)}`);
    }
    const drainMs = performance.now() - drainStarted;

    const jobRows = await handle.db.execute<{ name: string; jobs: number }>(sql`
      select name, count(*)::int as jobs
      from pgboss.job where name like 'notification.%' group by name order by name`);
    const jobs = Object.fromEntries(
      jobRows.rows.map((row) => [
        row.name,
        { count: row.jobs, handlerMs: handlerMs.get(row.name) ?? 0 },
      ]),
    );
    const [notified] = await handle.db.select({ value: count() }).from(notifications);
    const [delivered] = await handle.db
      .select({ value: count() })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.state, 'SENT'));
    const [outbox] = await handle.db.select({ value: count() }).from(notificationOutbox);
    return {
      matching: size,
      mode,
      setupMs,
      drainMs,
      jobs,
      notified: Number(notified?.value),
      delivered: Number(delivered?.value),
      outbox: Number(outbox?.value),
    };
  } finally {
    await runtime.stop();
    await handle.close();
  }
}

function jobCell(run: Run, name: string): string {
  const job = run.jobs[name];
  return job ? `${job.count} / ${(job.handlerMs / 1000).toFixed(2)} s` : '0';
}

async function runNotificationsBench(): Promise<BenchReport> {
  const driver = readBenchDriver();
  const runs: Run[] = [];
  for (const size of SIZES) runs.push(await measure(size, 'drain'));
  runs.push(await measure(SIZES[0] as number, 'worker'));
  const rowsOf = (run: Run) => run.notified * 2 + run.outbox;
  return {
    title: `Notification fan-out (${driver})`,
    highlights: runs.map(
      (run) =>
        `${run.matching.toLocaleString('en')} matching companies${run.mode === 'worker' ? ' (polling worker)' : ''}: ${Object.values(run.jobs).reduce((sum, job) => sum + job.count, 0)} jobs, drained by one worker in ${(run.drainMs / 1000).toFixed(1)} s (${((run.notified / run.drainMs) * 1000).toFixed(0)} companies notified/s, ${((rowsOf(run) / run.drainMs) * 1000).toFixed(0)} rows/s); ${run.notified} notifications, ${run.delivered} pushes SENT, ${run.outbox} in the outbox`,
    ),
    sections: [
      {
        heading: 'Setup',
        paragraphs: [
          `${describeBenchDatabase(driver)}, no seed. Per size: N matching companies (same trade, 판교, 50 km range, one push token each) and ${NON_MATCHING} that do not match (another trade, keyword off, 부산 out of range), one request in 강남 (about 17 km from the matching ones). One worker in this process: runUntilIdle (one job at a time, no polling interval: the handlers' own cost), then, for the first size again, the worker's real loop (pg-boss work per queue, batch 1, 2 s polling interval, as npm run worker runs). The local push adapter writes notification_outbox. Setup (bulk inserts, ANALYZE) took ${runs.map((run) => `${(run.setupMs / 1000).toFixed(1)} s`).join(' and ')}.`,
        ],
      },
      {
        heading: 'Jobs and time',
        paragraphs: [
          'Per job name: jobs created / the handlers’ summed time (the handler’s run, without the transaction’s commit and pg-boss’s fetch and completion). "drain" is from the enqueue of the event to an empty queue. "rows" is notifications + deliveries + outbox rows written while draining.',
        ],
        table: {
          columns: [
            'matching',
            'worker',
            'announcementPublished',
            'fanOutBatch',
            'deliver',
            'drain s',
            'notified/s',
            'rows/s',
          ],
          numericColumns: [0, 5, 6, 7],
          rows: runs.map((run) => [
            run.matching,
            run.mode === 'worker' ? 'pg-boss work, 2 s polling' : 'runUntilIdle',
            jobCell(run, 'notification.announcementPublished'),
            jobCell(run, 'notification.fanOutBatch'),
            jobCell(run, 'notification.deliver'),
            (run.drainMs / 1000).toFixed(1),
            ((run.notified / run.drainMs) * 1000).toFixed(0),
            ((rowsOf(run) / run.drainMs) * 1000).toFixed(0),
          ]),
        },
      },
    ],
  };
}

await runBenchScript(runNotificationsBench);
