import {
  items,
  subscriptions,
  announcementApplies,
  announcementCategories,
  announcementInvitations,
  announcements,
  categories,
  follows,
  notifications,
  portfolios,
  profiles,
  reviews,
} from '@gongsa/db';
import type { NotificationType } from '@gongsa/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
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

/*
 * What each notification event's handler reads when it runs. Soft-deleted rows are read too: the
 * notice is about something that happened, as it would have been written at the time.
 */

export type ApplyNoticeFacts = {
  applyId: number;
  applicantUserId: number;
  announcement: { id: number; uniqueId: string; ownerUserId: number };
};

export async function findApplyNoticeFacts(
  db: Database,
  applyId: number,
): Promise<ApplyNoticeFacts | null> {
  const [row] = await db
    .select({
      applyId: announcementApplies.id,
      applicantUserId: announcementApplies.userId,
      announcementId: announcements.id,
      uniqueId: announcements.uniqueId,
      ownerUserId: announcements.userId,
    })
    .from(announcementApplies)
    .innerJoin(announcements, eq(announcements.id, announcementApplies.announcementId))
    .where(eq(announcementApplies.id, applyId))
    .limit(1);
  if (!row) return null;
  return {
    applyId: row.applyId,
    applicantUserId: row.applicantUserId,
    announcement: { id: row.announcementId, uniqueId: row.uniqueId, ownerUserId: row.ownerUserId },
  };
}

/** undefined when the profile is gone; null when it has no company name. */
export async function findProfileCompanyName(
  db: Database,
  profileId: number,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ companyName: profiles.companyName })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ? row.companyName : undefined;
}

export async function findInvitationNoticeFacts(
  db: Database,
  invitationId: number,
): Promise<{
  invitationId: number;
  recipientUserId: number;
  announcement: { id: number; uniqueId: string };
} | null> {
  const [row] = await db
    .select({
      invitationId: announcementInvitations.id,
      recipientUserId: profiles.userId,
      announcementId: announcements.id,
      uniqueId: announcements.uniqueId,
    })
    .from(announcementInvitations)
    .innerJoin(profiles, eq(profiles.id, announcementInvitations.profileId))
    .innerJoin(announcements, eq(announcements.id, announcementInvitations.announcementId))
    .where(eq(announcementInvitations.id, invitationId))
    .limit(1);
  if (!row) return null;
  return {
    invitationId: row.invitationId,
    recipientUserId: row.recipientUserId,
    announcement: { id: row.announcementId, uniqueId: row.uniqueId },
  };
}

/** The reviewed apply's company user is told, not the profile row's current owner. */
export async function findReviewNoticeFacts(
  db: Database,
  reviewId: number,
): Promise<{ reviewId: number; score: number; profileId: number; recipientUserId: number } | null> {
  const [row] = await db
    .select({
      reviewId: reviews.id,
      score: reviews.score,
      profileId: reviews.profileId,
      recipientUserId: announcementApplies.userId,
    })
    .from(reviews)
    .innerJoin(announcementApplies, eq(announcementApplies.id, reviews.announcementApplyId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}

/** The writer of an answered review and the answering company's name, or null. */
export async function findReviewAnswerNoticeFacts(
  db: Database,
  reviewId: number,
): Promise<{ reviewId: number; recipientUserId: number; companyName: string | null } | null> {
  const [row] = await db
    .select({
      reviewId: reviews.id,
      recipientUserId: reviews.userId,
      companyName: profiles.companyName,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(and(eq(reviews.id, reviewId), isNotNull(reviews.answer)))
    .limit(1);
  return row ?? null;
}

/**
 * What a request's title is made of, trades in the order the list shows them. A repository is its
 * module's own, so the notifications module reads these columns itself rather than through
 * announcements, which keeps the worker's handlers free of the request services.
 */
export async function findAnnouncementTitleFacts(
  db: Database,
  announcementId: number,
): Promise<{ id: number; sigungu: string | null; categoryNames: string[] } | null> {
  const [row] = await db
    .select({ id: announcements.id, sigungu: announcements.sigungu })
    .from(announcements)
    .where(eq(announcements.id, announcementId))
    .limit(1);
  if (!row) return null;
  const categoryRows = await db
    .select({ name: categories.name })
    .from(announcementCategories)
    .innerJoin(categories, eq(categories.id, announcementCategories.categoryId))
    .where(eq(announcementCategories.announcementId, announcementId))
    .orderBy(asc(announcementCategories.id));
  return { ...row, categoryNames: categoryRows.map((category) => category.name) };
}

/** A subscription's plan name and next try, for the renewal-failure notice. */
export async function findSubscriptionNoticeFacts(
  db: Database,
  subscriptionId: number,
): Promise<{ itemName: string; nextBillingAt: Date | null } | null> {
  const [row] = await db
    .select({ itemName: items.name, nextBillingAt: subscriptions.nextBillingAt })
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row ?? null;
}

/** A portfolio, its company's name and the live followers of the company's owner. */
export async function findPortfolioNoticeFacts(
  db: Database,
  portfolioId: number,
): Promise<{
  portfolioId: number;
  title: string;
  profileId: number;
  companyName: string | null;
  followerUserIds: number[];
} | null> {
  const [row] = await db
    .select({
      portfolioId: portfolios.id,
      title: portfolios.title,
      userId: portfolios.userId,
      profileId: portfolios.profileId,
      companyName: profiles.companyName,
    })
    .from(portfolios)
    .innerJoin(profiles, eq(profiles.id, portfolios.profileId))
    .where(and(eq(portfolios.id, portfolioId), isNull(portfolios.deletedAt)))
    .limit(1);
  if (!row) return null;
  const followers = await db
    .select({ userId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followingId, row.userId), isNull(follows.deletedAt)));
  return {
    portfolioId: row.portfolioId,
    title: row.title,
    profileId: row.profileId,
    companyName: row.companyName,
    followerUserIds: followers.map((follower) => follower.userId),
  };
}
