import { items, subscriptions } from '@gongsa/db';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type PaymentItemRow = {
  id: number;
  type: 'POINT' | 'SUBSCRIPTION';
  auth: string | null;
  name: string;
  priority: number;
  point: number;
  freePoint: number;
  price: number;
  isUse: boolean;
};

export type RegularPaymentRow = {
  id: number;
  isCanceled: boolean;
  startedAt: Date;
  expiresAt: Date;
  item: PaymentItemRow;
};

/** The subscription that is in force now (a cancelled one stays in force until it expires). */
export async function findActiveSubscription(
  db: Database,
  userId: number,
  now: Date,
): Promise<RegularPaymentRow | null> {
  const [row] = await db
    .select({
      id: subscriptions.id,
      isCanceled: subscriptions.isCanceled,
      startedAt: subscriptions.startedAt,
      expiresAt: subscriptions.expiresAt,
      item: {
        id: items.id,
        type: items.type,
        auth: items.auth,
        name: items.name,
        priority: items.priority,
        point: items.point,
        freePoint: items.freePoint,
        price: items.price,
        isUse: items.isUse,
      },
    })
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.deletedAt),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether any subscription in force now grants `auth`. Not the same as asking the one
 * findActiveSubscription returns: a member may hold two plans, and the one that expires last
 * need not be the one granting the permission.
 */
export async function hasActiveSubscriptionWithAuth(
  db: Database,
  userId: number,
  auth: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.deletedAt),
        gt(subscriptions.expiresAt, now),
        eq(items.auth, auth),
      ),
    )
    .limit(1);
  return row !== undefined;
}
