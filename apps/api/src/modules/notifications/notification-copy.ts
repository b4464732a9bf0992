import {
  formatAnnouncementTitle,
  formatDate,
  formatDateTime,
  formatNumber,
  withJosa,
  type NotificationType,
} from '@gongsa/domain';

/*
 * The notification kinds catalogue (ADR 0031): for every kind, what it is (its type in the list),
 * where it goes besides the in-app row (web push; 알림톡 with SMS fallback for transactional kinds
 * only), the notificationSetting switch that silences it, whether it is marketing (needs
 * `marketing`, never goes out between 21:00 and 08:00 Asia/Seoul) and its words and link.
 * Handlers (notifications.jobs.ts) load the facts and hand them to `copy`; nothing else writes
 * notification text. A particle after an interpolated name is chosen with withJosa (을/를, 이/가…).
 */

export type NotificationCopy = {
  type: NotificationType;
  title: string;
  message: string;
  url: string;
};

/** The notificationSetting switches a kind can be silenced by (users.is_*_noti). */
export type NotificationSettingSwitch =
  'keyword' | 'notice' | 'follow' | 'marketing' | 'communityPost';

export type NotificationKindDefinition<TInput> = {
  type: NotificationType;
  /** Web push to the recipient's registered devices (setFCMToken). */
  push: boolean;
  /**
   * 알림톡 template code (as registered with Kakao; the copy's title, message and url are its
   * variables), with SMS when 알림톡 cannot reach the person. Transactional kinds only.
   */
  alimtalkTemplate: string | null;
  /** With this switch off the recipient gets nothing of this kind (no row, no push). */
  silencedBy: NotificationSettingSwitch | null;
  /** Needs `marketing` on; its push and 알림톡 wait for 08:00 when written between 21:00 and 08:00. */
  isMarketing: boolean;
  copy(input: TInput): Omit<NotificationCopy, 'type'>;
};

function defineKind<TInput>(
  definition: NotificationKindDefinition<TInput>,
): NotificationKindDefinition<TInput> {
  if (definition.alimtalkTemplate && (definition.isMarketing || definition.silencedBy)) {
    throw new Error('알림톡 is for transactional kinds only');
  }
  return definition;
}

/** The announcement facts the copy refers to. */
type AnnouncementRef = { id: number; uniqueId: string };
type AnnouncementTitleFacts = {
  announcementId: number;
  sigungu: string | null;
  categoryNames: string[];
};

function titleOf(input: AnnouncementTitleFacts): string {
  return formatAnnouncementTitle({ sigungu: input.sigungu, categoryNames: input.categoryNames });
}

/** Defaults of a transactional kind: push and 알림톡, nothing silences it. */
const TRANSACTIONAL = { push: true, silencedBy: null, isMarketing: false } as const;

export const NOTIFICATION_KINDS = {
  /** To the request's owner when a company submits an estimate. */
  applyReceived: defineKind({
    ...TRANSACTIONAL,
    type: 'APPLY',
    alimtalkTemplate: 'GONGSA_APPLY_RECEIVED',
    copy: (input: { announcement: AnnouncementRef; applicantName: string | null }) => ({
      title: '새 지원자가 있습니다',
      message: `${input.applicantName ?? '새 업체'}에서 견적 요청(공고 번호 ${input.announcement.uniqueId})에 견적을 보냈습니다.`,
      url: `/myBid/detail/${input.announcement.id}`,
    }),
  }),

  /** To the company whose estimate was chosen. */
  applySelected: defineKind({
    ...TRANSACTIONAL,
    type: 'SELECTED',
    alimtalkTemplate: 'GONGSA_APPLY_SELECTED',
    copy: (input: { announcement: AnnouncementRef }) => ({
      title: '견적이 선정되었습니다',
      message: `축하합니다! 견적 요청(공고 번호 ${input.announcement.uniqueId})에 보낸 견적이 선정되었습니다.`,
      url: `/bid/${input.announcement.id}`,
    }),
  }),

  /** To every other company that had submitted to the same request (push only: not urgent). */
  applyNotSelected: defineKind({
    ...TRANSACTIONAL,
    type: 'SELECTED',
    alimtalkTemplate: null,
    copy: (input: { announcement: AnnouncementRef }) => ({
      title: '선정 결과 안내',
      message: `견적 요청(공고 번호 ${input.announcement.uniqueId})에서 다른 업체가 선정되었습니다. 지원해 주셔서 감사합니다.`,
      url: `/bid/${input.announcement.id}`,
    }),
  }),

  /** To the company a request was sent to. */
  invitationReceived: defineKind({
    ...TRANSACTIONAL,
    type: 'INVITATION',
    alimtalkTemplate: 'GONGSA_INVITATION_RECEIVED',
    copy: (input: { announcement: AnnouncementRef }) => ({
      title: '견적 요청을 받았습니다',
      message: `새 견적 요청(공고 번호 ${input.announcement.uniqueId})이 도착했습니다. 내용을 확인하고 견적을 보내 보세요.`,
      url: `/bid/${input.announcement.id}`,
    }),
  }),

  /** To the reviewed company. */
  reviewWritten: defineKind({
    ...TRANSACTIONAL,
    type: 'REVIEW',
    alimtalkTemplate: null,
    copy: (input: { score: number; profileId: number }) => ({
      title: '새 리뷰가 등록되었습니다',
      message: `고객이 별점 ${input.score}점 리뷰를 남겼습니다. 업체 페이지에서 확인해 보세요.`,
      url: `/company/${input.profileId}`,
    }),
  }),

  /** To the review's writer, when the reviewed company answered it. */
  reviewAnswered: defineKind({
    ...TRANSACTIONAL,
    type: 'REVIEW',
    alimtalkTemplate: null,
    copy: (input: { companyName: string | null }) => ({
      title: '리뷰에 답변이 달렸습니다',
      message: input.companyName
        ? `남기신 리뷰에 ${input.companyName}에서 답변했습니다. 확인해 보세요.`
        : '남기신 리뷰에 업체가 답변했습니다. 확인해 보세요.',
      url: '/myPage/review?tab=written',
    }),
  }),

  /** To the companies waiting on a request its owner canceled. */
  announcementCancelled: defineKind({
    ...TRANSACTIONAL,
    type: 'NOTICE',
    alimtalkTemplate: 'GONGSA_ANNOUNCEMENT_CANCELLED',
    copy: (input: AnnouncementTitleFacts) => ({
      title: '견적 요청 취소',
      message: `지원하신 '${titleOf(input)}' 견적 요청이 취소되었습니다.`,
      url: `/bid/${input.announcementId}`,
    }),
  }),

  /** To the selected company when the client marks the job done (ADR 0027). */
  announcementCompleted: defineKind({
    ...TRANSACTIONAL,
    type: 'NOTICE',
    alimtalkTemplate: 'GONGSA_ANNOUNCEMENT_COMPLETED',
    copy: (input: AnnouncementTitleFacts) => ({
      title: '공사 완료 확인 요청',
      message: `의뢰인이 '${titleOf(input)}' 공사를 완료로 표시했습니다. 공사가 끝났는지 확인해 주세요.`,
      url: `/bid/${input.announcementId}`,
    }),
  }),

  /**
   * To the companies a request still waits for, its last 24 hours: invited ones that have not
   * sent an estimate and those with an estimate still being written (submitted ones wait anyway).
   */
  announcementClosingSoon: defineKind({
    type: 'NOTICE',
    push: true,
    alimtalkTemplate: null,
    silencedBy: 'notice',
    isMarketing: false,
    copy: (input: AnnouncementTitleFacts & { postingEndAt: Date }) => ({
      title: '견적 요청 마감 임박',
      message: `'${titleOf(input)}' 견적 요청이 ${formatDateTime(input.postingEndAt)}에 마감됩니다. 마감 전에 견적을 보내 주세요.`,
      url: `/bid/${input.announcementId}`,
    }),
  }),

  /** To a buyer whose payment was booked (orders). */
  pointsCredited: defineKind({
    ...TRANSACTIONAL,
    type: 'POINT',
    alimtalkTemplate: 'GONGSA_POINTS_CREDITED',
    copy: (input: { goodsName: string; point: number; freePoint: number }) => ({
      title: '포인트가 충전되었습니다',
      message: `${withJosa(input.goodsName, '이/가')} 결제되어 ${formatNumber(input.point + input.freePoint)}P가 충전되었습니다.`,
      url: '/myPage/point',
    }),
  }),

  /** To a member whose refund was paid out (point refunds, COMPLETED). */
  pointsRefunded: defineKind({
    ...TRANSACTIONAL,
    type: 'POINT',
    alimtalkTemplate: 'GONGSA_POINTS_REFUNDED',
    copy: (input: { point: number; refundAmount: number }) => ({
      title: '포인트 환불이 완료되었습니다',
      message: `${formatNumber(input.point)}P 환불이 처리되어 ${formatNumber(input.refundAmount)}원을 보냈습니다.`,
      url: '/myPage/point?tab=4',
    }),
  }),

  /** To a subscriber whose renewal was charged. */
  subscriptionRenewed: defineKind({
    ...TRANSACTIONAL,
    type: 'POINT',
    alimtalkTemplate: 'GONGSA_SUBSCRIPTION_RENEWED',
    copy: (input: { itemName: string; expiresAt: Date }) => ({
      title: '구독이 갱신되었습니다',
      message: `${input.itemName} 정기 결제가 완료되어 ${formatDate(input.expiresAt)}까지 이용할 수 있습니다.`,
      url: '/myPage/point?tab=3',
    }),
  }),

  /** To a subscriber whose renewal charge was declined (retrying, or the plan ended). */
  subscriptionPaymentFailed: defineKind({
    ...TRANSACTIONAL,
    type: 'POINT',
    alimtalkTemplate: 'GONGSA_SUBSCRIPTION_PAYMENT_FAILED',
    copy: (input: { itemName: string; isLapsed: boolean; retryAt: string | null }) => ({
      title: input.isLapsed ? '구독이 종료되었습니다' : '구독 결제에 실패했습니다',
      message: input.isLapsed
        ? `${input.itemName} 결제가 여러 번 승인되지 않아 구독이 종료되었습니다. 카드를 확인한 뒤 다시 구독해 주세요.`
        : `${input.itemName} 정기 결제가 승인되지 않았습니다. ${input.retryAt ?? '곧'} 다시 결제를 시도합니다. 등록한 카드를 확인해 주세요.`,
      url: '/myPage/point?tab=3',
    }),
  }),

  /** To a subscriber who stopped the renewals: the plan ends with its paid period. */
  subscriptionEnding: defineKind({
    ...TRANSACTIONAL,
    type: 'POINT',
    alimtalkTemplate: 'GONGSA_SUBSCRIPTION_ENDING',
    copy: (input: { itemName: string; expiresAt: Date }) => ({
      title: '구독 종료 예정',
      message: `${input.itemName} 정기 결제를 해지했습니다. ${formatDate(input.expiresAt)}까지 이용할 수 있고, 이후에는 결제되지 않습니다.`,
      url: '/myPage/point?tab=3',
    }),
  }),

  /** To the followers of a request's owner. */
  followedAnnouncement: defineKind({
    type: 'FOLLOW',
    push: true,
    alimtalkTemplate: null,
    silencedBy: 'follow',
    isMarketing: false,
    copy: (input: AnnouncementTitleFacts & { ownerName: string }) => ({
      title: '팔로우한 업체의 새 견적 요청',
      message: `${withJosa(input.ownerName, '이/가')} '${titleOf(input)}' 견적 요청을 올렸습니다.`,
      url: `/bid/${input.announcementId}`,
    }),
  }),

  /** To the followers of a portfolio's company. */
  followedPortfolio: defineKind({
    type: 'FOLLOW',
    push: true,
    alimtalkTemplate: null,
    silencedBy: 'follow',
    isMarketing: false,
    copy: (input: { companyName: string; title: string; profileId: number }) => ({
      title: '팔로우한 업체의 새 포트폴리오',
      message: `${withJosa(input.companyName, '이/가')} 새 포트폴리오를 올렸습니다: ${input.title}`,
      url: `/company/${input.profileId}`,
    }),
  }),

  /** To a community post's author when another member replies (notificationSetting.communityPost). */
  communityReplied: defineKind({
    type: 'COMMUNITY',
    push: true,
    alimtalkTemplate: null,
    silencedBy: 'communityPost',
    isMarketing: false,
    copy: (input: { postId: number; postTitle: string; replierName: string }) => ({
      title: '내 글에 댓글이 달렸습니다',
      message: `${withJosa(input.replierName, '이/가')} '${input.postTitle}' 글에 댓글을 남겼습니다.`,
      url: `/community/${input.postId}`,
    }),
  }),

  /** To the company whose innovation product an operator approved (ADR 0036). */
  innovationProductApproved: defineKind({
    ...TRANSACTIONAL,
    type: 'NOTICE',
    alimtalkTemplate: null,
    copy: (input: { productId: number; name: string }) => ({
      title: '혁신제품이 승인되었습니다',
      message: `${withJosa(input.name, '이/가')} 승인되어 지정 기간 동안 혁신제품몰에 보입니다.`,
      url: `/mall/${input.productId}`,
    }),
  }),

  /** To the company whose innovation product an operator refused, with the reason. */
  innovationProductRejected: defineKind({
    ...TRANSACTIONAL,
    type: 'NOTICE',
    alimtalkTemplate: null,
    copy: (input: { name: string; reason: string | null }) => ({
      title: '혁신제품 심사 결과 안내',
      message: `${withJosa(input.name, '이/가')} 반려되었습니다. 사유: ${input.reason ?? '사유 없음'} 내용을 고쳐 다시 저장하면 다시 심사합니다.`,
      url: '/myPage/product',
    }),
  }),

  /**
   * To the companies whose trades and location range match a published request (`keyword`,
   * `categoryRange`, `locationRange`): the reason companies come back.
   */
  announcementMatched: defineKind({
    type: 'KEYWORD',
    push: true,
    alimtalkTemplate: null,
    silencedBy: 'keyword',
    isMarketing: false,
    copy: (input: AnnouncementTitleFacts) => ({
      title: '내 업종의 새 견적 요청',
      message: `'${titleOf(input)}' 견적 요청이 올라왔습니다. 먼저 견적을 보내 보세요.`,
      url: `/bid/${input.announcementId}`,
    }),
  }),

  /** An operator's message to members who accepted marketing (events, offers). */
  marketingNotice: defineKind({
    type: 'MARKETING',
    push: true,
    alimtalkTemplate: null,
    silencedBy: 'marketing',
    isMarketing: true,
    copy: (input: { title: string; message: string; url: string }) => ({
      title: `(광고) ${input.title}`,
      message: input.message,
      url: input.url,
    }),
  }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export type NotificationKindInput<TKind extends NotificationKind> = Parameters<
  (typeof NOTIFICATION_KINDS)[TKind]['copy']
>[0];

export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The kind's words and link for these facts, with its type. */
export function renderNotification<TKind extends NotificationKind>(
  kind: TKind,
  input: NotificationKindInput<TKind>,
): NotificationCopy {
  const definition = NOTIFICATION_KINDS[kind] as NotificationKindDefinition<
    NotificationKindInput<TKind>
  >;
  return { type: definition.type, ...definition.copy(input) };
}

const SEOUL_OFFSET_HOURS = 9;
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;

/**
 * When a kind's outside channels may go out if written at `now`: at once, except a marketing kind
 * between 21:00 and 08:00 Asia/Seoul (no daylight saving, UTC+9), which waits for 08:00.
 */
export function earliestSendTime(kind: NotificationKind, now: Date): Date {
  if (!NOTIFICATION_KINDS[kind].isMarketing) return now;
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_HOURS * 3_600_000);
  const hour = seoul.getUTCHours();
  if (hour >= QUIET_HOURS.endHour && hour < QUIET_HOURS.startHour) return now;
  const morning = new Date(seoul);
  morning.setUTCHours(QUIET_HOURS.endHour, 0, 0, 0);
  if (hour >= QUIET_HOURS.startHour) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - SEOUL_OFFSET_HOURS * 3_600_000);
}
