import { formatDateTime, formatMemberDisplayName, withJosa } from '@gongsa/domain';
import type { Database } from '../../app/database';
import {
  FAN_OUT_BATCH_SIZE,
  type FAN_OUT_KINDS,
  type JobName,
  type JobPayload,
} from '../../platform/jobs/catalogue';
import { enqueue } from '../../platform/jobs/enqueue';
import type { JobContext, JobHandler } from '../../platform/jobs/job-runtime';
import { createDeliveryHandler, type DeliveryDependencies } from './notification-delivery';
import { writeNotifications, type NotificationRecipient } from './notification-dispatch';
import type { NotificationKind, NotificationKindInput } from './notification-copy';
import {
  failStaleDeliveries,
  findAnnouncementEnd,
  findAnnouncementTitleFacts,
  findApplyNoticeFacts,
  findCommunityReplyNoticeFacts,
  findInvitationNoticeFacts,
  findMatchingFacts,
  findInnovationProductNoticeFacts,
  findOrderNoticeFacts,
  findOwnerName,
  findPortfolioNoticeFacts,
  findProfileCompanyName,
  findRefundNoticeFacts,
  findReviewAnswerNoticeFacts,
  findReviewNoticeFacts,
  findSubscriptionNoticeFacts,
  listClosingSoonRecipients,
  listFollowers,
  listMatchingRecipients,
  listRequestsClosingSoon,
  markOnce,
} from './notifications.repository';

/*
 * Handlers of the notification.* events: read the facts, and write the rows and deliveries
 * through the kinds catalogue (writeNotifications). They are transactional, so the rows, the
 * delivery jobs and the job's completion commit together; every row also carries a dedup key
 * ("this event, this recipient"), so even a handler run twice writes once. When what the event
 * refers to is gone (hard-deleted since), there is nobody to tell: the job completes without a row.
 */

type NotificationJobName = Extract<JobName, `notification.${string}`>;
type NotificationHandlers = { [TName in NotificationJobName]: JobHandler<TName> };

export type NotificationHandlerDependencies = DeliveryDependencies;

/** Requests reminded per run of the closing-soon schedule; a full batch queues the next run. */
const CLOSING_SOON_BATCH_SIZE = 200;
const CLOSING_SOON_WINDOW_MS = 24 * 3_600_000;

/**
 * A delivery still PENDING this long after its time has no job left to send it (retries take
 * ~16 minutes, a marketing push waits at most a night): it is recorded as given up.
 */
const STALE_DELIVERY_AFTER_MS = 24 * 3_600_000;
const STALE_DELIVERY_BATCH_SIZE = 1_000;
const STALE_DELIVERY_REASON = '하루가 지나도록 보내지 못해 포기했습니다.';

/** The recipient of an event that happens once per job: the job id keys it. */
function once(userId: number, context: Pick<JobContext, 'jobId'>, kind: NotificationKind) {
  return { userId, dedupKey: `${kind}:job:${context.jobId}:${userId}` };
}

/** The recipients of a subject's notice of this kind: one row per subject and person. */
function perSubject(kind: NotificationKind, subjectId: number, userIds: readonly number[]) {
  return [...new Set(userIds)].map((userId): NotificationRecipient => ({
    userId,
    dedupKey: `${kind}:${subjectId}:${userId}`,
  }));
}

/** A notice ready to be written: the kind, its facts, its recipients. */
type PreparedNotice = (db: Database, now: Date) => Promise<unknown>;

function notice<TKind extends NotificationKind>(
  kind: TKind,
  input: NotificationKindInput<TKind>,
  recipients: readonly NotificationRecipient[],
  relationId: number | null,
): PreparedNotice {
  return (db, now) => writeNotifications(db, kind, input, recipients, { relationId, now });
}

/** Enqueues one fan-out batch job per page of recipients, the pages read by keyset. */
async function enqueueFanOut(
  db: Database,
  kind: (typeof FAN_OUT_KINDS)[number],
  subjectId: number,
  listPage: (afterUserId: number) => Promise<number[]>,
): Promise<number> {
  let afterUserId = 0;
  let batches = 0;
  for (;;) {
    const userIds = await listPage(afterUserId);
    if (userIds.length === 0) return batches;
    await enqueue(db, 'notification.fanOutBatch', { kind, subjectId, userIds });
    batches += 1;
    if (userIds.length < FAN_OUT_BATCH_SIZE) return batches;
    afterUserId = userIds.at(-1) as number;
  }
}

export function createNotificationJobHandlers(
  deps: NotificationHandlerDependencies,
): NotificationHandlers {
  /**
   * A handler that loads the event's facts and writes one notice: `prepare` answers the notice
   * (`notice(...)`) or null when what the event refers to is gone, and the job completes then.
   */
  function handler<TName extends NotificationJobName>(
    subject: string,
    prepare: (payload: JobPayload<TName>, context: JobContext) => Promise<PreparedNotice | null>,
  ): JobHandler<TName> {
    return {
      transactional: true,
      async run(payload, context) {
        const prepared = await prepare(payload, context);
        if (!prepared) {
          context.logger.info(
            { payload },
            `알림 대상 ${withJosa(subject, '이/가')} 없어 건너뜁니다`,
          );
          return;
        }
        await prepared(context.db, deps.now());
      },
    };
  }

  /** Selected / not selected: the applicant of the apply is told. */
  function notifyApplicant(kind: 'applySelected' | 'applyNotSelected') {
    return handler<`notification.${typeof kind}`>('지원', async ({ applyId }, context) => {
      const facts = await findApplyNoticeFacts(context.db, applyId);
      return (
        facts &&
        notice(
          kind,
          { announcement: facts.announcement },
          [once(facts.applicantUserId, context, kind)],
          facts.applyId,
        )
      );
    });
  }

  /** A subscription notice to its member. */
  function notifySubscriber(kind: 'subscriptionRenewed' | 'subscriptionEnding') {
    return handler<`notification.${typeof kind}`>(
      '구독',
      async ({ subscriptionId, recipientUserId }, context) => {
        const facts = await findSubscriptionNoticeFacts(context.db, subscriptionId);
        return (
          facts &&
          notice(
            kind,
            { itemName: facts.itemName, expiresAt: facts.expiresAt },
            [once(recipientUserId, context, kind)],
            subscriptionId,
          )
        );
      },
    );
  }

  /** A notice about a request to the recipients the event names. */
  function notifyAboutRequest(kind: 'announcementCancelled' | 'announcementCompleted') {
    return async (announcementId: number, userIds: number[], db: Database) => {
      const announcement = await findAnnouncementTitleFacts(db, announcementId);
      return (
        announcement &&
        notice(
          kind,
          { announcementId, ...announcement },
          perSubject(kind, announcementId, userIds),
          announcementId,
        )
      );
    };
  }
  const cancelled = notifyAboutRequest('announcementCancelled');
  const completed = notifyAboutRequest('announcementCompleted');

  return {
    'notification.applyReceived': handler(
      '지원',
      async ({ applyId, applicantProfileId }, context) => {
        const facts = await findApplyNoticeFacts(context.db, applyId);
        if (!facts) return null;
        const applicantName =
          (await findProfileCompanyName(context.db, applicantProfileId)) ?? null;
        return notice(
          'applyReceived',
          { announcement: facts.announcement, applicantName },
          [once(facts.announcement.ownerUserId, context, 'applyReceived')],
          facts.applyId,
        );
      },
    ),

    'notification.applySelected': notifyApplicant('applySelected'),
    'notification.applyNotSelected': notifyApplicant('applyNotSelected'),

    'notification.invitationReceived': handler('초대', async ({ invitationId }, context) => {
      const facts = await findInvitationNoticeFacts(context.db, invitationId);
      return (
        facts &&
        notice(
          'invitationReceived',
          { announcement: facts.announcement },
          [once(facts.recipientUserId, context, 'invitationReceived')],
          facts.invitationId,
        )
      );
    }),

    'notification.reviewWritten': handler('리뷰', async ({ reviewId }, context) => {
      const facts = await findReviewNoticeFacts(context.db, reviewId);
      return (
        facts &&
        notice(
          'reviewWritten',
          { score: facts.score, profileId: facts.profileId },
          [once(facts.recipientUserId, context, 'reviewWritten')],
          facts.reviewId,
        )
      );
    }),

    'notification.reviewAnswered': handler('리뷰', async ({ reviewId }, context) => {
      const facts = await findReviewAnswerNoticeFacts(context.db, reviewId);
      return (
        facts &&
        notice(
          'reviewAnswered',
          { companyName: facts.companyName },
          [once(facts.recipientUserId, context, 'reviewAnswered')],
          facts.reviewId,
        )
      );
    }),

    'notification.announcementCancelled': handler(
      '견적 요청',
      ({ announcementId, recipientUserIds }, { db }) =>
        cancelled(announcementId, recipientUserIds, db),
    ),

    'notification.announcementCompleted': handler(
      '견적 요청',
      ({ announcementId, recipientUserId }, { db }) =>
        completed(announcementId, [recipientUserId], db),
    ),

    'notification.subscriptionPaymentFailed': handler(
      '구독',
      async ({ subscriptionId, recipientUserId, isLapsed }, context) => {
        const facts = await findSubscriptionNoticeFacts(context.db, subscriptionId);
        return (
          facts &&
          notice(
            'subscriptionPaymentFailed',
            {
              itemName: facts.itemName,
              isLapsed,
              retryAt: facts.nextBillingAt ? formatDateTime(facts.nextBillingAt) : null,
            },
            [once(recipientUserId, context, 'subscriptionPaymentFailed')],
            subscriptionId,
          )
        );
      },
    ),

    'notification.subscriptionRenewed': notifySubscriber('subscriptionRenewed'),
    'notification.subscriptionEnding': notifySubscriber('subscriptionEnding'),

    'notification.pointsCredited': handler('주문', async ({ orderId, recipientUserId }, { db }) => {
      const facts = await findOrderNoticeFacts(db, orderId);
      return (
        facts &&
        notice(
          'pointsCredited',
          facts,
          perSubject('pointsCredited', orderId, [recipientUserId]),
          orderId,
        )
      );
    }),

    'notification.pointsRefunded': handler(
      '환불',
      async ({ refundId, recipientUserId }, { db }) => {
        const facts = await findRefundNoticeFacts(db, refundId);
        return (
          facts &&
          notice(
            'pointsRefunded',
            { point: facts.point, refundAmount: facts.point - facts.fee },
            perSubject('pointsRefunded', refundId, [recipientUserId]),
            refundId,
          )
        );
      },
    ),

    'notification.announcementPublished': {
      transactional: true,
      async run({ announcementId }, context) {
        const { db } = context;
        const facts = await findMatchingFacts(db, announcementId);
        if (!facts) return context.logger.info({ announcementId }, '견적 요청이 없어 건너뜁니다');
        const matched = await enqueueFanOut(db, 'announcementMatched', announcementId, (after) =>
          listMatchingRecipients(db, facts, { afterUserId: after, limit: FAN_OUT_BATCH_SIZE }),
        );
        const followers = await enqueueFanOut(db, 'followedAnnouncement', announcementId, (after) =>
          listFollowers(db, facts.ownerUserId, { afterUserId: after, limit: FAN_OUT_BATCH_SIZE }),
        );
        context.logger.info({ announcementId, matched, followers }, '새 견적 요청 알림 배치');
      },
    },

    'notification.portfolioPublished': {
      transactional: true,
      async run({ portfolioId }, context) {
        const { db } = context;
        const facts = await findPortfolioNoticeFacts(db, portfolioId);
        if (!facts) return context.logger.info({ portfolioId }, '포트폴리오가 없어 건너뜁니다');
        await enqueueFanOut(db, 'followedPortfolio', portfolioId, (after) =>
          listFollowers(db, facts.ownerUserId, { afterUserId: after, limit: FAN_OUT_BATCH_SIZE }),
        );
      },
    },

    'notification.communityReplied': handler('댓글', async ({ replyId }, { db }) => {
      const facts = await findCommunityReplyNoticeFacts(db, replyId);
      if (!facts) return null;
      const replierName = formatMemberDisplayName(facts.replierNickname, facts.replierName);
      return notice(
        'communityReplied',
        { postId: facts.postId, postTitle: facts.postTitle, replierName },
        perSubject('communityReplied', replyId, [facts.postAuthorId]),
        facts.postId,
      );
    }),
    'notification.innovationProductReviewed': handler(
      '혁신제품',
      async ({ productId, recipientUserId, decision, rejectReason }, context) => {
        const facts = await findInnovationProductNoticeFacts(context.db, productId);
        if (!facts) return null;
        const kind =
          decision === 'APPROVED' ? 'innovationProductApproved' : 'innovationProductRejected';
        const recipients = [once(recipientUserId, context, kind)];
        return decision === 'APPROVED'
          ? notice(
              'innovationProductApproved',
              { productId, name: facts.name },
              recipients,
              productId,
            )
          : notice(
              'innovationProductRejected',
              { name: facts.name, reason: rejectReason },
              recipients,
              productId,
            );
      },
    ),

    'notification.fanOutBatch': handler(
      '알림 주제',
      async ({ kind, subjectId, userIds }, { db }) => {
        const recipients = perSubject(kind, subjectId, userIds);
        if (kind === 'followedPortfolio') {
          const facts = await findPortfolioNoticeFacts(db, subjectId);
          if (!facts) return null;
          const companyName = facts.companyName ?? (await findOwnerName(db, facts.ownerUserId));
          return notice(
            kind,
            { companyName, title: facts.title, profileId: facts.profileId },
            recipients,
            subjectId,
          );
        }
        const announcement = await findAnnouncementTitleFacts(db, subjectId);
        const matching = await findMatchingFacts(db, subjectId);
        if (!announcement || !matching) return null;
        const titleFacts = { announcementId: subjectId, ...announcement };
        if (kind === 'announcementMatched') return notice(kind, titleFacts, recipients, subjectId);
        const ownerName = await findOwnerName(db, matching.ownerUserId);
        return notice(kind, { ...titleFacts, ownerName }, recipients, subjectId);
      },
    ),

    'notification.findClosingSoon': {
      transactional: true,
      async run(_payload, context) {
        const now = deps.now();
        const due = await listRequestsClosingSoon(context.db, {
          now,
          until: new Date(now.getTime() + CLOSING_SOON_WINDOW_MS),
          limit: CLOSING_SOON_BATCH_SIZE,
        });
        for (const announcementId of due) {
          if (await markOnce(context.db, `announcementClosingSoon:${announcementId}`)) {
            await enqueue(context.db, 'notification.announcementClosingSoon', { announcementId });
          }
        }
        if (due.length === CLOSING_SOON_BATCH_SIZE) {
          await enqueue(context.db, 'notification.findClosingSoon', {});
        }
      },
    },

    'notification.failStaleDeliveries': {
      transactional: true,
      async run(_payload, context) {
        const now = deps.now();
        const failed = await failStaleDeliveries(context.db, {
          dueBefore: new Date(now.getTime() - STALE_DELIVERY_AFTER_MS),
          now,
          reason: STALE_DELIVERY_REASON,
          limit: STALE_DELIVERY_BATCH_SIZE,
        });
        if (failed > 0) context.logger.warn({ failed }, '오래 보내지 못한 알림 전송을 실패로 기록');
        if (failed === STALE_DELIVERY_BATCH_SIZE) {
          await enqueue(context.db, 'notification.failStaleDeliveries', {});
        }
      },
    },

    'notification.announcementClosingSoon': handler(
      '견적 요청',
      async ({ announcementId }, { db }) => {
        const announcement = await findAnnouncementTitleFacts(db, announcementId);
        const postingEndAt = await findAnnouncementEnd(db, announcementId);
        if (!announcement || !postingEndAt) return null;
        const userIds = await listClosingSoonRecipients(db, announcementId);
        return notice(
          'announcementClosingSoon',
          { announcementId, ...announcement, postingEndAt },
          perSubject('announcementClosingSoon', announcementId, userIds),
          announcementId,
        );
      },
    ),

    'notification.deliver': createDeliveryHandler(deps),
  };
}
