import { enterpriseViewLogs, profiles, users } from '@gongsa/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../graphql/connection';
import {
  buildKeysetQuery,
  toDisplayOrder,
  type KeysetOrder,
} from '../../graphql/keyset.repository';

export type ViewLogRow = { id: number; viewedAt: Date; profileId: number };

/** One live row per (user, company): a repeat visit moves the existing row to the top. */
export async function upsertViewLog(
  db: Database,
  userId: number,
  profileId: number,
  viewedAt: Date,
): Promise<void> {
  await db
    .insert(enterpriseViewLogs)
    .values({ userId, profileId, viewedAt })
    .onConflictDoUpdate({
      target: [enterpriseViewLogs.userId, enterpriseViewLogs.profileId],
      targetWhere: sql`${enterpriseViewLogs.deletedAt} is null`,
      set: { viewedAt, updatedAt: viewedAt },
    });
}

const VIEW_LOG_KEYSET: KeysetOrder = {
  sort: { column: enterpriseViewLogs.viewedAt, fromCursor: (value) => new Date(String(value)) },
  id: enterpriseViewLogs.id,
  order: 'desc',
};

/** The user's live view-log rows of companies that still exist, most recently viewed first. */
export async function findViewLogPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: ViewLogRow[]; totalCount: number }> {
  const visible = and(
    eq(enterpriseViewLogs.userId, userId),
    isNull(enterpriseViewLogs.deletedAt),
    isNull(profiles.deletedAt),
    isNull(users.deletedAt),
  );
  const keyset = buildKeysetQuery(VIEW_LOG_KEYSET, request);
  const rows = await db
    .select({
      id: enterpriseViewLogs.id,
      viewedAt: enterpriseViewLogs.viewedAt,
      profileId: enterpriseViewLogs.profileId,
    })
    .from(enterpriseViewLogs)
    .innerJoin(profiles, eq(profiles.id, enterpriseViewLogs.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(visible, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  const [total] = await db
    .select({ value: count() })
    .from(enterpriseViewLogs)
    .innerJoin(profiles, eq(profiles.id, enterpriseViewLogs.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(visible);
  return { rows: toDisplayOrder(rows, request), totalCount: total?.value ?? 0 };
}

/** Soft-deletes the row if it is the user's own and live; the deleted id, or null. */
export async function deleteOwnViewLog(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(enterpriseViewLogs)
    .set({ deletedAt: now })
    .where(
      and(
        eq(enterpriseViewLogs.id, id),
        eq(enterpriseViewLogs.userId, userId),
        isNull(enterpriseViewLogs.deletedAt),
      ),
    )
    .returning({ id: enterpriseViewLogs.id });
  return row?.id ?? null;
}
