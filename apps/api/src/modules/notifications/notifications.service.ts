import type { Database } from '../../app/database';
import { insertNotifications, type NotificationInsert } from './notifications.repository';

export type NotificationInput = NotificationInsert;

/**
 * Writes an in-app notification row. Takes the caller's transaction so the notice exists exactly
 * when the change it announces does (the list screen reads these rows later).
 */
export async function createNotification(tx: Database, input: NotificationInput): Promise<void> {
  await insertNotifications(tx, [input]);
}

/** One row per recipient in a single insert (e.g. every applicant of a request). */
export async function createNotifications(
  tx: Database,
  inputs: readonly NotificationInput[],
): Promise<void> {
  await insertNotifications(tx, inputs);
}
