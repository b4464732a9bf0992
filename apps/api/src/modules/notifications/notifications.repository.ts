import {
  communityPosts,
  communityReplies,
  items,
  subscriptions,
  announcementApplies,
  announcementCategories,
  announcementInvitations,
  announcements,
  categories,
  devices,
  follows,
  innovationProducts,
  notificationDeliveries,
  notificationOnceMarks,
  notificationOutbox,
  notifications,
  orders,
  pointWithdrawals,
  portfolios,
  profiles,
  reviews,
  users,
  type NotificationDeliveryChannel,
  type NotificationDeliveryState,
} from '@gongsa/db';
import { EARTH_RADIUS_KM, type NotificationType } from '@gongsa/domain';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type NotificationInsert = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  relationId: number | null;
  url: string | null;
  kind: string;
  dedupKey: string | null;
};

/** Writes the rows; one whose dedup key is taken is left out. Answers the rows written. */
export async function insertNotifications(
  db: Database,
  rows: readonly NotificationInsert[],
): Promise<Array<{ id: number; userId: number }>> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing({ target: notifications.dedupKey })
    .returning({ id: notifications.id, userId: notifications.userId });
  return written.map((row) => ({ id: row.id, userId: row.userId as number }));
}

/** What decides whether and where a recipient is told: live accounts only. */
export type RecipientSettings = {
  userId: number;
  phoneNumber: string | null;
  keyword: boolean;
  notice: boolean;
  follow: boolean;
  marketing: boolean;
  communityPost: boolean;
};

export async function findRecipientSettings(
  db: Database,
  userIds: readonly number[],
): Promise<RecipientSettings[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      phoneNumber: users.phoneNumber,
      keyword: users.isKeywordNoti,
      notice: users.isNoticeNoti,
      follow: users.isFollowNoti,
      communityPost: users.isCommunityPostNoti,
      marketing: users.isMarketingNoti,
    })
    .from(users)
    .where(
      and(inArray(users.id, [...userIds]), isNull(users.deletedAt), eq(users.state, 'ACTIVE')),
    );
}

/** The users' registered push tokens. */
export async function findLiveDevices(
  db: Database,
  userIds: readonly number[],
): Promise<Array<{ id: number; userId: number; token: string }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: devices.id, userId: devices.userId, token: devices.fcmRegistrationToken })
    .from(devices)
    .where(and(inArray(devices.userId, [...userIds]), isNull(devices.deletedAt)))
    .orderBy(asc(devices.id));
}

export type DeliveryInsert = {
  notificationId: number;
  channel: NotificationDeliveryChannel;
  target: string;
  deviceId: number | null;
  state: NotificationDeliveryState;
  reason: string | null;
  nextAttemptAt: Date;
};

/** Answers the ids of the PENDING rows written (a row already there is left as it is). */
export async function insertDeliveries(
  db: Database,
  rows: readonly DeliveryInsert[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(notificationDeliveries)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id, state: notificationDeliveries.state });
  return written.filter((row) => row.state === 'PENDING').map((row) => row.id);
}

export type DeliveryToSend = {
  id: number;
  notificationId: number;
  channel: NotificationDeliveryChannel;
  target: string;
  state: NotificationDeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  kind: string | null;
  title: string;
  message: string;
  url: string | null;
};

export async function findDeliveries(
  db: Database,
  ids: readonly number[],
): Promise<DeliveryToSend[]> {
  return db
    .select({
      id: notificationDeliveries.id,
      notificationId: notificationDeliveries.notificationId,
      channel: notificationDeliveries.channel,
      target: notificationDeliveries.target,
      state: notificationDeliveries.state,
      attempts: notificationDeliveries.attempts,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
      kind: notifications.kind,
      title: notifications.title,
      message: notifications.message,
      url: notifications.url,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(inArray(notificationDeliveries.id, [...ids]))
    .orderBy(asc(notificationDeliveries.id));
}

/**
 * The record before a send: one more attempt, committed before the provider is called. False
 * when the delivery is no longer PENDING (finished by an earlier run of the job).
 */
/**
 * Claims the next attempt of a delivery: only the run that read `seenAttempts` moves it on, so two
 * runs of the same job at once (a retry started while an expired one still works) send it once.
 */
export async function recordDeliveryAttempt(
  db: Database,
  id: number,
  seenAttempts: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(notificationDeliveries.id, id),
        eq(notificationDeliveries.state, 'PENDING'),
        eq(notificationDeliveries.attempts, seenAttempts),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length === 1;
}

/** The record after a send (or a failed one). */
export async function updateDelivery(
  db: Database,
  id: number,
  change: {
    state?: NotificationDeliveryState;
    reason?: string | null;
    lastError?: string | null;
    nextAttemptAt?: Date;
    sentAt?: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ ...change, updatedAt: now })
    .where(eq(notificationDeliveries.id, id));
}

/** The channels and states a delivery can be in (the GraphQL enums read them). */
export { NOTIFICATION_DELIVERY_CHANNELS, NOTIFICATION_DELIVERY_STATES } from '@gongsa/db';

export type DeliveryStatusRow = {
  id: number;
  channel: NotificationDeliveryChannel;
  state: NotificationDeliveryState;
  reason: string | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
};

/**
 * Deliveries still PENDING although their time passed before `dueBefore` (their last job died
 * without a word): FAILED with the reason, up to `limit` at a time, oldest first.
 */
export async function failStaleDeliveries(
  db: Database,
  options: { dueBefore: Date; now: Date; reason: string; limit: number },
): Promise<number> {
  const stale = db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.state, 'PENDING'),
        lt(notificationDeliveries.nextAttemptAt, options.dueBefore),
      ),
    )
    .orderBy(asc(notificationDeliveries.nextAttemptAt))
    .limit(options.limit);
  const rows = await db
    .update(notificationDeliveries)
    .set({ state: 'FAILED', reason: options.reason, updatedAt: options.now })
    .where(
      and(inArray(notificationDeliveries.id, stale), eq(notificationDeliveries.state, 'PENDING')),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length;
}

export async function findDeliveriesOfNotifications(
  db: Database,
  notificationIds: readonly number[],
): Promise<Array<DeliveryStatusRow & { notificationId: number }>> {
  if (notificationIds.length === 0) return [];
  return db
    .select({
      id: notificationDeliveries.id,
      notificationId: notificationDeliveries.notificationId,
      channel: notificationDeliveries.channel,
      state: notificationDeliveries.state,
      reason: notificationDeliveries.reason,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .where(inArray(notificationDeliveries.notificationId, [...notificationIds]))
    .orderBy(asc(notificationDeliveries.id));
}

/** The notification's recipient (null for a missing notification). */
export async function findNotificationRecipient(
  db: Database,
  notificationId: number,
): Promise<number | null | undefined> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), isNull(notifications.deletedAt)))
    .limit(1);
  return row ? row.userId : undefined;
}

/** The local push / 알림톡 adapters' record; a key already there is left alone (the provider's dedup). */
export async function insertOutboxMessage(
  db: Database,
  message: {
    channel: NotificationDeliveryChannel;
    target: string;
    dedupKey: string;
    payload: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insert(notificationOutbox)
    .values(message)
    .onConflictDoNothing({ target: notificationOutbox.dedupKey });
}

/** The local push adapter's newest records to one token (the /dev/push-outbox helper). */
export async function listOutboxMessagesTo(
  db: Database,
  input: { channel: NotificationDeliveryChannel; target: string; limit: number },
): Promise<Array<{ payload: Record<string, unknown>; createdAt: Date }>> {
  return db
    .select({ payload: notificationOutbox.payload, createdAt: notificationOutbox.createdAt })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.channel, input.channel),
        eq(notificationOutbox.target, input.target),
      ),
    )
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(input.limit);
}

/** Marks a once-only event; true when this call marked it (false: it was sent before). */
export async function markOnce(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .insert(notificationOnceMarks)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: notificationOnceMarks.key });
  return rows.length === 1;
}

/** Ids joined into an SQL array literal (bigint[]), the same on PGlite and node-postgres. */
function bigintArray(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`array[]::bigint[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;
}

export type MatchingFacts = {
  announcementId: number;
  ownerUserId: number;
  latitude: number | null;
  longitude: number | null;
  /** The request's leaf trades and their parents (DEPTH_2): what a company's trades must meet. */
  tradeIds: number[];
  /** Leaves, parents and top groups: what a notificationSetting.categoryRange must meet. */
  lineageIds: number[];
};

export async function findMatchingFacts(
  db: Database,
  announcementId: number,
): Promise<MatchingFacts | null> {
  const [row] = await db
    .select({
      ownerUserId: announcements.userId,
      latitude: announcements.latitude,
      longitude: announcements.longitude,
    })
    .from(announcements)
    .where(and(eq(announcements.id, announcementId), isNull(announcements.deletedAt)))
    .limit(1);
  if (!row) return null;
  const lineage = await db.execute<{ leaf: string; parent: string | null; top: string | null }>(sql`
    select c.id as leaf, p.id as parent, p.parent_id as top
    from ${announcementCategories} ac
    join ${categories} c on c.id = ac.category_id
    left join ${categories} p on p.id = c.parent_id
    where ac.announcement_id = ${announcementId}`);
  const tradeIds = new Set<number>();
  const lineageIds = new Set<number>();
  for (const { leaf, parent, top } of lineage.rows) {
    for (const id of [leaf, parent]) if (id !== null) tradeIds.add(Number(id));
    for (const id of [leaf, parent, top]) if (id !== null) lineageIds.add(Number(id));
  }
  return {
    announcementId,
    ownerUserId: row.ownerUserId,
    latitude: row.latitude,
    longitude: row.longitude,
    tradeIds: [...tradeIds],
    lineageIds: [...lineageIds],
  };
}

/**
 * One keyset page (by user id) of the companies a published request matches: a live business
 * profile whose trades meet the request's (its categoryRange instead, when set), within its
 * locationRange km of the site (null = 전국; a range needs both places' coordinates), `keyword`
 * on, not the owner, and not a follower of the owner with `follow` on (who gets the follow notice).
 */
export async function listMatchingRecipients(
  db: Database,
  facts: MatchingFacts,
  page: { afterUserId: number; limit: number },
): Promise<number[]> {
  const site =
    facts.latitude !== null && facts.longitude !== null
      ? { latitude: facts.latitude, longitude: facts.longitude }
      : null;
  const withinRange = site
    ? sql`(p.latitude is not null and p.longitude is not null and 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
        power(sin(radians(p.latitude - ${site.latitude}::float8) / 2), 2)
        + cos(radians(${site.latitude}::float8)) * cos(radians(p.latitude))
        * power(sin(radians(p.longitude - ${site.longitude}::float8) / 2), 2)
      ))) <= u.notification_location_range)`
    : sql`false`;
  const result = await db.execute<{ user_id: string }>(sql`
    select u.id as user_id
    from ${users} u
    join ${profiles} p on p.user_id = u.id and p.deleted_at is null and p.type <> 'CONSUMER'
    where u.deleted_at is null and u.state = 'ACTIVE' and u.is_keyword_noti
      and u.id <> ${facts.ownerUserId} and u.id > ${page.afterUserId}
      and case when jsonb_array_length(u.notification_category_range) = 0
        then p.category_ids && ${bigintArray(facts.tradeIds)}
        else exists (
          select 1 from jsonb_array_elements_text(u.notification_category_range) r(id)
          where r.id::bigint = any(${bigintArray(facts.lineageIds)})
        ) end
      and (u.notification_location_range is null or ${withinRange})
      and not (u.is_follow_noti and exists (
        select 1 from ${follows} f
        where f.follower_id = u.id and f.following_id = ${facts.ownerUserId} and f.deleted_at is null
      ))
    order by u.id
    limit ${page.limit}`);
  return result.rows.map((row) => Number(row.user_id));
}

/** One keyset page of a user's live followers with `follow` on. */
export async function listFollowers(
  db: Database,
  followingUserId: number,
  page: { afterUserId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ userId: follows.followerId })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(
      and(
        eq(follows.followingId, followingUserId),
        isNull(follows.deletedAt),
        isNull(users.deletedAt),
        eq(users.state, 'ACTIVE'),
        eq(users.isFollowNoti, true),
        gt(follows.followerId, page.afterUserId),
      ),
    )
    .orderBy(asc(follows.followerId))
    .limit(page.limit);
  return rows.map((row) => row.userId);
}

/** The owner's name as followers know it: the profile's company name, else the account's. */
export async function findOwnerName(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .select({ companyName: profiles.companyName, nickname: users.nickname, name: users.name })
    .from(users)
    .leftJoin(profiles, and(eq(profiles.userId, users.id), isNull(profiles.deletedAt)))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.companyName ?? row?.nickname ?? row?.name ?? '팔로우한 업체';
}

export async function findPortfolioNoticeFacts(
  db: Database,
  portfolioId: number,
): Promise<{
  ownerUserId: number;
  profileId: number;
  companyName: string | null;
  title: string;
} | null> {
  const [row] = await db
    .select({
      ownerUserId: portfolios.userId,
      profileId: portfolios.profileId,
      companyName: profiles.companyName,
      title: portfolios.title,
    })
    .from(portfolios)
    .innerJoin(profiles, eq(profiles.id, portfolios.profileId))
    .where(and(eq(portfolios.id, portfolioId), isNull(portfolios.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Requests still recruiting whose posting ends within the window and that were not reminded
 * yet (no once-mark): the closing-soon schedule's next batch.
 */
export async function listRequestsClosingSoon(
  db: Database,
  window: { now: Date; until: Date; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.state, 'RECRUITING'),
        isNull(announcements.deletedAt),
        gt(announcements.postingEndAt, window.now),
        sql`${announcements.postingEndAt} <= ${window.until}`,
        sql`not exists (select 1 from ${notificationOnceMarks} m where m.key = 'announcementClosingSoon:' || ${announcements.id})`,
      ),
    )
    .orderBy(asc(announcements.postingEndAt), asc(announcements.id))
    .limit(window.limit);
  return rows.map((row) => row.id);
}

/**
 * Who a closing request still waits for: invited companies and companies with an estimate being
 * written, minus those that already submitted one.
 */
export async function listClosingSoonRecipients(
  db: Database,
  announcementId: number,
): Promise<number[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select distinct r.user_id from (
      select p.user_id from ${announcementInvitations} i
      join ${profiles} p on p.id = i.profile_id
      where i.announcement_id = ${announcementId} and i.deleted_at is null
      union
      select a.user_id from ${announcementApplies} a
      where a.announcement_id = ${announcementId} and a.state = 'WRITING' and a.deleted_at is null
    ) r
    where not exists (
      select 1 from ${announcementApplies} s
      where s.announcement_id = ${announcementId} and s.user_id = r.user_id
        and s.state <> 'WRITING' and s.deleted_at is null
    )
    order by r.user_id`);
  return result.rows.map((row) => Number(row.user_id));
}

export async function findAnnouncementEnd(
  db: Database,
  announcementId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ postingEndAt: announcements.postingEndAt })
    .from(announcements)
    .where(eq(announcements.id, announcementId))
    .limit(1);
  return row?.postingEndAt ?? null;
}

export async function findOrderNoticeFacts(
  db: Database,
  orderId: number,
): Promise<{ goodsName: string; point: number; freePoint: number } | null> {
  const [row] = await db
    .select({ goodsName: orders.goodsName, point: orders.point, freePoint: orders.freePoint })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** The product's name and the operator's decision, as the review notice tells them. */
export async function findInnovationProductNoticeFacts(
  db: Database,
  productId: number,
): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: innovationProducts.name })
    .from(innovationProducts)
    .where(eq(innovationProducts.id, productId))
    .limit(1);
  return row ?? null;
}

export async function findRefundNoticeFacts(
  db: Database,
  refundId: number,
): Promise<{ point: number; fee: number } | null> {
  const [row] = await db
    .select({ point: pointWithdrawals.point, fee: pointWithdrawals.fee })
    .from(pointWithdrawals)
    .where(eq(pointWithdrawals.id, refundId))
    .limit(1);
  return row ?? null;
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
): Promise<{ itemName: string; nextBillingAt: Date | null; expiresAt: Date } | null> {
  const [row] = await db
    .select({
      itemName: items.name,
      nextBillingAt: subscriptions.nextBillingAt,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .innerJoin(items, eq(items.id, subscriptions.itemId))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row ?? null;
}

/** A reply and the post it is on, while both are live (the author is told of it). */
export async function findCommunityReplyNoticeFacts(
  db: Database,
  replyId: number,
): Promise<{
  postId: number;
  postTitle: string;
  postAuthorId: number;
  replierNickname: string | null;
  replierName: string | null;
} | null> {
  const [row] = await db
    .select({
      postId: communityPosts.id,
      postTitle: communityPosts.title,
      postAuthorId: communityPosts.authorId,
      replierNickname: users.nickname,
      replierName: users.name,
    })
    .from(communityReplies)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReplies.postId))
    .innerJoin(users, eq(users.id, communityReplies.authorId))
    .where(
      and(
        eq(communityReplies.id, replyId),
        isNull(communityReplies.deletedAt),
        isNull(communityPosts.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
