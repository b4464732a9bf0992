import {
  canReviewInAnnouncement,
  createIdSchema,
  formatAnnouncementTitle,
  maskPersonName,
  resolveAnnouncementState,
  reviewAnswerSchema,
  reviewInputSchema,
} from '@gongsa/domain';
import type { AppDependencies, Context, Viewer } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import {
  BadUserInputError,
  ForbiddenError,
  NotFoundError,
  toBadUserInputError,
} from '../../errors';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { findApplyById, lockApply } from '../applies';
import { requireOpenableCompany } from '../enterprise-detail';
import { findLinkedProfile, findProfileByUserId } from '../profiles';
import type { ProfileView } from '../profiles';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  countVisibleReviewsByScore,
  findAnnouncementTitleSources,
  findFirstCategoryNames,
  findReviewById,
  findReviewedCompanyOwner,
  findReviewIdByApplyId,
  findVisibleReviewDetailPage,
  findVisibleReviewPage,
  findWrittenReviewDetailPage,
  insertReview,
  lockProfileForRating,
  recomputeProfileRating,
  setReviewAnswerOnce,
  type ReviewDetailRow,
  type ReviewRow,
} from './reviews.repository';

export type ReviewDashboardView = {
  avgScore: number;
  totalReviewCnt: number;
  start5Rate: number;
  start4Rate: number;
  start3Rate: number;
  start2Rate: number;
  start1Rate: number;
};

/** The reviewed company's answer under a review. */
export type ReviewAnswerView = { content: string; createdAt: Date };

export type EnterpriseReviewView = {
  id: number;
  score: number;
  context: string;
  createdAt: Date;
  writerName: string;
  announcementTitle: string | null;
  answer: ReviewAnswerView | null;
};

function toReviewAnswer(row: Pick<ReviewRow, 'answer' | 'answeredAt'>): ReviewAnswerView | null {
  return row.answer === null || row.answeredAt === null
    ? null
    : { content: row.answer, createdAt: row.answeredAt };
}

const LEFT_WRITER_NAME = '탈퇴한 회원';

/** 김민수 → 김*수 (maskPersonName); a writer without a name has left. */
export function maskWriterName(name: string): string {
  return maskPersonName(name) || LEFT_WRITER_NAME;
}

/** A short title for the request a review came from: its first trade ('철근공사', '도배 공사'). */
export function toAnnouncementTitle(categoryName: string | undefined): string | null {
  if (!categoryName) return null;
  return categoryName.endsWith('공사') ? categoryName : `${categoryName} 공사`;
}

const roundTo = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

/** reviewDashboard: average (two decimals) and the share of each score in percent (one decimal). */
export async function findReviewDashboard(
  deps: Pick<AppDependencies, 'db'>,
  profileIdInput: string,
): Promise<ReviewDashboardView> {
  const company = await requireOpenableCompany(deps, profileIdInput);
  return summariseVisibleReviews(deps, company.id);
}

/**
 * The rating summary of a profile's visible reviews (what reviewDashboard and myReviewDashboard
 * answer); a profile without reviews has zeros.
 */
async function summariseVisibleReviews(
  deps: Pick<AppDependencies, 'db'>,
  profileId: number,
): Promise<ReviewDashboardView> {
  const counts = await countVisibleReviewsByScore(deps.db, profileId);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const countOf = (score: number) => counts.find((row) => row.score === score)?.count ?? 0;
  const rateOf = (score: number) => (total === 0 ? 0 : roundTo((countOf(score) / total) * 100, 1));
  const scoreSum = counts.reduce((sum, row) => sum + row.score * row.count, 0);
  return {
    avgScore: total === 0 ? 0 : roundTo(scoreSum / total, 2),
    totalReviewCnt: total,
    start5Rate: rateOf(5),
    start4Rate: rateOf(4),
    start3Rate: rateOf(3),
    start2Rate: rateOf(2),
    start1Rate: rateOf(1),
  };
}

/** enterpriseReviews: the company's visible reviews, newest first, writers' names masked. */
export async function findEnterpriseReviews(
  deps: Pick<AppDependencies, 'db'>,
  profileIdInput: string,
  paging: ConnectionArgs,
): Promise<Connection<EnterpriseReviewView>> {
  const company = await requireOpenableCompany(deps, profileIdInput);
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findVisibleReviewPage(deps.db, company.id, request);
  const categoryNames = await findFirstCategoryNames(
    deps.db,
    Array.from(
      new Set(rows.flatMap((row) => (row.announcementId === null ? [] : [row.announcementId]))),
    ),
  );
  const views = rows.map((row) => ({
    id: row.id,
    score: row.score,
    context: row.context,
    createdAt: row.createdAt,
    writerName: row.isWriterLive
      ? maskWriterName(row.writerNickname ?? row.writerName ?? '')
      : LEFT_WRITER_NAME,
    announcementTitle:
      row.announcementId === null
        ? null
        : toAnnouncementTitle(categoryNames.get(row.announcementId)),
    answer: toReviewAnswer(row),
  }));
  return toConnection(views, request, totalCount, (review) => ({
    sortValue: review.createdAt.toISOString(),
    id: review.id,
  }));
}

// --- issue 5: writeReview, review, reviews ------------------------------------------------------

export const REVIEW_MESSAGES = {
  notFound: '리뷰를 찾을 수 없습니다.',
  applyNotFound: '지원 내역을 찾을 수 없습니다.',
  notOwner: '내 견적 요청에서 선정한 업체에만 리뷰를 쓸 수 있습니다.',
  notSelected: '선정한 업체에만 리뷰를 쓸 수 있습니다.',
  alreadyWritten: '이미 리뷰를 작성했습니다.',
  notCompleted: '공사가 완료된 뒤에 리뷰를 쓸 수 있습니다.',
  notReviewedCompany: '내 업체가 받은 리뷰에만 답변할 수 있습니다.',
  alreadyAnswered: '이미 답변한 리뷰입니다. 답변은 한 번만 쓸 수 있습니다.',
} as const;

/** What the Review GraphQL type resolves from. */
export type ReviewView = {
  id: number;
  score: number;
  context: string;
  writerName: string;
  userId: number;
  profileId: number;
  announcementId: number | null;
  announcementTitle: string | null;
  announcementApplyId: number | null;
  state: ReviewDetailRow['state'];
  answer: ReviewAnswerView | null;
  createdAt: Date;
};

type ReviewContext = Pick<Context, 'db' | 'viewer'>;

const REVIEW_ID_SCHEMA = createIdSchema('리뷰');
const APPLY_ID_SCHEMA = createIdSchema('지원');

async function toReviewViews(
  deps: Pick<AppDependencies, 'db'>,
  rows: readonly ReviewDetailRow[],
): Promise<ReviewView[]> {
  const sources = await findAnnouncementTitleSources(
    deps.db,
    Array.from(
      new Set(rows.flatMap((row) => (row.announcementId === null ? [] : [row.announcementId]))),
    ),
  );
  return rows.map((row) => {
    const source = row.announcementId === null ? undefined : sources.get(row.announcementId);
    return {
      id: row.id,
      score: row.score,
      context: row.context,
      writerName: row.isWriterLive
        ? maskWriterName(row.writerNickname ?? row.writerName ?? '')
        : LEFT_WRITER_NAME,
      userId: row.userId,
      profileId: row.profileId,
      announcementId: row.announcementId,
      announcementTitle: source ? formatAnnouncementTitle(source) : null,
      announcementApplyId: row.announcementApplyId,
      state: row.state,
      answer: toReviewAnswer(row),
      createdAt: row.createdAt,
    };
  });
}

/** Review.profile: the reviewed company (a company that left has no page to show). */
export async function findReviewedProfile(
  deps: Pick<AppDependencies, 'db'>,
  review: Pick<ReviewView, 'profileId'>,
): Promise<ProfileView> {
  return findLinkedProfile(deps, review);
}

export function isReviewMine(viewer: Viewer, review: ReviewView): boolean {
  return findViewerUserId(viewer) === review.userId;
}

/**
 * writeReview: the request's owner reviews the selected apply once, when the job is done (the
 * request is effectively 완료, ADR 0027). The review, the company's rating and review count, and
 * the company's REVIEW notification are one transaction.
 */
export async function writeReview(
  ctx: ReviewContext,
  input: { announcementApplyId: string; score: number; context: string },
): Promise<ReviewView> {
  const userId = requireUserId(ctx.viewer);
  const applyParsed = APPLY_ID_SCHEMA.safeParse(String(input.announcementApplyId));
  if (!applyParsed.success) throw new NotFoundError(REVIEW_MESSAGES.applyNotFound);
  const applyId = applyParsed.data;
  const apply = await findApplyById(ctx.db, applyId);
  if (!apply) throw new NotFoundError(REVIEW_MESSAGES.applyNotFound);
  if (apply.announcementUserId !== userId) throw new ForbiddenError(REVIEW_MESSAGES.notOwner);
  const parsed = reviewInputSchema.safeParse({ score: input.score, context: input.context });
  if (!parsed.success) throw toBadUserInputError(parsed.error);

  const reviewId = await ctx.db.transaction(async (tx) => {
    // The company first (an apply never changes company): reviews of the same company by
    // different owners queue here, so the rating recomputed below counts every one of them.
    await lockProfileForRating(tx, apply.profileId);
    // Locking the apply serialises two submissions of the same review.
    await lockApply(tx, applyId);
    const current = await findApplyById(tx, applyId);
    if (!current || current.state !== 'SELECTED') {
      throw new BadUserInputError(REVIEW_MESSAGES.notSelected);
    }
    // 완료 is final, so a request read as 완료 here stays so: no lock on the request is needed.
    const announcementState = resolveAnnouncementState({
      state: current.announcementState,
      postingEndAt: current.announcementPostingEndAt,
      choosingEndAt: current.announcementChoosingEndAt,
      applyCount: current.announcementApplyCount,
      chosenAt: current.announcementChosenAt,
    });
    if (!canReviewInAnnouncement(announcementState)) {
      throw new BadUserInputError(REVIEW_MESSAGES.notCompleted);
    }
    if ((await findReviewIdByApplyId(tx, applyId)) !== null) {
      throw new BadUserInputError(REVIEW_MESSAGES.alreadyWritten);
    }
    const id = await insertReview(tx, {
      userId,
      profileId: current.profileId,
      announcementId: current.announcementId,
      announcementApplyId: applyId,
      score: parsed.data.score,
      context: parsed.data.context,
    });
    await recomputeProfileRating(tx, current.profileId);
    await enqueue(tx, 'notification.reviewWritten', { reviewId: id });
    return id;
  });
  return findReview(ctx, String(reviewId));
}

/** A visible review for anyone; a hidden or reported one only for its writer; else null. */
export async function findReviewOrNull(ctx: ReviewContext, id: number): Promise<ReviewView | null> {
  const row = await findReviewById(ctx.db, id);
  if (!row) return null;
  if (row.state !== 'VISIBLE' && findViewerUserId(ctx.viewer) !== row.userId) return null;
  const [view] = await toReviewViews(ctx, [row]);
  return view ?? null;
}

/** review(id). */
export async function findReview(ctx: ReviewContext, idInput: string): Promise<ReviewView> {
  const parsed = REVIEW_ID_SCHEMA.safeParse(String(idInput));
  if (!parsed.success) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  const view = await findReviewOrNull(ctx, parsed.data);
  if (!view) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  return view;
}

/** reviews(profileId): the company's visible reviews, newest first. */
export async function findReviews(
  deps: Pick<AppDependencies, 'db'>,
  profileIdInput: string,
  paging: ConnectionArgs,
): Promise<Connection<ReviewView>> {
  const company = await requireOpenableCompany(deps, profileIdInput);
  return findReviewConnection(deps, paging, (request) =>
    findVisibleReviewDetailPage(deps.db, company.id, request),
  );
}

/** A page of reviews, newest first, as the Review type shows them. */
async function findReviewConnection(
  deps: Pick<AppDependencies, 'db'>,
  paging: ConnectionArgs,
  findPage: (
    request: ReturnType<typeof toPageRequest>,
  ) => Promise<{ rows: ReviewDetailRow[]; totalCount: number }>,
): Promise<Connection<ReviewView>> {
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findPage(request);
  const views = await toReviewViews(deps, rows);
  return toConnection(views, request, totalCount, (review) => ({
    sortValue: review.createdAt.toISOString(),
    id: review.id,
  }));
}

// --- issue 15: my reviews and the company's answer ----------------------------------------------

/** The viewer's profile id, or null for a member without one (who has received nothing). */
async function findViewerProfileIdOrNull(ctx: ReviewContext): Promise<number | null> {
  const known = ctx.viewer.isAuthenticated ? ctx.viewer.profileId : undefined;
  if (typeof known === 'number') return known;
  const profile = await findProfileByUserId(ctx.db, requireUserId(ctx.viewer));
  return profile?.id ?? null;
}

/**
 * myReviewDashboard: the rating summary of the viewer's own profile, the same figures as its
 * reviewDashboard (a consumer, or a member without a profile, has zeros).
 */
export async function findMyReviewDashboard(ctx: ReviewContext): Promise<ReviewDashboardView> {
  requireUserId(ctx.viewer);
  const profileId = await findViewerProfileIdOrNull(ctx);
  return summariseVisibleReviews(ctx, profileId ?? 0);
}

/** receivedReviews: the visible reviews of the viewer's profile (what the dashboard counts). */
export async function findReceivedReviews(
  ctx: ReviewContext,
  paging: ConnectionArgs,
): Promise<Connection<ReviewView>> {
  requireUserId(ctx.viewer);
  const profileId = await findViewerProfileIdOrNull(ctx);
  return findReviewConnection(ctx, paging, (request) =>
    profileId === null
      ? Promise.resolve({ rows: [], totalCount: 0 })
      : findVisibleReviewDetailPage(ctx.db, profileId, request),
  );
}

/** myWriteReviews: the reviews the viewer wrote, newest first. */
export async function findMyWrittenReviews(
  ctx: ReviewContext,
  paging: ConnectionArgs,
): Promise<Connection<ReviewView>> {
  const userId = requireUserId(ctx.viewer);
  return findReviewConnection(ctx, paging, (request) =>
    findWrittenReviewDetailPage(ctx.db, userId, request),
  );
}

/**
 * answerReview: the reviewed company's owner answers a visible review, once. Who may is decided
 * before the words are checked; the once is one conditional statement, so of parallel answers one
 * is written and the others are told it was already answered. The writer is told through the job
 * queue (notification.reviewAnswered), in the answer's transaction.
 */
export async function answerReview(
  ctx: ReviewContext,
  input: { reviewId: string; content: string },
): Promise<ReviewView> {
  const userId = requireUserId(ctx.viewer);
  const idParsed = REVIEW_ID_SCHEMA.safeParse(String(input.reviewId));
  if (!idParsed.success) throw new NotFoundError(REVIEW_MESSAGES.notFound);
  const reviewId = idParsed.data;
  const reviewed = await findReviewedCompanyOwner(ctx.db, reviewId);
  if (!reviewed || reviewed.state !== 'VISIBLE') throw new NotFoundError(REVIEW_MESSAGES.notFound);
  if (reviewed.ownerUserId !== userId) {
    throw new ForbiddenError(REVIEW_MESSAGES.notReviewedCompany);
  }
  if (reviewed.answer !== null) throw new BadUserInputError(REVIEW_MESSAGES.alreadyAnswered);
  const parsed = reviewAnswerSchema.safeParse(input.content);
  if (!parsed.success) {
    throw new BadUserInputError(parsed.error.issues[0]?.message ?? '답변 내용을 입력해 주세요.', {
      field: 'content',
    });
  }
  // The answer and the writer's notification commit together.
  await ctx.db.transaction(async (tx) => {
    if (!(await setReviewAnswerOnce(tx, reviewId, parsed.data, new Date()))) {
      throw new BadUserInputError(REVIEW_MESSAGES.alreadyAnswered);
    }
    await enqueue(tx, 'notification.reviewAnswered', { reviewId });
  });
  return findReview(ctx, String(reviewId));
}
