import { formatDateTime } from '@gongsa/domain';
import type { JobHandler } from '../../platform/jobs/job-runtime';
import { NOTIFICATION_COPY, type NotificationCopy } from './notification-copy';
import {
  findAnnouncementTitleFacts,
  findApplyNoticeFacts,
  findInvitationNoticeFacts,
  findPortfolioNoticeFacts,
  findProfileCompanyName,
  findReviewAnswerNoticeFacts,
  findReviewNoticeFacts,
  findSubscriptionNoticeFacts,
  insertNotifications,
} from './notifications.repository';

/*
 * Handlers of the notification.* events: read the facts, word them (notification-copy.ts) and
 * write the rows. They are transactional, so the rows and the job's completion commit together:
 * a retry after a failure starts from nothing, and a finished job is never run again.
 * When what the event refers to is gone (hard-deleted since), there is nobody to tell: the job
 * completes without a row rather than retrying into the dead letters.
 */

type NotificationHandlers = {
  'notification.applyReceived': JobHandler<'notification.applyReceived'>;
  'notification.applySelected': JobHandler<'notification.applySelected'>;
  'notification.applyNotSelected': JobHandler<'notification.applyNotSelected'>;
  'notification.invitationReceived': JobHandler<'notification.invitationReceived'>;
  'notification.reviewWritten': JobHandler<'notification.reviewWritten'>;
  'notification.reviewAnswered': JobHandler<'notification.reviewAnswered'>;
  'notification.announcementCancelled': JobHandler<'notification.announcementCancelled'>;
  'notification.announcementCompleted': JobHandler<'notification.announcementCompleted'>;
  'notification.subscriptionPaymentFailed': JobHandler<'notification.subscriptionPaymentFailed'>;
  'notification.portfolioPublished': JobHandler<'notification.portfolioPublished'>;
};

function toRow(userId: number, relationId: number, copy: NotificationCopy) {
  return { userId, relationId, ...copy };
}

/** Selected / not selected: the applicant of the apply is told, in the copy given. */
function notifyApplicant(
  copyOf: (facts: { announcement: { id: number; uniqueId: string } }) => NotificationCopy,
): JobHandler<'notification.applySelected' | 'notification.applyNotSelected'> {
  return {
    transactional: true,
    async run({ applyId }, { db, logger }) {
      const facts = await findApplyNoticeFacts(db, applyId);
      if (!facts) return logger.info({ applyId }, '알림 대상 지원이 없어 건너뜁니다');
      await insertNotifications(db, [
        toRow(facts.applicantUserId, facts.applyId, copyOf({ announcement: facts.announcement })),
      ]);
    },
  };
}

export const NOTIFICATION_JOB_HANDLERS: NotificationHandlers = {
  'notification.applyReceived': {
    transactional: true,
    async run({ applyId, applicantProfileId }, { db, logger }) {
      const facts = await findApplyNoticeFacts(db, applyId);
      if (!facts) return logger.info({ applyId }, '알림 대상 지원이 없어 건너뜁니다');
      const applicantName = (await findProfileCompanyName(db, applicantProfileId)) ?? null;
      await insertNotifications(db, [
        toRow(
          facts.announcement.ownerUserId,
          facts.applyId,
          NOTIFICATION_COPY.applyReceived({ announcement: facts.announcement, applicantName }),
        ),
      ]);
    },
  },

  'notification.applySelected': notifyApplicant(NOTIFICATION_COPY.applySelected),
  'notification.applyNotSelected': notifyApplicant(NOTIFICATION_COPY.applyNotSelected),

  'notification.invitationReceived': {
    transactional: true,
    async run({ invitationId }, { db, logger }) {
      const facts = await findInvitationNoticeFacts(db, invitationId);
      if (!facts) return logger.info({ invitationId }, '알림 대상 초대가 없어 건너뜁니다');
      await insertNotifications(db, [
        toRow(
          facts.recipientUserId,
          facts.invitationId,
          NOTIFICATION_COPY.invitationReceived({ announcement: facts.announcement }),
        ),
      ]);
    },
  },

  'notification.reviewWritten': {
    transactional: true,
    async run({ reviewId }, { db, logger }) {
      const facts = await findReviewNoticeFacts(db, reviewId);
      if (!facts) return logger.info({ reviewId }, '알림 대상 리뷰가 없어 건너뜁니다');
      await insertNotifications(db, [
        toRow(
          facts.recipientUserId,
          facts.reviewId,
          NOTIFICATION_COPY.reviewWritten({ score: facts.score, profileId: facts.profileId }),
        ),
      ]);
    },
  },

  'notification.reviewAnswered': {
    transactional: true,
    async run({ reviewId }, { db, logger }) {
      const facts = await findReviewAnswerNoticeFacts(db, reviewId);
      if (!facts) return logger.info({ reviewId }, '알림 대상 답변이 없어 건너뜁니다');
      await insertNotifications(db, [
        toRow(
          facts.recipientUserId,
          facts.reviewId,
          NOTIFICATION_COPY.reviewAnswered({ companyName: facts.companyName }),
        ),
      ]);
    },
  },

  'notification.announcementCancelled': {
    transactional: true,
    async run({ announcementId, recipientUserIds }, { db, logger }) {
      const announcement = await findAnnouncementTitleFacts(db, announcementId);
      if (!announcement) {
        return logger.info({ announcementId }, '알림 대상 견적 요청이 없어 건너뜁니다');
      }
      const copy = NOTIFICATION_COPY.announcementCancelled({
        announcementId,
        sigungu: announcement.sigungu,
        categoryNames: announcement.categoryNames,
      });
      await insertNotifications(
        db,
        [...new Set(recipientUserIds)].map((userId) => toRow(userId, announcementId, copy)),
      );
    },
  },

  'notification.announcementCompleted': {
    transactional: true,
    async run({ announcementId, recipientUserId }, { db, logger }) {
      const announcement = await findAnnouncementTitleFacts(db, announcementId);
      if (!announcement) {
        return logger.info({ announcementId }, '알림 대상 견적 요청이 없어 건너뜁니다');
      }
      await insertNotifications(db, [
        toRow(
          recipientUserId,
          announcementId,
          NOTIFICATION_COPY.announcementCompleted({
            announcementId,
            sigungu: announcement.sigungu,
            categoryNames: announcement.categoryNames,
          }),
        ),
      ]);
    },
  },

  'notification.subscriptionPaymentFailed': {
    transactional: true,
    async run({ subscriptionId, recipientUserId, isLapsed }, { db, logger }) {
      const facts = await findSubscriptionNoticeFacts(db, subscriptionId);
      if (!facts) return logger.info({ subscriptionId }, '알림 대상 구독이 없어 건너뜁니다');
      await insertNotifications(db, [
        toRow(
          recipientUserId,
          subscriptionId,
          NOTIFICATION_COPY.subscriptionPaymentFailed({
            itemName: facts.itemName,
            isLapsed,
            retryAt: facts.nextBillingAt ? formatDateTime(facts.nextBillingAt) : null,
          }),
        ),
      ]);
    },
  },

  // A portfolio deleted before the job ran has nothing left to show: nobody is told.
  'notification.portfolioPublished': {
    transactional: true,
    async run({ portfolioId }, { db, logger }) {
      const facts = await findPortfolioNoticeFacts(db, portfolioId);
      if (!facts) return logger.info({ portfolioId }, '알림 대상 포트폴리오가 없어 건너뜁니다');
      const copy = NOTIFICATION_COPY.portfolioPublished(facts);
      await insertNotifications(
        db,
        facts.followerUserIds.map((userId) => toRow(userId, portfolioId, copy)),
      );
    },
  },
};
