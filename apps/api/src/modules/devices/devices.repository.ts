import { devices } from '@gongsa/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../app/database';

function isUsersLiveToken(fcmRegistrationToken: string, userId: number) {
  return and(
    eq(devices.fcmRegistrationToken, fcmRegistrationToken),
    eq(devices.userId, userId),
    isNull(devices.deletedAt),
  );
}

/**
 * Registers a push token for a user. A token identifies one app install, so when another account
 * signs in on the same phone the token moves to that account and the previous one stops getting
 * its notifications.
 */
export async function upsertDevice(
  db: Database,
  device: { userId: number; fcmRegistrationToken: string; os: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(devices)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        and(
          eq(devices.fcmRegistrationToken, device.fcmRegistrationToken),
          ne(devices.userId, device.userId),
          isNull(devices.deletedAt),
        ),
      );
    const updated = await tx
      .update(devices)
      .set({ os: device.os, updatedAt: now })
      .where(isUsersLiveToken(device.fcmRegistrationToken, device.userId))
      .returning({ id: devices.id });
    if (updated.length === 0) await tx.insert(devices).values(device);
  });
}

/** Forgets one of the user's own tokens; a token of another account is left alone. */
export async function deleteDevice(
  db: Database,
  device: { userId: number; fcmRegistrationToken: string },
): Promise<boolean> {
  const now = new Date();
  const deleted = await db
    .update(devices)
    .set({ deletedAt: now, updatedAt: now })
    .where(isUsersLiveToken(device.fcmRegistrationToken, device.userId))
    .returning({ id: devices.id });
  return deleted.length > 0;
}

/** Forgets a token the push provider says no longer reaches an app, whoever had it. */
export async function deleteDeadToken(db: Database, fcmRegistrationToken: string): Promise<number> {
  const now = new Date();
  const deleted = await db
    .update(devices)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(devices.fcmRegistrationToken, fcmRegistrationToken), isNull(devices.deletedAt)))
    .returning({ id: devices.id });
  return deleted.length;
}
