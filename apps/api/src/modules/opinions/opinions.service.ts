import { feedbackInputSchema, opinionInputSchema, type OpinionType } from '@gongsa/domain';
import type { Context } from '../../context';
import { requireUserId } from '../../context';
import { toBadUserInputError, TooManyRequestsError } from '../../errors';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { toMinutesUntil, tryHitRateLimit } from '../../platform/rate-limit/rate-limit';
import {
  insertFeedback,
  insertOpinion,
  selectFeedbackPage,
  selectOpinionPage,
  type FeedbackRow,
  type OpinionRow,
} from './opinions.repository';

export type OpinionView = OpinionRow;
export type FeedbackView = FeedbackRow;

/** Opinions and feedback share one budget per account: enough to report, too few to flood. */
export const OPINION_SEND_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export const OPINION_MESSAGES = {
  tooMany: (minutes: number) => `의견을 너무 자주 보냈습니다. ${minutes}분 후 다시 보내 주세요.`,
} as const;

type OpinionDependencies = Pick<Context, 'db' | 'viewer'>;

async function assertSendAllowed(ctx: OpinionDependencies, userId: number): Promise<void> {
  const now = new Date();
  const check = await tryHitRateLimit(ctx.db, `opinion:user:${userId}`, OPINION_SEND_LIMIT, now);
  if (!check.isAllowed) {
    throw new TooManyRequestsError(OPINION_MESSAGES.tooMany(toMinutesUntil(check.retryAt, now)));
  }
}

/**
 * createOpinion (의견 보내기): a member's report to the operators. Checked before it counts
 * against the budget, so a refused form costs nothing and stores nothing.
 */
export async function createOpinion(
  ctx: OpinionDependencies,
  input: { opinionType: OpinionType | string; opinionContext: string },
): Promise<OpinionView> {
  const userId = requireUserId(ctx.viewer);
  const parsed = opinionInputSchema.safeParse(input);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  await assertSendAllowed(ctx, userId);
  return insertOpinion(ctx.db, { userId, ...parsed.data });
}

/** createFeedback: free text on the service, an optional 1–5 score and the page it came from. */
export async function createFeedback(
  ctx: OpinionDependencies,
  input: { content: string; score?: number | null; pageUrl?: string | null },
): Promise<FeedbackView> {
  const userId = requireUserId(ctx.viewer);
  const parsed = feedbackInputSchema.safeParse(input);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  await assertSendAllowed(ctx, userId);
  return insertFeedback(ctx.db, {
    userId,
    content: parsed.data.content,
    score: parsed.data.score ?? null,
    pageUrl: parsed.data.pageUrl ?? null,
  });
}

/** myOpinions: what the viewer sent, newest first (nobody else's). */
export async function findMyOpinions(
  ctx: OpinionDependencies,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<OpinionView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectOpinionPage(ctx.db, userId, request);
  return toConnection(rows, request, totalCount, (row) => ({ sortValue: null, id: row.id }));
}

/** myFeedbacks: the viewer's own feedback, newest first. */
export async function findMyFeedbacks(
  ctx: OpinionDependencies,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<FeedbackView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectFeedbackPage(ctx.db, userId, request);
  return toConnection(rows, request, totalCount, (row) => ({ sortValue: null, id: row.id }));
}
