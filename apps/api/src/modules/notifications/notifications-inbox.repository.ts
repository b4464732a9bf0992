import { notifications } from '@gongsa/db';
import type { NotificationType } from '@gongsa/domain';
import { and, count, eq, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import {
  buildKeysetQuery,
  toDisplayOrder,
  type KeysetOrder,
} from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';
import { definePreparedStatement } from '../../platform/prepared.repository';

/*
 * The recipient's side of the notifications table (the inbox): read, count and mark read. The
 * delivery side (jobs writing rows) is notifications.repository.ts. Soft-deleted rows are never
 * shown, counted or marked.
 */

export type InboxNotificationRow = {
  id: number;
  type: NotificationType;
  title: string;
  message: string;
  url: string | null;
  imageUrl: string | null;
  relationId: number | null;
  isCreatedForAdmin: boolean;
  isRead: boolean;
  createdAt: Date;
  /** createdAt as text with its microseconds, for the cursor (a Date keeps milliseconds only). */
  sortKey: string;
};

const INBOX_COLUMNS = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  url: notifications.url,
  imageUrl: notifications.imageUrl,
  relationId: notifications.relationId,
  isCreatedForAdmin: notifications.isCreatedForAdmin,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
  sortKey: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

// Newest first on (created_at, id): notifications_user_created_at_idx gives the order.
const INBOX_KEYSET: KeysetOrder = {
  sort: { column: sql`${notifications.createdAt}`, type: 'date-text' },
  id: notifications.id,
  order: 'desc',
};

function ownedLive(userId: number, unreadOnly: boolean) {
  return and(
    eq(notifications.userId, userId),
    isNull(notifications.deletedAt),
    unreadOnly ? not(notifications.isRead) : undefined,
  );
}

/** A page of the user's notifications, newest first; the count runs only when asked for. */
export async function findInboxPage(
  db: Database,
  userId: number,
  request: PageRequest,
  unreadOnly: boolean,
): Promise<{ rows: InboxNotificationRow[]; countAll: () => Promise<number> }> {
  const owned = ownedLive(userId, unreadOnly);
  const keyset = buildKeysetQuery(INBOX_KEYSET, request);
  const rows = await db
    .select(INBOX_COLUMNS)
    .from(notifications)
    .where(and(owned, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  return {
    rows: toDisplayOrder(rows, request),
    countAll: async () => {
      const [total] = await db.select({ value: count() }).from(notifications).where(owned);
      return total?.value ?? 0;
    },
  };
}

// Asked on every page a member opens (the header's badge): one named statement over the partial
// index notifications_user_unread_idx, counting at most `cap` rows.
const countUnreadStatement = definePreparedStatement((db) =>
  db
    .select({ value: sql<number>`count(*)::int` })
    .from(
      db
        .select({ one: sql`1` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, sql.placeholder('userId')),
            not(notifications.isRead),
            isNull(notifications.deletedAt),
          ),
        )
        .limit(sql.placeholder('cap'))
        .as('unread'),
    )
    .prepare('notifications_unread_count'),
);

/** How many unread notifications the user has, counted up to `cap`. */
export async function countUnreadNotifications(
  db: Database,
  userId: number,
  cap: number,
): Promise<number> {
  const [row] = await countUnreadStatement(db).execute({ userId, cap });
  return row?.value ?? 0;
}

/** Marks the user's own live notification read (the first read time stays); null if none. */
export async function markNotificationRead(
  db: Database,
  userId: number,
  notificationId: number,
): Promise<InboxNotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.userId, userId),
        isNull(notifications.deletedAt),
      ),
    )
    .returning(INBOX_COLUMNS);
  return row ?? null;
}

/** Marks every unread live notification of the user read; how many were marked. */
export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(ownedLive(userId, true))
    .returning({ id: notifications.id });
  return rows.length;
}
