import { files, type NewStoredFile, type StoredFile } from '@gongsa/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type FileRow = StoredFile;
export type NewFileRow = Omit<NewStoredFile, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

export async function insertFiles(db: Database, rows: NewFileRow[]): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(files).values(rows).returning();
}

export async function findFileById(db: Database, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deletedAt)))
    .limit(1);
  return row ?? null;
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
