import { z } from 'zod';

/** SPEC §3 Visitor meta/log: limits of what a browser may send about a visit. */
export const VISITOR_LIMITS = {
  urlMaxLength: 2048,
  utmMaxLength: 200,
  /** A longer user agent is cut, not refused: the visit still counts. */
  userAgentMaxLength: 512,
} as const;

export const VISITOR_MESSAGES = {
  badVisitorId: '방문자 ID가 올바르지 않습니다.',
  urlTooLong: `주소는 ${VISITOR_LIMITS.urlMaxLength.toLocaleString('ko-KR')}자까지 보낼 수 있습니다.`,
  badUrl: '주소는 http:// 또는 https://로 시작해야 합니다.',
  utmTooLong: `utm 값은 ${VISITOR_LIMITS.utmMaxLength}자까지 보낼 수 있습니다.`,
  landingRequired: '처음 방문한 주소를 보내 주세요.',
} as const;

/** The browser's visitor id: a UUID (apps/web modules/visitor/utils/visitor-id.ts), lower-cased. */
export const visitorIdSchema = z
  .string({ error: VISITOR_MESSAGES.badVisitorId })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: VISITOR_MESSAGES.badVisitorId,
  });

/** utm_source / utm_medium / utm_campaign: optional; blank means none. */
export const utmValueSchema = z
  .string()
  .trim()
  .max(VISITOR_LIMITS.utmMaxLength, { error: VISITOR_MESSAGES.utmTooLong })
  .nullish()
  .transform((value) => (value ? value : null));

/** A page address (landing page, referrer): optional, http(s), at most 2,048 characters. */
export const visitUrlSchema = z
  .string()
  .trim()
  .max(VISITOR_LIMITS.urlMaxLength, { error: VISITOR_MESSAGES.urlTooLong, abort: true })
  .regex(/^(https?:\/\/\S+)?$/i, { error: VISITOR_MESSAGES.badUrl })
  .nullish()
  .transform((value) => (value ? value : null));

export const visitorMetaInputSchema = z.object({
  visitorId: visitorIdSchema,
  utmSource: utmValueSchema,
  utmMedium: utmValueSchema,
  utmCampaign: utmValueSchema,
  firstLandingUrl: visitUrlSchema.refine((value) => value !== null, {
    error: VISITOR_MESSAGES.landingRequired,
  }),
});

export const visitorLogInputSchema = z.object({
  visitorId: visitorIdSchema,
  utmSource: utmValueSchema,
  utmMedium: utmValueSchema,
  utmCampaign: utmValueSchema,
  refererUrl: visitUrlSchema,
  userAgent: z
    .string()
    .nullish()
    .transform((value) => (value ? value.slice(0, VISITOR_LIMITS.userAgentMaxLength) : null)),
});

export type VisitorMetaInput = z.infer<typeof visitorMetaInputSchema>;
export type VisitorLogInput = z.infer<typeof visitorLogInputSchema>;
