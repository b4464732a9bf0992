import { enterpriseViewLogs } from '@gongsa/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { ProfileListTable } from '../profiles';

/** myViewEnterprises lists these rows, most recently viewed first. */
export const VIEW_LOG_LIST: ProfileListTable = {
  table: enterpriseViewLogs,
  id: enterpriseViewLogs.id,
  userId: enterpriseViewLogs.userId,
  profileId: enterpriseViewLogs.profileId,
  deletedAt: enterpriseViewLogs.deletedAt,
  at: enterpriseViewLogs.viewedAt,
};

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
