import { enqueue } from '../../platform/jobs/enqueue';
import type { JobHandler } from '../../platform/jobs/job-runtime';
import { deleteEventActionsBefore } from '../advertisements';
import { deleteUnlinkedVisitorMetasBefore, deleteVisitorLogsBefore } from './visitors.repository';

/**
 * ADR 0035: visit logs are kept 13 months (a year-on-year comparison needs a full year and the
 * month before it), first-visit metas no account was linked to just as long; a linked meta is the
 * account's attribution and stays with it. Recorded actions (recordEventAction: banner and ad
 * views and clicks, with a visitor id) are kept as long as the logs.
 */
export const VISITOR_RETENTION_MONTHS = 13;
// Bounded batches keep one run's transaction short; a full batch queues the next run at once.
const CLEANUP_BATCH_SIZE = 5000;

/** The moment before which visitor rows are deleted: 13 calendar months before `now`. */
export function findVisitorRetentionStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - VISITOR_RETENTION_MONTHS);
  return start;
}

type VisitorJobHandlers = { 'visitors.deleteExpired': JobHandler<'visitors.deleteExpired'> };

export function createVisitorJobHandlers(deps: { now: () => Date }): VisitorJobHandlers {
  return {
    'visitors.deleteExpired': {
      transactional: true,
      async run(_payload, { db, logger }) {
        const before = findVisitorRetentionStart(deps.now());
        const logs = await deleteVisitorLogsBefore(db, { before, limit: CLEANUP_BATCH_SIZE });
        const metas = await deleteUnlinkedVisitorMetasBefore(db, {
          before,
          limit: CLEANUP_BATCH_SIZE,
        });
        const actions = await deleteEventActionsBefore(db, {
          before,
          limit: CLEANUP_BATCH_SIZE,
        });
        if ([logs, metas, actions].includes(CLEANUP_BATCH_SIZE)) {
          await enqueue(db, 'visitors.deleteExpired', {});
        }
        if (logs + metas + actions > 0) {
          logger.info({ logs, metas, actions }, '보관 기간이 지난 방문 기록을 정리했습니다');
        }
      },
    },
  };
}
