import { notifications } from '@gongsa/db';
import type { NotificationType } from '@gongsa/domain';
import type { Database } from '../../app/database';

export type NotificationInsert = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  relationId: number | null;
  url: string | null;
};

export async function insertNotifications(
  db: Database,
  rows: readonly NotificationInsert[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values([...rows]);
}
