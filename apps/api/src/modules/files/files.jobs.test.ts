import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { announcementFiles, announcementTemps, files } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createJobHandlersForTest } from '../../testing/job-handlers';
import { createLogger } from '../../logger';
import { enqueue } from '../../platform/jobs/enqueue';
import { createJobRuntime, type JobRuntime } from '../../platform/jobs/job-runtime';
import { insertAnnouncementForTest } from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { LocalDiskStorage } from './storage/local-disk-storage';

const HOUR_MS = 60 * 60 * 1000;

describe('files.cleanupUnattached', () => {
  let handle: DatabaseHandle;
  let storage: LocalDiskStorage;
  let uploadDir: string;
  let runtime: JobRuntime;

  beforeAll(async () => {
    handle = await createTestDatabase();
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'gongsa-cleanup-test-'));
    storage = new LocalDiskStorage(uploadDir);
    runtime = createJobRuntime({
      db: handle.db,
      handlers: createJobHandlersForTest(storage),
      logger: createLogger({ level: 'silent' }),
      runsHandlers: false,
    });
    await runtime.start();
  });

  afterAll(async () => {
    await runtime.stop();
    await handle.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  /** A stored upload as POST /files/upload leaves it; images get their three variants too. */
  async function insertUpload(label: string, options: { ageHours: number; isImage?: boolean }) {
    const storageKey = `${label}-${Math.random().toString(36).slice(2, 10)}`;
    const variantKeys = options.isImage
      ? (['thumbnail', 'low', 'high'] as const).map((variant) => `${storageKey}.${variant}.webp`)
      : [];
    for (const key of [storageKey, ...variantKeys]) {
      await storage.put(key, Buffer.from(label), 'application/octet-stream');
    }
    const [row] = await handle.db
      .insert(files)
      .values({
        filename: `${label}.${options.isImage ? 'png' : 'pdf'}`,
        mimetype: options.isImage ? 'image/png' : 'application/pdf',
        md5: 'd41d8cd98f00b204e9800998ecf8427e',
        size: label.length,
        storageKey,
        url: `/files/${storageKey}`,
        thumbnailUrl: options.isImage ? `/files/${storageKey}/thumbnail` : null,
        lowQualityUrl: options.isImage ? `/files/${storageKey}/low` : null,
        highQualityUrl: options.isImage ? `/files/${storageKey}/high` : null,
        createdAt: new Date(Date.now() - options.ageHours * HOUR_MS),
      })
      .returning({ id: files.id });
    return { id: row!.id, keys: [storageKey, ...variantKeys] };
  }

  async function isStored(key: string): Promise<boolean> {
    const object = await storage.get(key);
    object?.stream.destroy();
    return object !== null;
  }

  async function runCleanup() {
    await handle.db.transaction((tx) => enqueue(tx, 'files.cleanupUnattached', {}));
    return runtime.runUntilIdle();
  }

  it('deletes only uploads older than a day that nothing refers to, rows and stored objects', async () => {
    const owner = await insertCompanyForTest(handle.db, { type: 'CONSUMER', name: '의뢰인' });
    const announcement = await insertAnnouncementForTest(handle.db, owner);

    const staleImage = await insertUpload('stale-image', { ageHours: 25, isImage: true });
    const staleDocument = await insertUpload('stale-document', { ageHours: 48 });
    const fresh = await insertUpload('fresh', { ageHours: 23 });
    const attached = await insertUpload('attached', { ageHours: 72, isImage: true });
    await handle.db
      .insert(announcementFiles)
      .values({ announcementId: announcement.id, fileId: attached.id, kind: 'IMAGE' });
    const inDraft = await insertUpload('in-draft', { ageHours: 72 });
    const mainImageOfDraft = await insertUpload('draft-main', { ageHours: 72, isImage: true });
    const inDeletedDraft = await insertUpload('in-deleted-draft', { ageHours: 72 });
    await handle.db.insert(announcementTemps).values([
      {
        userId: owner.userId,
        data: { files__ids: [String(inDraft.id)], mainImage__id: String(mainImageOfDraft.id) },
      },
      {
        userId: owner.userId,
        data: { files__ids: [String(inDeletedDraft.id)] },
        deletedAt: new Date(),
      },
    ]);

    const summary = await runCleanup();
    // The cleanup itself and the one job that removes the deleted rows' objects.
    expect(summary).toEqual({ completed: 2, failed: 0, failures: [] });

    const remaining = await handle.db.select({ id: files.id }).from(files).orderBy(asc(files.id));
    expect(remaining.map((row) => row.id)).toEqual(
      [fresh.id, attached.id, inDraft.id, mainImageOfDraft.id].sort((a, b) => a - b),
    );
    for (const key of [...staleImage.keys, ...staleDocument.keys, ...inDeletedDraft.keys]) {
      expect(await isStored(key), key).toBe(false);
    }
    for (const key of [
      ...fresh.keys,
      ...attached.keys,
      ...inDraft.keys,
      ...mainImageOfDraft.keys,
    ]) {
      expect(await isStored(key), key).toBe(true);
    }

    // Running again finds nothing to do and changes nothing.
    expect(await runCleanup()).toEqual({ completed: 1, failed: 0, failures: [] });
    const [stillAttached] = await handle.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.id, attached.id));
    expect(stillAttached).toEqual({ id: attached.id });
  });

  it('removes stored objects idempotently when a delete job runs twice', async () => {
    const upload = await insertUpload('twice', { ageHours: 1 });
    for (let run = 0; run < 2; run += 1) {
      await handle.db.transaction((tx) =>
        enqueue(tx, 'files.deleteStoredObjects', { storageKeys: upload.keys }),
      );
      expect(await runtime.runUntilIdle()).toEqual({ completed: 1, failed: 0, failures: [] });
    }
    expect(await isStored(upload.keys[0]!)).toBe(false);
  });
});
