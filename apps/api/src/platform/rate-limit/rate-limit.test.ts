import { rateLimitHits } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createJobHandlersForTest } from '../../testing/job-handlers';
import { createLogger } from '../../logger';
import { LocalDiskStorage } from '../../modules/files/storage/local-disk-storage';
import { enqueue } from '../jobs/enqueue';
import { createJobRuntime, type JobRuntime } from '../jobs/job-runtime';
import { tryHitRateLimit } from './rate-limit';

const MINUTE_MS = 60_000;
const WINDOW = { limit: 3, windowMs: 60 * MINUTE_MS };

describe('tryHitRateLimit (rate_limit_hits)', () => {
  let handle: DatabaseHandle;
  let runtime: JobRuntime;

  beforeAll(async () => {
    handle = await createTestDatabase();
    runtime = createJobRuntime({
      db: handle.db,
      handlers: createJobHandlersForTest(new LocalDiskStorage('/nonexistent-test-uploads')),
      logger: createLogger({ level: 'silent' }),
      runsHandlers: false,
    });
    await runtime.start();
  });

  afterAll(async () => {
    await runtime.stop();
    await handle.close();
  });

  function hitsOf(key: string) {
    return handle.db
      .select({ hitAt: rateLimitHits.hitAt, expiresAt: rateLimitHits.expiresAt })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, key))
      .orderBy(asc(rateLimitHits.hitAt));
  }

  it('allows `limit` hits in the window, refuses the next without recording it, and says when', async () => {
    const start = new Date('2026-03-02T01:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);
    for (const minutes of [0, 10, 20]) {
      expect(await tryHitRateLimit(handle.db, 'sliding', WINDOW, at(minutes))).toEqual({
        isAllowed: true,
      });
    }
    // The first hit leaves the window an hour after it happened.
    expect(await tryHitRateLimit(handle.db, 'sliding', WINDOW, at(30))).toEqual({
      isAllowed: false,
      retryAt: at(60),
    });
    expect(await hitsOf('sliding')).toHaveLength(3);
    // Another key has its own count.
    expect(await tryHitRateLimit(handle.db, 'other', WINDOW, at(30))).toEqual({ isAllowed: true });

    // Sliding: once the first hit is older than the window, one slot is free again, and only one.
    expect(await tryHitRateLimit(handle.db, 'sliding', WINDOW, at(61))).toEqual({
      isAllowed: true,
    });
    expect(await tryHitRateLimit(handle.db, 'sliding', WINDOW, at(62))).toEqual({
      isAllowed: false,
      retryAt: at(70),
    });
  });

  it('lets exactly `limit` of many simultaneous hits through', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => tryHitRateLimit(handle.db, 'burst', WINDOW, now)),
    );
    expect(results.filter((result) => result.isAllowed)).toHaveLength(3);
    expect(await hitsOf('burst')).toHaveLength(3);
  });

  it('deletes hits whose window ended in the scheduled clean-up, and keeps the rest', async () => {
    const now = Date.now();
    await handle.db.insert(rateLimitHits).values([
      {
        key: 'cleanup',
        hitAt: new Date(now - 2 * 60 * MINUTE_MS),
        expiresAt: new Date(now - 60 * MINUTE_MS),
      },
      {
        key: 'cleanup',
        hitAt: new Date(now - 61 * MINUTE_MS),
        expiresAt: new Date(now - MINUTE_MS),
      },
      {
        key: 'cleanup',
        hitAt: new Date(now - 5 * MINUTE_MS),
        expiresAt: new Date(now + 55 * MINUTE_MS),
      },
    ]);
    await handle.db.transaction((tx) => enqueue(tx, 'rateLimits.deleteExpired', {}));
    expect(await runtime.runUntilIdle()).toMatchObject({ completed: 1, failed: 0 });

    const left = await hitsOf('cleanup');
    expect(left).toEqual([
      { hitAt: new Date(now - 5 * MINUTE_MS), expiresAt: new Date(now + 55 * MINUTE_MS) },
    ]);
    // Every row left, whichever test wrote it, is still inside its window.
    const remaining = await handle.db
      .select({ expiresAt: rateLimitHits.expiresAt })
      .from(rateLimitHits);
    expect(remaining.every((row) => row.expiresAt.getTime() > now)).toBe(true);
  });
});
