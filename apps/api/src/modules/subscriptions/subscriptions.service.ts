import { requireUserId, type Context } from '../../context';
import {
  findActiveSubscription,
  type PaymentItemRow,
  type RegularPaymentRow,
} from './subscriptions.repository';

export type PaymentItemView = PaymentItemRow;
export type RegularPaymentView = RegularPaymentRow;

/** The signed-in user's subscription in force, or null when they have none. */
export async function findMyRegularPayment(
  ctx: Pick<Context, 'db' | 'viewer'>,
  now: Date = new Date(),
): Promise<RegularPaymentView | null> {
  const userId = requireUserId(ctx.viewer);
  return findActiveSubscription(ctx.db, userId, now);
}
