/*
 * Community rules the board, its cards and the API share without zod (the schemas are in
 * community-input.ts, which only forms and the API import).
 */

export const COMMUNITY_TITLE_MAX = 100;
export const COMMUNITY_CONTENT_MAX = 5000;
export const COMMUNITY_ADDRESS_MAX = 100;
export const COMMUNITY_IMAGES_MAX = 10;
export const COMMUNITY_HASHTAGS_MAX = 10;
export const COMMUNITY_HASHTAG_MAX = 20;
export const COMMUNITY_USERTAGS_MAX = 10;
export const COMMUNITY_REPLY_MAX = 1000;
export const COMMUNITY_REPORT_DETAIL_MAX = 500;
/** Distinct members' reports that hide a post until an operator looks (ADR 0034). */
export const COMMUNITY_REPORTS_TO_HIDE = 5;

export const COMMUNITY_REPORT_REASONS = [
  'SPAM',
  'ABUSE',
  'OBSCENE',
  'PRIVACY',
  'ILLEGAL',
  'OTHER',
] as const;
export type CommunityReportReason = (typeof COMMUNITY_REPORT_REASONS)[number];
export const COMMUNITY_REPORT_REASON_LABELS: Readonly<Record<CommunityReportReason, string>> = {
  SPAM: '스팸·홍보',
  ABUSE: '욕설·비방',
  OBSCENE: '음란·선정적인 내용',
  PRIVACY: '개인정보 노출',
  ILLEGAL: '불법 정보',
  OTHER: '기타',
};

/** What the author sees on a post an operator (or enough reports) hid; others do not see it. */
export const COMMUNITY_HIDDEN_LABEL = '숨김 처리됨';

const HASHTAG_PATTERN = /#([0-9A-Za-z가-힣_]{1,20})/g;

/** A hashtag as stored: without '#', spaces taken out; null when nothing is left. */
export function normalizeHashtag(value: string): string | null {
  const name = value.trim().replace(/^#+/, '').replace(/\s+/g, '');
  return name.length > 0 ? name.slice(0, COMMUNITY_HASHTAG_MAX) : null;
}

/** The #tags written in a text, in order, each once ('#욕실 #방수' → ['욕실', '방수']). */
export function parseHashtags(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG_PATTERN)].map((match) => match[1]!))];
}
