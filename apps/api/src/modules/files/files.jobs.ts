import { enqueue } from '../../platform/jobs/enqueue';
import type { JobHandler } from '../../platform/jobs/job-runtime';
import { deleteUnattachedFiles } from './files.repository';
import { listStoredObjectKeys } from './files.service';
import type { FileStorage } from './storage/file-storage';

/** An upload nothing refers to after this long was abandoned (a closed wizard, a dropped form). */
export const UNATTACHED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Bounded batches keep one run's transaction (and, on PGlite, everyone's wait) short; a full
// batch queues the next run straight away.
const CLEANUP_BATCH_SIZE = 200;
const KEYS_PER_DELETE_JOB = 200;

type FileJobHandlers = {
  'files.cleanupUnattached': JobHandler<'files.cleanupUnattached'>;
  'files.deleteStoredObjects': JobHandler<'files.deleteStoredObjects'>;
};

export function createFileJobHandlers(deps: { storage: FileStorage }): FileJobHandlers {
  return {
    /*
     * Rows go first, in the job's transaction, together with the jobs that remove their bytes:
     * a crash leaves either both (the next run tries again) or a queued delete, never a row
     * whose object is gone.
     */
    'files.cleanupUnattached': {
      transactional: true,
      async run(_payload, { db, logger }) {
        const deleted = await deleteUnattachedFiles(db, {
          createdBefore: new Date(Date.now() - UNATTACHED_FILE_MAX_AGE_MS),
          limit: CLEANUP_BATCH_SIZE,
        });
        if (deleted.length === 0) return;
        const keys = deleted.flatMap(listStoredObjectKeys);
        for (let start = 0; start < keys.length; start += KEYS_PER_DELETE_JOB) {
          await enqueue(db, 'files.deleteStoredObjects', {
            storageKeys: keys.slice(start, start + KEYS_PER_DELETE_JOB),
          });
        }
        if (deleted.length === CLEANUP_BATCH_SIZE) await enqueue(db, 'files.cleanupUnattached', {});
        logger.info({ count: deleted.length }, '첨부되지 않은 업로드 파일을 정리했습니다');
      },
    },

    // Deleting an object that is already gone succeeds (both storages), so a retry is harmless.
    'files.deleteStoredObjects': {
      transactional: false,
      async run({ storageKeys }) {
        for (const key of storageKeys) await deps.storage.delete(key);
      },
    },
  };
}
