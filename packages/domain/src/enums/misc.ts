import { createEnumGuard, createEnumOptions } from './define-enum';

export const NOTIFICATION_TYPES = [
  'NOTICE',
  'APPLY',
  'SELECTED',
  'INVITATION',
  'REVIEW',
  'POINT',
  'MARKETING',
  'KEYWORD',
  'CHAT',
  'FOLLOW',
  'COMMUNITY',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  NOTICE: '공지',
  APPLY: '지원',
  SELECTED: '선정',
  INVITATION: '초대',
  REVIEW: '리뷰',
  POINT: '포인트',
  MARKETING: '마케팅',
  KEYWORD: '키워드',
  CHAT: '채팅',
  FOLLOW: '팔로우',
  COMMUNITY: '커뮤니티',
};
export const isNotificationType = createEnumGuard(NOTIFICATION_TYPES);

export const BANNER_STATES = ['READY', 'ACTIVE', 'ENDED'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
export const BANNER_STATE_LABELS: Readonly<Record<BannerState, string>> = {
  READY: '게시 예정',
  ACTIVE: '게시중',
  ENDED: '게시 종료',
};
export const isBannerState = createEnumGuard(BANNER_STATES);

export const OPINION_TYPES = ['BUG', 'SUGGESTION', 'ETC'] as const;
export type OpinionType = (typeof OPINION_TYPES)[number];
export const OPINION_TYPE_LABELS: Readonly<Record<OpinionType, string>> = {
  BUG: '오류 신고',
  SUGGESTION: '개선 제안',
  ETC: '기타',
};
export const isOpinionType = createEnumGuard(OPINION_TYPES);
export const OPINION_TYPE_OPTIONS = createEnumOptions(OPINION_TYPES, OPINION_TYPE_LABELS);
