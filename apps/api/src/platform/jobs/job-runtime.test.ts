import { notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createJobHandlersForTest } from '../../testing/job-handlers';
import { createLogger } from '../../logger';
import { LocalDiskStorage } from '../../modules/files/storage/local-disk-storage';
import {
  insertAnnouncementForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import {
  DEAD_LETTER_QUEUE,
  JOB_CATALOGUE,
  JOB_SCHEMA,
  type JobName,
  type JobPayload,
} from './catalogue';
import { enqueue } from './enqueue';
import {
  createJobRuntime,
  type JobHandler,
  type JobHandlers,
  type JobRuntime,
} from './job-runtime';

type JobRow = { name: string; state: string; retry_count: number; data: unknown };

describe('job runtime (pg-boss on our database)', () => {
  let handle: DatabaseHandle;
  let runtime: JobRuntime;
  // Each test installs the handlers it needs over the real ones.
  let overrides: Partial<Record<JobName, JobHandler<JobName>>> = {};

  beforeAll(async () => {
    handle = await createTestDatabase();
    const real = createJobHandlersForTest(new LocalDiskStorage('/nonexistent-test-uploads'));
    const handlers = Object.fromEntries(
      (Object.keys(real) as JobName[]).map((name) => [
        name,
        {
          get transactional() {
            return (overrides[name] ?? real[name]).transactional;
          },
          run: (payload: never, context: never) =>
            (overrides[name] ?? (real[name] as JobHandler<JobName>)).run(payload, context),
        },
      ]),
    ) as unknown as JobHandlers;
    runtime = createJobRuntime({
      db: handle.db,
      handlers,
      logger: createLogger({ level: 'silent' }),
      runsHandlers: false,
    });
    await runtime.start();
  });

  afterAll(async () => {
    await runtime.stop();
    await handle.close();
  });

  beforeEach(() => {
    overrides = {};
  });

  async function readJobs(name: string): Promise<JobRow[]> {
    const result = await handle.db.execute<JobRow>(
      sql`select name, state, retry_count, data from ${sql.identifier(JOB_SCHEMA)}.job
          where name = ${name} order by created_on`,
    );
    return result.rows;
  }

  function recordRuns<TName extends JobName>(
    name: TName,
    run: JobHandler<TName>['run'] = async () => {},
    transactional = true,
  ): Array<JobPayload<TName>> {
    const calls: Array<JobPayload<TName>> = [];
    overrides[name] = {
      transactional,
      async run(payload, context) {
        calls.push(payload as JobPayload<TName>);
        await run(payload as JobPayload<TName>, context);
      },
    } as JobHandler<JobName>;
    return calls;
  }

  it('records nothing when the transaction that enqueued rolls back', async () => {
    const calls = recordRuns('notification.reviewWritten');
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueue(tx, 'notification.reviewWritten', { reviewId: 101 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await readJobs('notification.reviewWritten')).toEqual([]);
    expect(await runtime.runUntilIdle()).toEqual({ completed: 0, failed: 0, failures: [] });
    expect(calls).toEqual([]);
  });

  it('runs a job from a committed transaction once, with its payload', async () => {
    const calls = recordRuns('notification.reviewWritten');
    await handle.db.transaction(async (tx) => {
      await enqueue(tx, 'notification.reviewWritten', { reviewId: 202 });
    });
    expect(await readJobs('notification.reviewWritten')).toMatchObject([
      {
        state: 'created',
        data: { event: 'notification.reviewWritten', payload: { reviewId: 202 } },
      },
    ]);

    expect(await runtime.runUntilIdle()).toMatchObject({ completed: 1, failed: 0 });
    expect(await runtime.runUntilIdle()).toMatchObject({ completed: 0, failed: 0 });
    expect(calls).toEqual([{ reviewId: 202 }]);
    expect(await readJobs('notification.reviewWritten')).toMatchObject([{ state: 'completed' }]);
  });

  it('refuses a payload that does not match the catalogue, in the request that sends it', async () => {
    await expect(
      handle.db.transaction((tx) =>
        enqueue(tx, 'notification.invitationReceived', { invitationId: -1 }),
      ),
    ).rejects.toThrow();
    expect(await readJobs('notification.invitationReceived')).toEqual([]);
  });

  it('retries a failing handler with backoff, then moves the job to the dead letters', async () => {
    const name = 'notification.applySelected';
    const { retryLimit } = JOB_CATALOGUE[name].queue;
    const calls = recordRuns(name, async () => {
      throw new Error('the mail server is down');
    });
    await handle.db.transaction((tx) => enqueue(tx, name, { applyId: 303 }));

    const summary = await runtime.runUntilIdle();
    expect(summary.completed).toBe(0);
    expect(summary.failed).toBe(retryLimit + 1);
    expect(summary.failures.map((failure) => failure.retryCount)).toEqual(
      Array.from({ length: retryLimit + 1 }, (_, index) => index),
    );
    expect(summary.failures[0]?.message).toBe('the mail server is down');
    expect(calls).toHaveLength(retryLimit + 1);
    expect(await readJobs(name)).toMatchObject([{ state: 'failed', retry_count: retryLimit }]);
    // The dead letter keeps the event's name and payload, so a person can see what was lost.
    expect(await readJobs(DEAD_LETTER_QUEUE)).toMatchObject([
      { state: 'created', data: { event: name, payload: { applyId: 303 } } },
    ]);
  });

  it('writes a notification once when its first attempt failed after inserting', async () => {
    const owner = await insertCompanyForTest(handle.db, { type: 'CONSUMER', name: '의뢰인' });
    const applicant = await insertCompanyForTest(handle.db, { name: '대한건설' });
    const categoryId = await insertCategoryForTest(handle.db, '철근공사');
    const announcement = await insertAnnouncementForTest(handle.db, owner, {
      categoryIds: [categoryId],
    });
    const name = 'notification.announcementCancelled';
    const real = createJobHandlersForTest(new LocalDiskStorage('/nonexistent'))[name];
    let attempts = 0;
    recordRuns(name, async (payload, context) => {
      attempts += 1;
      await real.run(payload, context);
      // The row is written, then the worker dies before finishing: the attempt must not count.
      if (attempts === 1) throw new Error('crashed after the insert');
    });
    await handle.db.transaction((tx) =>
      enqueue(tx, name, { announcementId: announcement.id, recipientUserIds: [applicant.userId] }),
    );

    const summary = await runtime.runUntilIdle();
    expect(summary).toMatchObject({ completed: 1, failed: 1 });
    expect(attempts).toBe(2);
    const rows = await handle.db
      .select({ type: notifications.type, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, applicant.userId));
    expect(rows).toEqual([
      { type: 'NOTICE', message: "지원하신 '서울 강남구 철근공사' 견적 요청이 취소되었습니다." },
    ]);
  });

  it('registers the clean-ups, the payment reconciliation, the renewals, the closing reminders and the stale-delivery sweep and the visit-log retention as cron schedules in Asia/Seoul', async () => {
    const result = await handle.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from ${sql.identifier(JOB_SCHEMA)}.schedule order by name`,
    );
    expect(result.rows).toEqual([
      { name: 'files.cleanupUnattached', cron: '17 * * * *', timezone: 'Asia/Seoul' },
      { name: 'notification.failStaleDeliveries', cron: '35 * * * *', timezone: 'Asia/Seoul' },
      { name: 'notification.findClosingSoon', cron: '5 * * * *', timezone: 'Asia/Seoul' },
      { name: 'payments.reconcileOrders', cron: '* * * * *', timezone: 'Asia/Seoul' },
      { name: 'rateLimits.deleteExpired', cron: '47 * * * *', timezone: 'Asia/Seoul' },
      { name: 'subscriptions.renewDue', cron: '*/10 * * * *', timezone: 'Asia/Seoul' },
      { name: 'visitors.deleteExpired', cron: '23 4 * * *', timezone: 'Asia/Seoul' },
    ]);
  });
});

describe('job runtime polling in its process (the worker; the API on PGlite)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('picks up a committed job by itself and stops cleanly', async () => {
    const real = createJobHandlersForTest(new LocalDiskStorage('/nonexistent-test-uploads'));
    let resolveRun: (payload: JobPayload<'notification.reviewWritten'>) => void = () => {};
    const ran = new Promise<JobPayload<'notification.reviewWritten'>>((resolve) => {
      resolveRun = resolve;
    });
    const runtime = createJobRuntime({
      db: handle.db,
      handlers: {
        ...real,
        'notification.reviewWritten': {
          transactional: true,
          async run(payload) {
            resolveRun(payload);
          },
        },
      },
      logger: createLogger({ level: 'silent' }),
      runsHandlers: true,
      pollingIntervalSeconds: 0.5,
    });
    await runtime.start();
    try {
      await handle.db.transaction((tx) =>
        enqueue(tx, 'notification.reviewWritten', { reviewId: 404 }),
      );
      // Resolved by the handler itself: no sleeping, only pg-boss's own polling.
      expect(await ran).toEqual({ reviewId: 404 });
    } finally {
      await runtime.stop();
    }
    const result = await handle.db.execute<{ state: string }>(
      sql`select state from ${sql.identifier(JOB_SCHEMA)}.job
          where name = 'notification.reviewWritten'`,
    );
    expect(result.rows).toEqual([{ state: 'completed' }]);
  });
});
