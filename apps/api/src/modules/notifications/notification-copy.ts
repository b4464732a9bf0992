import { formatAnnouncementTitle, type NotificationType } from '@gongsa/domain';

/*
 * Every notification's words and link, in one place. Handlers (notifications.jobs.ts) load the
 * facts and call these; nothing else writes notification text. The particles that follow an
 * interpolated value are ones that do not change with its last syllable (에서) or follow a fixed
 * word (요청이), so no josa helper is needed; a message that puts 을/를, 이/가 or 은/는 right
 * after a name should use es-hangul's josa() (already a dependency of @gongsa/domain).
 */

export type NotificationCopy = {
  type: NotificationType;
  title: string;
  message: string;
  url: string;
};

/** The announcement facts the copy refers to. */
type AnnouncementRef = { id: number; uniqueId: string };

export const NOTIFICATION_COPY = {
  /** To the request's owner when a company submits an estimate. */
  applyReceived(input: { announcement: AnnouncementRef; applicantName: string | null }) {
    return {
      type: 'APPLY',
      title: '새 지원자가 있습니다',
      message: `${input.applicantName ?? '새 업체'}에서 견적 요청(공고 번호 ${input.announcement.uniqueId})에 견적을 보냈습니다.`,
      url: `/myBid/detail/${input.announcement.id}`,
    } satisfies NotificationCopy;
  },

  /** To the company whose estimate was chosen. */
  applySelected(input: { announcement: AnnouncementRef }) {
    return {
      type: 'SELECTED',
      title: '견적이 선정되었습니다',
      message: `축하합니다! 견적 요청(공고 번호 ${input.announcement.uniqueId})에 보낸 견적이 선정되었습니다.`,
      url: `/bid/${input.announcement.id}`,
    } satisfies NotificationCopy;
  },

  /** To every other company that had submitted to the same request. */
  applyNotSelected(input: { announcement: AnnouncementRef }) {
    return {
      type: 'SELECTED',
      title: '선정 결과 안내',
      message: `견적 요청(공고 번호 ${input.announcement.uniqueId})에서 다른 업체가 선정되었습니다. 지원해 주셔서 감사합니다.`,
      url: `/bid/${input.announcement.id}`,
    } satisfies NotificationCopy;
  },

  /** To the company a request was sent to. */
  invitationReceived(input: { announcement: AnnouncementRef }) {
    return {
      type: 'INVITATION',
      title: '견적 요청을 받았습니다',
      message: `새 견적 요청(공고 번호 ${input.announcement.uniqueId})이 도착했습니다. 내용을 확인하고 견적을 보내 보세요.`,
      url: `/bid/${input.announcement.id}`,
    } satisfies NotificationCopy;
  },

  /** To the reviewed company. */
  reviewWritten(input: { score: number; profileId: number }) {
    return {
      type: 'REVIEW',
      title: '새 리뷰가 등록되었습니다',
      message: `고객이 별점 ${input.score}점 리뷰를 남겼습니다. 업체 페이지에서 확인해 보세요.`,
      url: `/company/${input.profileId}`,
    } satisfies NotificationCopy;
  },

  /** To the review's writer, when the reviewed company answered it. */
  reviewAnswered(input: { companyName: string | null }) {
    return {
      type: 'REVIEW',
      title: '리뷰에 답변이 달렸습니다',
      message: input.companyName
        ? `남기신 리뷰에 ${input.companyName}에서 답변했습니다. 확인해 보세요.`
        : '남기신 리뷰에 업체가 답변했습니다. 확인해 보세요.',
      url: '/myPage/review?tab=written',
    } satisfies NotificationCopy;
  },

  /** To the companies waiting on a request its owner canceled. */
  announcementCancelled(input: {
    announcementId: number;
    sigungu: string | null;
    categoryNames: string[];
  }) {
    const title = formatAnnouncementTitle({
      sigungu: input.sigungu,
      categoryNames: input.categoryNames,
    });
    return {
      type: 'NOTICE',
      title: '견적 요청 취소',
      message: `지원하신 '${title}' 견적 요청이 취소되었습니다.`,
      url: `/bid/${input.announcementId}`,
    } satisfies NotificationCopy;
  },

  /** To the selected company when the client marks the job done (ADR 0027). */
  announcementCompleted(input: {
    announcementId: number;
    sigungu: string | null;
    categoryNames: string[];
  }) {
    const title = formatAnnouncementTitle({
      sigungu: input.sigungu,
      categoryNames: input.categoryNames,
    });
    return {
      type: 'NOTICE',
      title: '공사 완료 확인 요청',
      message: `의뢰인이 '${title}' 공사를 완료로 표시했습니다. 공사가 끝났는지 확인해 주세요.`,
      url: `/bid/${input.announcementId}`,
    } satisfies NotificationCopy;
  },

  /** To the members who follow a company when it publishes a portfolio. */
  portfolioPublished(input: { companyName: string | null; title: string; profileId: number }) {
    return {
      type: 'FOLLOW',
      title: '새 포트폴리오',
      message: `${input.companyName ?? '팔로우한 업체'}에서 새 포트폴리오를 올렸습니다: ${input.title}`,
      url: `/company/${input.profileId}`,
    } satisfies NotificationCopy;
  },

  /** To a subscriber whose renewal charge was declined (retrying, or the plan ended). */
  subscriptionPaymentFailed(input: {
    itemName: string;
    isLapsed: boolean;
    retryAt: string | null;
  }) {
    return {
      type: 'POINT',
      title: input.isLapsed ? '구독이 종료되었습니다' : '구독 결제에 실패했습니다',
      message: input.isLapsed
        ? `${input.itemName} 결제가 여러 번 승인되지 않아 구독이 종료되었습니다. 카드를 확인한 뒤 다시 구독해 주세요.`
        : `${input.itemName} 정기 결제가 승인되지 않았습니다. ${input.retryAt ?? '곧'} 다시 결제를 시도합니다. 등록한 카드를 확인해 주세요.`,
      url: '/myPage/point?tab=3',
    } satisfies NotificationCopy;
  },
} as const;
