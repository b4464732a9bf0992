import { bigint, index, integer, pgTable, text, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import { commonColumns, idRef } from './columns';
import { users } from './users';

/**
 * An uploaded file (POST /files/upload). Images get resized variants; the URLs are what clients
 * load, `storageKey` is where the bytes live (a path under ./data/uploads or an S3 object key).
 */
export const files = pgTable(
  'files',
  {
    ...commonColumns(),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    md5: text('md5').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    priority: integer('priority').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    lowQualityUrl: text('low_quality_url'),
    highQualityUrl: text('high_quality_url'),
    uploaderId: idRef('uploader_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
    index('files_uploader_id_idx').on(t.uploaderId),
    index('files_md5_idx').on(t.md5),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);
