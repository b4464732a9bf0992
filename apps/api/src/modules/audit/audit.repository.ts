import { auditLogs } from '@gongsa/db';
import { count } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';

export type AuditLogInsert = typeof auditLogs.$inferInsert;
export type AuditLogRow = typeof auditLogs.$inferSelect;

export async function insertAuditLog(db: Database, row: AuditLogInsert): Promise<void> {
  await db.insert(auditLogs).values(row);
}

const AUDIT_LOG_KEYSET: KeysetOrder = { id: auditLogs.id, order: 'desc' };

/** Newest first; the id is the order of writing (identity), so it needs no second sort key. */
export async function findAuditLogPage(
  db: Database,
  request: PageRequest,
): Promise<{ rows: AuditLogRow[]; totalCount: number }> {
  return findKeysetPage(
    AUDIT_LOG_KEYSET,
    request,
    (keyset) =>
      db
        .select()
        .from(auditLogs)
        .where(keyset.where)
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => db.select({ value: count() }).from(auditLogs),
  );
}
