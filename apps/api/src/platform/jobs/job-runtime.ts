import PgBoss from 'pg-boss';
import type { Database } from '../../app/database';
import type { Logger } from '../../logger';
import {
  DEAD_LETTER_QUEUE,
  JOB_CATALOGUE,
  JOB_NAMES,
  JOB_SCHEDULES,
  JOB_SCHEDULE_TIME_ZONE,
  JOB_SCHEMA,
  type JobEnvelope,
  type JobName,
  type JobPayload,
} from './catalogue';
import {
  createJobSqlExecutor,
  createTransactionSqlExecutor,
  selectQueuesWithWaitingJobs,
} from './job-sql.repository';

export type JobContext = {
  /** The job's transaction for transactional handlers, the plain database otherwise. */
  db: Database;
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  logger: Logger;
};

export type JobHandler<TName extends JobName> = {
  /**
   * true: run() and the job's completion commit together, so the handler's writes happen exactly
   * once — a failed attempt rolls them back before the retry, and a finished one is never retried.
   * false (for work outside the database, e.g. deleting stored objects): run() must be idempotent,
   * because a worker that dies after it and before pg-boss marks the job done runs it again.
   */
  transactional: boolean;
  run(payload: JobPayload<TName>, context: JobContext): Promise<void>;
};

export type JobHandlers = { [TName in JobName]: JobHandler<TName> };

export type JobRunSummary = {
  completed: number;
  failed: number;
  failures: Array<{ name: JobName; jobId: string; retryCount: number; message: string }>;
};

export type JobRuntime = {
  /** Installs or migrates pg-boss's schema, creates the queues and schedules, and — when this process runs handlers — starts polling. */
  start(): Promise<void>;
  /** Stops polling, waits for running handlers (up to the grace period), releases timers. */
  stop(): Promise<void>;
  /**
   * Runs every queued job in this process until none is left, retries included and without
   * waiting for their backoff or for a later start time. For tests and one-off tools; a process
   * that polls (runsHandlers) must not call it at the same time.
   */
  runUntilIdle(options?: { maxRounds?: number }): Promise<JobRunSummary>;
};

export type JobRuntimeOptions = {
  db: Database;
  handlers: JobHandlers;
  logger: Logger;
  /** Poll the queues, run handlers and fire schedules here (the worker; the API on PGlite). */
  runsHandlers: boolean;
  /** How often an idle queue is polled (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running handlers. */
  stopTimeoutMs?: number;
};

/** The job was taken back (expired, failed by the supervisor) while its handler ran. */
export class JobNoLongerActiveError extends Error {
  constructor(name: string, jobId: string) {
    super(`job ${name} ${jobId} is no longer active; its work was rolled back`);
    this.name = 'JobNoLongerActiveError';
  }
}

export function createJobRuntime(options: JobRuntimeOptions): JobRuntime {
  const { db, handlers, runsHandlers } = options;
  const logger = options.logger.child({ component: 'jobs' });
  const boss = new PgBoss({
    db: createJobSqlExecutor(db),
    schema: JOB_SCHEMA,
    migrate: true,
    // Expiring and archiving jobs and firing cron schedules are done by the processes that run
    // handlers; a send-only API leaves them to the worker.
    supervise: runsHandlers,
    schedule: runsHandlers,
  });
  boss.on('error', (error) => logger.error({ err: error }, '작업 큐 오류'));

  async function execute(name: JobName, job: PgBoss.JobWithMetadata<JobEnvelope>): Promise<void> {
    const parsed = JOB_CATALOGUE[name].payload.safeParse(job.data?.payload);
    if (!parsed.success) {
      throw new Error(`invalid payload for job ${name}: ${parsed.error.message}`);
    }
    const handler = handlers[name] as JobHandler<JobName>;
    const context = {
      jobId: job.id,
      retryCount: job.retryCount,
      logger: logger.child({ job: name, jobId: job.id }),
    };
    if (!handler.transactional) {
      await handler.run(parsed.data as JobPayload<JobName>, { ...context, db });
      return;
    }
    await db.transaction(async (tx) => {
      await handler.run(parsed.data as JobPayload<JobName>, { ...context, db: tx });
      // pg-boss 10's typings say void; it answers { jobs, requested, affected } (manager.js).
      const result = (await boss.complete(
        name,
        job.id,
        {},
        {
          db: createTransactionSqlExecutor(tx),
        },
      )) as unknown as { affected: number };
      if (result.affected !== 1) throw new JobNoLongerActiveError(name, job.id);
    });
  }

  function reportFailure(name: JobName, job: PgBoss.JobWithMetadata, error: unknown): void {
    const isLastTry = job.retryCount >= job.retryLimit;
    logger[isLastTry ? 'error' : 'warn'](
      { err: error, job: name, jobId: job.id, retryCount: job.retryCount },
      isLastTry
        ? '작업 실패: 재시도를 모두 써서 dead-letter 큐로 옮깁니다'
        : '작업 실패: 나중에 다시 시도합니다',
    );
  }

  async function ensureQueues(): Promise<void> {
    await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
    for (const name of JOB_NAMES) {
      const queue = { name, ...JOB_CATALOGUE[name].queue, deadLetter: DEAD_LETTER_QUEUE };
      await boss.createQueue(name, queue);
      // createQueue leaves an existing queue alone; the settings in the catalogue are the truth.
      await boss.updateQueue(name, queue);
    }
  }

  async function ensureSchedules(): Promise<void> {
    const wanted = new Set<string>(JOB_SCHEDULES.map((entry) => entry.name));
    for (const existing of await boss.getSchedules()) {
      if (!wanted.has(existing.name)) await boss.unschedule(existing.name);
    }
    for (const entry of JOB_SCHEDULES) {
      const data: JobEnvelope = { event: entry.name, payload: {} as JobPayload<JobName> };
      await boss.schedule(entry.name, entry.cron, data, { tz: JOB_SCHEDULE_TIME_ZONE });
    }
  }

  async function startWorkers(): Promise<void> {
    for (const name of JOB_NAMES) {
      // Set once work() answers; the first job may come before that.
      const worker: { id?: string } = {};
      worker.id = await boss.work<JobEnvelope>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async (jobs) => {
          try {
            for (const job of jobs) {
              try {
                await execute(name, job);
              } catch (error) {
                reportFailure(name, job, error);
                throw error;
              }
            }
          } finally {
            // pg-boss 10 waits the polling interval after every fetch, even one that found a
            // job: a queue of 200 jobs would take 400 s. A worker that found one asks again at
            // once, so waiting jobs run back to back and only an empty queue waits (ADR 0031).
            if (jobs.length > 0 && worker.id !== undefined) boss.notifyWorker(worker.id);
          }
        },
      );
    }
  }

  return {
    async start() {
      await boss.start();
      await ensureQueues();
      await ensureSchedules();
      if (runsHandlers) await startWorkers();
      logger.info({ runsHandlers, queues: JOB_NAMES.length }, '작업 큐 준비 완료');
    },

    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },

    async runUntilIdle({ maxRounds = 50 } = {}) {
      const summary: JobRunSummary = { completed: 0, failed: 0, failures: [] };
      for (let round = 0; round < maxRounds; round += 1) {
        let ran = 0;
        const waiting = new Set(await selectQueuesWithWaitingJobs(db, JOB_SCHEMA));
        for (const name of JOB_NAMES.filter((queue) => waiting.has(queue))) {
          for (;;) {
            const [job] = await boss.fetch<JobEnvelope>(name, {
              includeMetadata: true,
              ignoreStartAfter: true,
            });
            if (!job) break;
            ran += 1;
            try {
              await execute(name, job);
              // A no-op for transactional handlers, which completed inside their transaction.
              await boss.complete(name, job.id);
              summary.completed += 1;
            } catch (error) {
              reportFailure(name, job, error);
              await boss.fail(name, job.id, error instanceof Error ? error : { error });
              summary.failed += 1;
              summary.failures.push({
                name,
                jobId: job.id,
                retryCount: job.retryCount,
                message: error instanceof Error ? error.message : String(error),
              });
            }
          }
        }
        if (ran === 0) return summary;
      }
      throw new Error(
        `jobs were still queued after ${maxRounds} rounds: a handler keeps enqueueing`,
      );
    },
  };
}
