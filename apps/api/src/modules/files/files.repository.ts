import {
  advertisementImages,
  advertisements,
  announcementApplies,
  announcementApplyEstimateFiles,
  announcementFiles,
  announcementTemps,
  announcements,
  banners,
  communityPostFiles,
  files,
  innovationProductImages,
  innovationProducts,
  portfolioImages,
  portfolios,
  profiles,
  schema,
  users,
  type NewStoredFile,
  type StoredFile,
} from '@gongsa/db';
import { and, asc, eq, gte, inArray, is, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';

export type FileRow = StoredFile;
export type NewFileRow = Omit<NewStoredFile, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

export async function insertFiles(db: Database, rows: NewFileRow[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(files).values(rows).returning();
}

/** Files (deleted ones too) and their bytes an account uploaded since `since`. */
export async function sumUploadsSince(
  db: Database,
  uploaderId: number,
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint`,
    })
    .from(files)
    .where(and(eq(files.uploaderId, uploaderId), gte(files.createdAt, since)));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

// Namespace of this module's advisory locks, so they cannot collide with another feature's keys.
const UPLOAD_QUOTA_LOCK_CLASS = 7401;

/** Serialises one account's quota check and insert until the transaction ends. */
export async function lockUploadQuota(db: Database, uploaderId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK_CLASS}, ${uploaderId})`);
}

export async function findFileById(db: Database, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Live files with these ids, in no particular order. */
export async function selectLiveFilesByIds(db: Database, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), isNull(files.deletedAt)));
}

/**
 * Files a user may attach to a request or its draft, with their type: their own uploads, and files
 * already on one of their requests (the copy made by reCreateAnnouncement keeps the old request's
 * files).
 */
export async function selectAttachableFiles(
  db: Database,
  userId: number,
  ids: number[],
): Promise<Array<{ id: number; mimetype: string }>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, mimetype: files.mimetype })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        isNull(files.deletedAt),
        or(
          eq(files.uploaderId, userId),
          sql`exists (select 1 from ${announcementFiles}
            join ${announcements} on ${announcements.id} = ${announcementFiles.announcementId}
            where ${announcementFiles.fileId} = ${files.id} and ${announcements.userId} = ${userId})`,
        ),
      ),
    );
}

export async function findFileByStorageKey(
  db: Database,
  storageKey: string,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, storageKey), isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
}

/*
 * Unattached uploads. A file is attached when a row refers to it: any foreign key to files.id
 * (found from the schema, so a table added later is covered without touching this code), or the
 * file lists of a live draft, which keeps them as JSON (announcement_temps.data).
 */
type FileReference = { table: PgTable; column: PgColumn };
let fileReferences: FileReference[] | undefined;

function listFileReferences(): FileReference[] {
  fileReferences ??= (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.map((foreignKey) => foreignKey.reference())
        .filter((reference) => reference.foreignTable === files)
        .map((reference) => ({ table, column: reference.columns[0]! })),
    );
  return fileReferences;
}

function isUnattached(): SQL {
  const draftData = announcementTemps.data;
  return and(
    ...listFileReferences().map(
      ({ table, column }) => sql`not exists (select 1 from ${table} where ${column} = ${files.id})`,
    ),
    sql`not exists (select 1 from ${announcementTemps}
      where ${announcementTemps.deletedAt} is null
        and (${draftData} -> 'images__ids' @> jsonb_build_array(${files.id}::text)
          or ${draftData} -> 'files__ids' @> jsonb_build_array(${files.id}::text)
          or ${draftData} ->> 'mainImage__id' = ${files.id}::text))`,
  )!;
}

/*
 * Who may see a file follows from what it is attached to (issue 12, ADR 0021). Every foreign key to
 * files.id is in exactly one of these lists (a test compares them with the schema, so a table added
 * later must decide):
 * - public: avatars, company logos and menu images, portfolio, product, advertisement, banner and
 *   community images: anyone;
 * - request: a request's main image and attachments: anyone while the request is live (requests are
 *   public), its author always;
 * - private: an apply's estimate files: the applicant and the request's author.
 * A file nothing refers to (a fresh upload, a draft's file) is its uploader's.
 */
export const PUBLIC_FILE_COLUMNS: readonly PgColumn[] = [
  users.avatarFileId,
  profiles.logoImgFileId,
  profiles.mainBusinessMenuImgFileId,
  portfolios.mainImageFileId,
  portfolioImages.fileId,
  innovationProducts.mainImageFileId,
  innovationProductImages.fileId,
  advertisements.mainImageFileId,
  advertisementImages.fileId,
  banners.imageFileId,
  banners.mobileImageFileId,
  communityPostFiles.fileId,
];
export const REQUEST_FILE_COLUMNS: readonly PgColumn[] = [
  announcements.mainImageFileId,
  announcementFiles.fileId,
];
export const PRIVATE_FILE_COLUMNS: readonly PgColumn[] = [announcementApplyEstimateFiles.fileId];

/** Every column that refers to files.id, from the schema. */
export function listFileReferenceColumns(): PgColumn[] {
  return listFileReferences().map((reference) => reference.column);
}

/** Public only while the portfolio and its company are live (a deleted one's photos are not). */
const LIVE_PORTFOLIO_FILE_COLUMNS: ReadonlySet<PgColumn> = new Set([
  portfolios.mainImageFileId,
  portfolioImages.fileId,
]);

/** True when something public refers to the file (see the lists above). */
function isPubliclyAttached(): SQL {
  return or(
    ...PUBLIC_FILE_COLUMNS.filter((column) => !LIVE_PORTFOLIO_FILE_COLUMNS.has(column)).map(
      (column) => sql`exists (select 1 from ${column.table} where ${column} = ${files.id})`,
    ),
    sql`exists (select 1 from ${portfolios}
      join ${profiles} on ${profiles.id} = ${portfolios.profileId}
      where ${portfolios.mainImageFileId} = ${files.id}
        and ${portfolios.deletedAt} is null and ${profiles.deletedAt} is null)`,
    sql`exists (select 1 from ${portfolioImages}
      join ${portfolios} on ${portfolios.id} = ${portfolioImages.portfolioId}
      join ${profiles} on ${profiles.id} = ${portfolios.profileId}
      where ${portfolioImages.fileId} = ${files.id}
        and ${portfolios.deletedAt} is null and ${profiles.deletedAt} is null)`,
    sql`exists (select 1 from ${announcements}
      where ${announcements.mainImageFileId} = ${files.id} and ${announcements.deletedAt} is null)`,
    sql`exists (select 1 from ${announcementFiles}
      join ${announcements} on ${announcements.id} = ${announcementFiles.announcementId}
      where ${announcementFiles.fileId} = ${files.id} and ${announcements.deletedAt} is null)`,
  )!;
}

/**
 * True when the user uploaded the file, wrote the request it is on, or is either side of its apply:
 * the request's author only once the apply is submitted (a draft or a withdrawn apply is the
 * company's alone, as announcementApply decides).
 */
function isAttachedForUser(userId: number): SQL {
  return or(
    eq(files.uploaderId, userId),
    sql`exists (select 1 from ${announcements}
      where ${announcements.mainImageFileId} = ${files.id} and ${announcements.userId} = ${userId})`,
    sql`exists (select 1 from ${announcementFiles}
      join ${announcements} on ${announcements.id} = ${announcementFiles.announcementId}
      where ${announcementFiles.fileId} = ${files.id} and ${announcements.userId} = ${userId})`,
    sql`exists (select 1 from ${announcementApplyEstimateFiles}
      join ${announcementApplies} on ${announcementApplies.id} = ${announcementApplyEstimateFiles.applyId}
      join ${announcements} on ${announcements.id} = ${announcementApplies.announcementId}
      where ${announcementApplyEstimateFiles.fileId} = ${files.id}
        and (${announcementApplies.userId} = ${userId}
          or (${announcements.userId} = ${userId}
            and ${announcementApplies.deletedAt} is null
            and ${announcementApplies.state} not in ('WRITING', 'GAVE_UP'))))`,
  )!;
}

export type FileAccessRow = { file: FileRow; isPublic: boolean; isViewersOwn: boolean };

/** A live file with whether it is public and whether this user (or nobody: null) may see it. */
export async function findFileAccess(
  db: Database,
  where: { id: number } | { storageKey: string },
  userId: number | null,
): Promise<FileAccessRow | null> {
  const [row] = await db
    .select({
      file: files,
      isPublic: sql<boolean>`${isPubliclyAttached()}`,
      isViewersOwn:
        userId === null ? sql<boolean>`false` : sql<boolean>`${isAttachedForUser(userId)}`,
    })
    .from(files)
    .where(
      and(
        'id' in where ? eq(files.id, where.id) : eq(files.storageKey, where.storageKey),
        isNull(files.deletedAt),
      ),
    )
    .limit(1);
  return row
    ? { file: row.file, isPublic: Boolean(row.isPublic), isViewersOwn: Boolean(row.isViewersOwn) }
    : null;
}

export type DeletedFileRow = Pick<
  FileRow,
  'id' | 'storageKey' | 'thumbnailUrl' | 'lowQualityUrl' | 'highQualityUrl'
>;

/**
 * Deletes up to `limit` files created before `createdBefore` that nothing refers to. The rows
 * are locked first, which holds back a concurrent attach (its foreign-key check waits for the
 * lock); the delete then checks again on a fresh snapshot, so a file attached in the meantime
 * stays. Run it inside a transaction.
 */
export async function deleteUnattachedFiles(
  tx: Database,
  options: { createdBefore: Date; limit: number },
): Promise<DeletedFileRow[]> {
  const candidates = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(lt(files.createdAt, options.createdBefore), isUnattached()))
    .orderBy(asc(files.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  if (candidates.length === 0) return [];
  return tx
    .delete(files)
    .where(
      and(
        inArray(
          files.id,
          candidates.map((candidate) => candidate.id),
        ),
        isUnattached(),
      ),
    )
    .returning({
      id: files.id,
      storageKey: files.storageKey,
      thumbnailUrl: files.thumbnailUrl,
      lowQualityUrl: files.lowQualityUrl,
      highQualityUrl: files.highQualityUrl,
    });
}

/**
 * A file row kept under a fixed storage key (demo data shipped with the code): inserted once,
 * its id found by the key afterwards.
 */
export async function ensureFileByStorageKey(db: Database, row: NewFileRow): Promise<number> {
  await db.insert(files).values(row).onConflictDoNothing({ target: files.storageKey });
  const [found] = await db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.storageKey, row.storageKey));
  if (!found) throw new Error(`file row missing after insert: ${row.storageKey}`);
  return found.id;
}
