import {
  announcementApplies,
  announcements,
  devices,
  paymentMethods,
  pointWithdrawals,
  profiles,
  socialAccounts,
  subscriptions,
  users,
} from '@gongsa/db';
import type { AnnouncementState, WithdrawalState } from '@gongsa/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

/** Announcements still taking or choosing applications: applicants wait on their owner. */
export const OPEN_ANNOUNCEMENT_STATES: AnnouncementState[] = ['RECRUITING', 'CHOOSING'];
/** Point refunds or withdrawals the back office has not finished: money is owed to the user. */
export const PENDING_WITHDRAWAL_STATES: WithdrawalState[] = ['REQUESTED', 'PROCESSING'];

export type LeaveBlockers = {
  openAnnouncements: number;
  pendingApplies: number;
  pendingWithdrawals: number;
};

export async function countLeaveBlockers(db: Database, userId: number): Promise<LeaveBlockers> {
  const [[announcementRow], [applyRow], [withdrawalRow]] = await Promise.all([
    db
      .select({ value: count() })
      .from(announcements)
      .where(
        and(
          eq(announcements.userId, userId),
          inArray(announcements.state, OPEN_ANNOUNCEMENT_STATES),
          isNull(announcements.deletedAt),
        ),
      ),
    db
      .select({ value: count() })
      .from(announcementApplies)
      .innerJoin(announcements, eq(announcements.id, announcementApplies.announcementId))
      .where(
        and(
          eq(announcementApplies.userId, userId),
          eq(announcementApplies.state, 'SUBMITTED'),
          isNull(announcementApplies.deletedAt),
          inArray(announcements.state, OPEN_ANNOUNCEMENT_STATES),
          isNull(announcements.deletedAt),
        ),
      ),
    db
      .select({ value: count() })
      .from(pointWithdrawals)
      .where(
        and(
          eq(pointWithdrawals.userId, userId),
          inArray(pointWithdrawals.state, PENDING_WITHDRAWAL_STATES),
          isNull(pointWithdrawals.deletedAt),
        ),
      ),
  ]);
  return {
    openAnnouncements: announcementRow?.value ?? 0,
    pendingApplies: applyRow?.value ?? 0,
    pendingWithdrawals: withdrawalRow?.value ?? 0,
  };
}

/**
 * The live account's state, locking its row until the transaction ends so two leave requests
 * (two tabs) run one after the other. Null when there is no live account.
 */
export async function lockLiveUser(
  db: Database,
  userId: number,
): Promise<{ state: 'ACTIVE' | 'SUSPENDED' | 'LEFT' } | null> {
  const [row] = await db
    .select({ state: users.state })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Marks the account left and erases what identifies the person. The email becomes null rather
 * than a placeholder: the unique index only covers live rows, so the address is free for a new
 * sign-up either way, and null keeps nothing of it.
 */
export async function anonymiseLeftUser(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      state: 'LEFT',
      deletedAt: now,
      leavedAt: now,
      email: null,
      passwordHash: null,
      name: null,
      realname: null,
      nickname: null,
      phoneNumber: null,
      birth: null,
      gender: null,
      avatarFileId: null,
      latitude: null,
      longitude: null,
      isMarketingNoti: false,
    })
    .where(eq(users.id, userId));
}

/** Unlinks Kakao/Naver for good, so the same provider account can sign up afresh. */
export async function deleteSocialAccounts(db: Database, userId: number): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
}

/** Takes the profile out of search and off its page. */
export async function hideProfilesOfUser(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(profiles)
    .set({ isView: false, deletedAt: now })
    .where(and(eq(profiles.userId, userId), isNull(profiles.deletedAt)));
}

/** Stops push messages and future subscription charges; card details are dropped. */
export async function stopDevicesAndBilling(
  db: Database,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .update(devices)
    .set({ deletedAt: now })
    .where(and(eq(devices.userId, userId), isNull(devices.deletedAt)));
  await db
    .update(subscriptions)
    .set({ isCanceled: true, canceledAt: now, nextBillingAt: null })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isCanceled, false)));
  await db
    .update(paymentMethods)
    .set({ deletedAt: now, billingKey: null })
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deletedAt)));
}
