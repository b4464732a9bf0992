import { enqueue } from '../jobs/enqueue';
import type { JobHandler } from '../jobs/job-runtime';
import { deleteExpiredRateLimitHits } from './rate-limit.repository';

// Bounded batches keep one run's transaction short; a full batch queues the next run at once.
const CLEANUP_BATCH_SIZE = 5000;

type RateLimitJobHandlers = {
  'rateLimits.deleteExpired': JobHandler<'rateLimits.deleteExpired'>;
};

/** Old hits count for nothing once their window ended; without this the table would only grow. */
export const RATE_LIMIT_JOB_HANDLERS: RateLimitJobHandlers = {
  'rateLimits.deleteExpired': {
    transactional: true,
    async run(_payload, { db, logger }) {
      const deleted = await deleteExpiredRateLimitHits(db, {
        now: new Date(),
        limit: CLEANUP_BATCH_SIZE,
      });
      if (deleted === CLEANUP_BATCH_SIZE) await enqueue(db, 'rateLimits.deleteExpired', {});
      if (deleted > 0) logger.info({ count: deleted }, '기간이 지난 요청 횟수 기록을 정리했습니다');
    },
  },
};
