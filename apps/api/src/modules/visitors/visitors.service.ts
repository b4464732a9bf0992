import {
  firstZodMessage,
  visitorIdSchema,
  visitorLogInputSchema,
  visitorMetaInputSchema,
  VISITOR_LIMITS,
} from '@gongsa/domain';
import type { z } from 'zod';
import type { Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError, ForbiddenError, TooManyRequestsError } from '../../errors';
import { requireAdmin } from '../../platform/authz/require';
import { parseClientId } from '../../platform/ids';
import { toMinutesUntil, tryHitRateLimit } from '../../platform/rate-limit/rate-limit';
import {
  countFirstVisitsByCampaign,
  countPublishedRequestsByCampaign,
  countSignupsByCampaign,
  insertVisitorLog,
  linkVisitorMeta,
  upsertVisitorMeta,
  type CampaignCountRow,
  type Utm,
} from './visitors.repository';

type WriteDeps = Pick<Context, 'db' | 'env' | 'viewer' | 'clientIp' | 'userAgent'>;

/** createVisitorMeta and logVisitor share one budget per address (VISITOR_WRITES_MAX_PER_IP). */
export const VISITOR_WRITE_WINDOW_MS = 10 * 60 * 1000;
/** The longest period the campaign report covers at once. */
const REPORT_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export const VISITOR_SERVICE_MESSAGES = {
  tooMany: (minutes: number) =>
    `방문 기록 요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
  notSelf: '내 계정에만 방문 기록을 연결할 수 있습니다.',
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  reversedRange: '시작일은 종료일보다 늦을 수 없습니다.',
  rangeTooLong: `기간은 최대 ${REPORT_MAX_DAYS}일까지 조회할 수 있습니다.`,
} as const;

function parseInput<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new BadUserInputError(firstZodMessage(parsed.error));
  return parsed.data;
}

/**
 * Counts one visit record against the caller's budget: a signed-in member's own, a visitor's that
 * of their address (an office behind one address shares it, hence the generous default).
 */
async function assertVisitorWriteAllowed(ctx: WriteDeps, now: Date): Promise<void> {
  const userId = findViewerUserId(ctx.viewer);
  const key =
    userId === null ? `visitor:ip:${ctx.clientIp ?? 'unknown'}` : `visitor:user:${userId}`;
  const check = await tryHitRateLimit(
    ctx.db,
    key,
    { limit: ctx.env.visitorWritesMaxPerIp, windowMs: VISITOR_WRITE_WINDOW_MS },
    now,
  );
  if (!check.isAllowed) {
    throw new TooManyRequestsError(
      VISITOR_SERVICE_MESSAGES.tooMany(toMinutesUntil(check.retryAt, now)),
    );
  }
}

/**
 * The visitor's first visit: where they landed and from which campaign. Idempotent: the first
 * call wins and later ones change nothing (the browser may retry after a lost answer).
 */
export async function createVisitorMeta(ctx: WriteDeps, input: unknown): Promise<string> {
  const values = parseInput(visitorMetaInputSchema, input);
  await assertVisitorWriteAllowed(ctx, new Date());
  await upsertVisitorMeta(ctx.db, { ...values, firstLandingUrl: values.firstLandingUrl! });
  return values.visitorId;
}

/** One visit (ADR 0035: a tab's first page load, or an arrival with utm values). */
export async function logVisitor(ctx: WriteDeps, input: unknown): Promise<string> {
  const values = parseInput(visitorLogInputSchema, input);
  await assertVisitorWriteAllowed(ctx, new Date());
  await insertVisitorLog(ctx.db, {
    ...values,
    // The browser's own word first; the request's header when it sent none.
    userAgent:
      values.userAgent ?? ctx.userAgent?.slice(0, VISITOR_LIMITS.userAgentMaxLength) ?? null,
    userId: findViewerUserId(ctx.viewer),
  });
  return values.visitorId;
}

export type VisitorLinkView = { visitorId: string; userId: number; isLinked: boolean };

/**
 * Links the visitor to the signed-in member, who may link only themself. A visitor already linked
 * to another account keeps its first link (a shared computer): `isLinked` is then false, without
 * an error, so the browser does not try again on every visit.
 */
export async function linkVisitorToUser(
  ctx: WriteDeps,
  input: { visitorId: string; userId: string },
): Promise<VisitorLinkView> {
  const viewerId = requireUserId(ctx.viewer);
  const userId = parseClientId(
    input.userId,
    () => new ForbiddenError(VISITOR_SERVICE_MESSAGES.notSelf),
  );
  if (userId !== viewerId) throw new ForbiddenError(VISITOR_SERVICE_MESSAGES.notSelf);
  const visitorId = parseInput(visitorIdSchema, input.visitorId);
  const now = new Date();
  await assertVisitorWriteAllowed(ctx, now);
  const linkedUserId = await linkVisitorMeta(ctx.db, { visitorId, userId, now });
  return { visitorId, userId, isLinked: linkedUserId === userId };
}

export type VisitorCampaignView = Utm & {
  firstVisitCount: number;
  signupCount: number;
  publishedRequestCount: number;
};

/** Midnight in Korea at the start of a 'YYYY-MM-DD' day. */
function parseSeoulDay(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) throw new BadUserInputError(VISITOR_SERVICE_MESSAGES.badDate);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day
  ) {
    throw new BadUserInputError(VISITOR_SERVICE_MESSAGES.badDate);
  }
  return new Date(utc.getTime() - SEOUL_OFFSET_MS);
}

function toCampaignKey(row: Utm): string {
  return JSON.stringify([row.utmSource, row.utmMedium, row.utmCampaign]);
}

/**
 * Operators: first visits, sign-ups and published estimate requests by campaign (utm_source /
 * utm_medium / utm_campaign) from `from` to `to`, both whole days in Asia/Seoul. Each account
 * counts under the campaign of the first visit linked to it, once; accounts with no linked visit
 * (or a visit without utm values) are the row whose utm values are all null.
 */
export async function reportVisitorCampaigns(
  ctx: Pick<Context, 'db' | 'viewer'>,
  input: { from: string; to: string },
): Promise<VisitorCampaignView[]> {
  requireAdmin(ctx.viewer);
  const from = parseSeoulDay(input.from);
  const to = new Date(parseSeoulDay(input.to).getTime() + DAY_MS);
  if (to <= from) throw new BadUserInputError(VISITOR_SERVICE_MESSAGES.reversedRange);
  if (to.getTime() - from.getTime() > REPORT_MAX_DAYS * DAY_MS) {
    throw new BadUserInputError(VISITOR_SERVICE_MESSAGES.rangeTooLong);
  }
  const range = { from, to };
  const [visits, signups, requests] = await Promise.all([
    countFirstVisitsByCampaign(ctx.db, range),
    countSignupsByCampaign(ctx.db, range),
    countPublishedRequestsByCampaign(ctx.db, range),
  ]);
  const rows = new Map<string, VisitorCampaignView>();
  const add = (
    counted: CampaignCountRow[],
    field: 'firstVisitCount' | 'signupCount' | 'publishedRequestCount',
  ) => {
    for (const { count, ...utm } of counted) {
      const key = toCampaignKey(utm);
      const row = rows.get(key) ?? {
        ...utm,
        firstVisitCount: 0,
        signupCount: 0,
        publishedRequestCount: 0,
      };
      row[field] += Number(count);
      rows.set(key, row);
    }
  };
  add(visits, 'firstVisitCount');
  add(signups, 'signupCount');
  add(requests, 'publishedRequestCount');
  return [...rows.values()].sort(
    (a, b) =>
      b.signupCount - a.signupCount ||
      b.publishedRequestCount - a.publishedRequestCount ||
      b.firstVisitCount - a.firstVisitCount ||
      toCampaignKey(a).localeCompare(toCampaignKey(b)),
  );
}
