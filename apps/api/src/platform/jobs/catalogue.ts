import { z } from 'zod';

/*
 * Every job the application sends, with the payload it carries. Services record an event with
 * enqueue(tx, name, payload) inside the transaction that makes the change; a handler registered
 * for the same name (app/job-handlers.ts) does the side effect later, in the worker. Payloads
 * carry ids, not copies of rows or rendered text: the handler reads what it needs when it runs.
 */

const idSchema = z.number().int().positive();

/** Jobs that exhausted their retries land here (pg-boss `deadLetter`), to be looked at by a person. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

export type QueueSettings = {
  /** Retries after the first attempt; a job that fails retryLimit + 1 times goes to the dead letters. */
  retryLimit: number;
  /** Seconds before the first retry; with retryBackoff each retry waits about twice as long. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed (a crashed worker's job is retried). */
  expireInSeconds: number;
  /** `singleton`: at most one job of the queue runs at a time, whichever process fetched it. */
  policy: 'standard' | 'singleton';
};

// A notification that cannot be written in about an hour of tries (10 s, 20 s, … ≈ 10 min in
// total over 6 tries) needs a person, not more retries.
const NOTIFICATION_QUEUE: QueueSettings = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  policy: 'standard',
};

// Sending a batch of deliveries to FCM / BizMessage: 30 s, 60 s, … ≈ 30 min over 6 tries, then the
// deliveries still unsent are FAILED with their last error (ADR 0031). A batch of 50 sends with a
// 10 s timeout each finishes well inside 15 minutes.
const DELIVERY_QUEUE: QueueSettings = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 900,
  policy: 'standard',
};

/** Kinds written to many recipients in batches (ADR 0031). */
export const FAN_OUT_KINDS = [
  'announcementMatched',
  'followedAnnouncement',
  'followedPortfolio',
] as const;
/** Recipients per fan-out batch job. */
export const FAN_OUT_BATCH_SIZE = 500;

export const JOB_CATALOGUE = {
  /** An applicant submitted an estimate: its request's owner is told. */
  'notification.applyReceived': {
    payload: z.object({ applyId: idSchema, applicantProfileId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** The owner chose this apply. */
  'notification.applySelected': {
    payload: z.object({ applyId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** The owner chose another apply of the same request. */
  'notification.applyNotSelected': {
    payload: z.object({ applyId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A request was sent to a company (createAnnouncementInvitation, or publishing with one). */
  'notification.invitationReceived': {
    payload: z.object({ invitationId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** The owner reviewed the selected company. */
  'notification.reviewWritten': {
    payload: z.object({ reviewId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** The reviewed company answered the review (answerReview): its writer is told. */
  'notification.reviewAnswered': {
    payload: z.object({ reviewId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /**
   * The owner canceled a request. The recipients are fixed when it happens (the applicants
   * waiting at that moment), so they travel with the event.
   */
  'notification.announcementCancelled': {
    payload: z.object({ announcementId: idSchema, recipientUserIds: z.array(idSchema).min(1) }),
    queue: NOTIFICATION_QUEUE,
  },
  /** The owner marked the job done (공사 완료): the selected company is asked to confirm it. */
  'notification.announcementCompleted': {
    payload: z.object({ announcementId: idSchema, recipientUserId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /**
   * A subscription's renewal was declined: its member is told, with the next try or, after the
   * last one, that the plan ended. `isLapsed` is fixed when it happens.
   */
  'notification.subscriptionPaymentFailed': {
    payload: z.object({
      subscriptionId: idSchema,
      recipientUserId: idSchema,
      isLapsed: z.boolean(),
    }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A request was published: its matching companies and the owner's followers, listed in batches. */
  'notification.announcementPublished': {
    payload: z.object({ announcementId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A company published a portfolio: the owner's followers (notificationSetting.follow). */
  'notification.portfolioPublished': {
    payload: z.object({ portfolioId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A member replied to a post: its author is told (notificationSetting.communityPost). */
  'notification.communityReplied': {
    payload: z.object({ replyId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** An operator approved or refused an innovation product: its owner is told (ADR 0036). */
  'notification.innovationProductReviewed': {
    payload: z.object({
      productId: idSchema,
      recipientUserId: idSchema,
      decision: z.enum(['APPROVED', 'REJECTED']),
      rejectReason: z.string().nullable(),
    }),
    queue: NOTIFICATION_QUEUE,
  },
  /** One batch of a fan-out: these recipients get the kind's row and deliveries, once each. */
  'notification.fanOutBatch': {
    payload: z.object({
      kind: z.enum(FAN_OUT_KINDS),
      subjectId: idSchema,
      userIds: z.array(idSchema).min(1).max(FAN_OUT_BATCH_SIZE),
    }),
    queue: NOTIFICATION_QUEUE,
  },
  /** Scheduled: requests whose posting ends within 24 h are found, each once. */
  'notification.findClosingSoon': {
    payload: z.object({}),
    queue: { ...NOTIFICATION_QUEUE, retryLimit: 2, expireInSeconds: 300, policy: 'singleton' },
  },
  /** Scheduled: deliveries left PENDING a day past their time (their last job died) give up. */
  'notification.failStaleDeliveries': {
    payload: z.object({}),
    queue: { ...NOTIFICATION_QUEUE, retryLimit: 2, expireInSeconds: 300, policy: 'singleton' },
  },
  /** A request ends within 24 h: the companies it still waits for are reminded. */
  'notification.announcementClosingSoon': {
    payload: z.object({ announcementId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A payment was booked and its points credited (orders). */
  'notification.pointsCredited': {
    payload: z.object({ orderId: idSchema, recipientUserId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A point refund was paid out (COMPLETED). */
  'notification.pointsRefunded': {
    payload: z.object({ refundId: idSchema, recipientUserId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** A subscription's renewal was charged. */
  'notification.subscriptionRenewed': {
    payload: z.object({ subscriptionId: idSchema, recipientUserId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** The member stopped the renewals: the plan ends with its paid period. */
  'notification.subscriptionEnding': {
    payload: z.object({ subscriptionId: idSchema, recipientUserId: idSchema }),
    queue: NOTIFICATION_QUEUE,
  },
  /** Push and 알림톡 deliveries of notifications already written (modules/notifications). */
  'notification.deliver': {
    payload: z.object({ deliveryIds: z.array(idSchema).min(1).max(100) }),
    queue: DELIVERY_QUEUE,
  },
  /** Scheduled: files uploaded more than a day ago that nothing refers to are removed. */
  'files.cleanupUnattached': {
    payload: z.object({}),
    queue: {
      retryLimit: 2,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 600,
      policy: 'singleton',
    },
  },
  /** Objects of deleted file rows, removed from storage after the rows' transaction commits. */
  'files.deleteStoredObjects': {
    payload: z.object({ storageKeys: z.array(z.string().min(1)).min(1) }),
    queue: {
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 300,
      policy: 'standard',
    },
  },
  /** Scheduled: rate-limit hits whose window ended are deleted (platform/rate-limit). */
  'rateLimits.deleteExpired': {
    payload: z.object({}),
    queue: {
      retryLimit: 2,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 300,
      policy: 'singleton',
    },
  },
  /** Scheduled: visit logs and unlinked first-visit metas past 13 months are deleted (ADR 0035). */
  'visitors.deleteExpired': {
    payload: z.object({}),
    queue: {
      retryLimit: 2,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 300,
      policy: 'singleton',
    },
  },
  /**
   * Scheduled: orders whose approval started minutes ago and never settled (the process died
   * between the gateway's approval and booking the points) are cancelled at the gateway and
   * marked failed (modules/payments, ADR 0028).
   */
  'payments.reconcileOrders': {
    payload: z.object({}),
    queue: {
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 300,
      policy: 'singleton',
    },
  },
  /**
   * Scheduled: subscriptions whose next charge is due are charged once for their period; a
   * declined card is retried after 1 and 3 days, then the plan lapses (modules/subscriptions).
   */
  'subscriptions.renewDue': {
    payload: z.object({}),
    queue: {
      retryLimit: 2,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 900,
      policy: 'singleton',
    },
  },
} as const satisfies Record<string, { payload: z.ZodType; queue: QueueSettings }>;

export type JobName = keyof typeof JOB_CATALOGUE;
export type JobPayload<TName extends JobName> = z.infer<(typeof JOB_CATALOGUE)[TName]['payload']>;

export const JOB_NAMES = Object.keys(JOB_CATALOGUE) as JobName[];

/**
 * Recurring jobs (pg-boss `schedule`, cron in Asia/Seoul). Subscription renewals and deadline
 * reminders go here too: a catalogue entry, a handler in their module, and one line below.
 */
export const JOB_SCHEDULES: ReadonlyArray<{ name: JobName; cron: string; description: string }> = [
  {
    name: 'files.cleanupUnattached',
    cron: '17 * * * *',
    description: '첨부되지 않은 채 24시간이 지난 업로드 파일 정리 (매시 17분)',
  },
  {
    name: 'rateLimits.deleteExpired',
    cron: '47 * * * *',
    description: '기간이 지난 요청 횟수 기록(rate_limit_hits) 정리 (매시 47분)',
  },
  {
    name: 'visitors.deleteExpired',
    cron: '23 4 * * *',
    description: '13개월이 지난 방문 기록·연결되지 않은 첫 방문 정보 정리 (매일 4시 23분)',
  },
  {
    name: 'payments.reconcileOrders',
    cron: '* * * * *',
    description: '승인 도중 멈춘 결제 정리: 망취소 후 실패 처리 (매분)',
  },
  {
    name: 'notification.findClosingSoon',
    cron: '5 * * * *',
    description: '마감 24시간 전 견적 요청 알림: 요청마다 한 번 (매시 5분)',
  },
  {
    name: 'notification.failStaleDeliveries',
    cron: '35 * * * *',
    description: '하루 넘게 보내지 못한 알림 전송(푸시·알림톡)을 실패로 기록 (매시 35분)',
  },
  {
    name: 'subscriptions.renewDue',
    cron: '*/10 * * * *',
    description: '결제일이 된 구독 갱신 결제, 거절된 카드 재시도 (10분마다)',
  },
];

export const JOB_SCHEDULE_TIME_ZONE = 'Asia/Seoul';

/** What a job's data holds: the event's name (kept when it moves to the dead letters) and payload. */
export type JobEnvelope<TName extends JobName = JobName> = {
  event: TName;
  payload: JobPayload<TName>;
};
