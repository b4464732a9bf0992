import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../../app/database';
import {
  JOB_CATALOGUE,
  JOB_SCHEMA,
  type JobEnvelope,
  type JobName,
  type JobPayload,
} from './catalogue';
import { createTransactionSqlExecutor, type JobSqlExecutor } from './job-sql.repository';

export type EnqueueOptions = {
  /** Run no earlier than this (a reminder); retries and dead letters follow the queue's settings. */
  startAfter?: Date;
};

// Sending only builds pg-boss's INSERT and runs it on the executor passed with each call, so this
// instance is never started and never opens a connection of its own.
const NO_CONNECTION: JobSqlExecutor = {
  async executeSql() {
    throw new Error('job sender has no connection of its own: pass the transaction');
  },
};
let sender: PgBoss | undefined;

function getSender(): PgBoss {
  sender ??= new PgBoss({ db: NO_CONNECTION, schema: JOB_SCHEMA });
  return sender;
}

export class JobQueueMissingError extends Error {
  constructor(name: string) {
    super(`job queue "${name}" does not exist: start the job runtime (createJobRuntime) first`);
    this.name = 'JobQueueMissingError';
  }
}

/**
 * Records an event inside the caller's transaction: the job exists exactly when the change it
 * follows commits, and vanishes with it on rollback. The payload is checked here too, so a wrong
 * payload fails the request that made it rather than a worker an hour later. Returns the job id.
 */
export async function enqueue<TName extends JobName>(
  tx: Database,
  name: TName,
  payload: JobPayload<TName>,
  options: EnqueueOptions = {},
): Promise<string> {
  const data: JobEnvelope<TName> = {
    event: name,
    payload: JOB_CATALOGUE[name].payload.parse(payload) as JobPayload<TName>,
  };
  const id = await getSender().send(name, data, {
    id: randomUUID(),
    ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    db: createTransactionSqlExecutor(tx),
  });
  // pg-boss inserts through a join on its queue table, so an unknown queue inserts nothing.
  if (id === null) throw new JobQueueMissingError(name);
  return id;
}
