import {
  announcementCategories,
  announcements,
  categories,
  profiles,
  reviews,
  users,
} from '@gongsa/db';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../platform/pagination';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';

/** Reviews shown on a company page: hidden and reported ones are held back. */
const VISIBLE_STATE = 'VISIBLE';

export type ReviewScoreCountRow = { score: number; count: number };

export type ReviewRow = {
  id: number;
  score: number;
  context: string;
  createdAt: Date;
  announcementId: number | null;
  writerNickname: string | null;
  writerName: string | null;
  isWriterLive: boolean;
  /** The company's answer (both or neither). */
  answer: string | null;
  answeredAt: Date | null;
};

function isVisibleReviewOf(profileId: number) {
  return and(
    eq(reviews.profileId, profileId),
    eq(reviews.state, VISIBLE_STATE),
    isNull(reviews.deletedAt),
  );
}

/** How many visible reviews the company has per score. */
export function countVisibleReviewsByScore(
  db: Database,
  profileId: number,
): Promise<ReviewScoreCountRow[]> {
  return db
    .select({ score: reviews.score, count: count() })
    .from(reviews)
    .where(isVisibleReviewOf(profileId))
    .groupBy(reviews.score);
}

// Cursors carry milliseconds (ISO strings) while created_at keeps microseconds; ordering by the
// millisecond value makes the cursor exact, so rows written in the same millisecond (one
// transaction's now()) are never skipped at a page boundary.
const REVIEW_KEYSET: KeysetOrder = {
  sort: {
    column: sql`date_trunc('milliseconds', ${reviews.createdAt})`,
    type: 'date',
  },
  id: reviews.id,
  order: 'desc',
};

/** A page of the company's visible reviews, newest first, with the writer's names. */
export async function findVisibleReviewPage(
  db: Database,
  profileId: number,
  request: PageRequest,
): Promise<{ rows: ReviewRow[]; totalCount: number }> {
  return findKeysetPage(
    REVIEW_KEYSET,
    request,
    (keyset) =>
      db
        .select({
          id: reviews.id,
          score: reviews.score,
          context: reviews.context,
          createdAt: reviews.createdAt,
          announcementId: reviews.announcementId,
          writerNickname: users.nickname,
          writerName: users.name,
          isWriterLive: sql<boolean>`${users.deletedAt} is null`,
          answer: reviews.answer,
          answeredAt: reviews.answeredAt,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(isVisibleReviewOf(profileId), keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => db.select({ value: count() }).from(reviews).where(isVisibleReviewOf(profileId)),
  );
}

/** The first category name of each announcement (in the order they were chosen). */
export async function findFirstCategoryNames(
  db: Database,
  announcementIds: readonly number[],
): Promise<Map<number, string>> {
  if (announcementIds.length === 0) return new Map();
  const rows = await db
    .select({ announcementId: announcementCategories.announcementId, name: categories.name })
    .from(announcementCategories)
    .innerJoin(categories, eq(categories.id, announcementCategories.categoryId))
    .where(
      and(
        inArray(announcementCategories.announcementId, [...announcementIds]),
        isNull(announcementCategories.deletedAt),
      ),
    )
    .orderBy(asc(announcementCategories.announcementId), asc(announcementCategories.id));
  const names = new Map<number, string>();
  for (const row of rows) {
    if (!names.has(row.announcementId)) names.set(row.announcementId, row.name);
  }
  return names;
}

// --- issue 5: writing and reading single reviews ------------------------------------------------

export type ReviewDetailRow = ReviewRow & {
  userId: number;
  profileId: number;
  announcementApplyId: number | null;
  state: 'VISIBLE' | 'HIDDEN' | 'REPORTED';
};

const REVIEW_DETAIL_COLUMNS = {
  id: reviews.id,
  score: reviews.score,
  context: reviews.context,
  createdAt: reviews.createdAt,
  announcementId: reviews.announcementId,
  writerNickname: users.nickname,
  writerName: users.name,
  isWriterLive: sql<boolean>`${users.deletedAt} is null`,
  userId: reviews.userId,
  profileId: reviews.profileId,
  announcementApplyId: reviews.announcementApplyId,
  state: reviews.state,
  answer: reviews.answer,
  answeredAt: reviews.answeredAt,
};

/** A live review with its writer's names, or null. */
export async function findReviewById(db: Database, id: number): Promise<ReviewDetailRow | null> {
  const [row] = await db
    .select(REVIEW_DETAIL_COLUMNS)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.id, id), isNull(reviews.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The live review of an apply (there is at most one), or null. */
export async function findReviewIdByApplyId(db: Database, applyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.announcementApplyId, applyId), isNull(reviews.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertReview(
  db: Database,
  values: {
    userId: number;
    profileId: number;
    announcementId: number;
    announcementApplyId: number;
    score: number;
    context: string;
  },
): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

/**
 * Locks the company's row until the transaction ends. Taken before the review is read or written:
 * a second review of the same company then waits here, and its later statements see the first
 * review, so the recomputed rating and count include both.
 */
export async function lockProfileForRating(db: Database, profileId: number): Promise<void> {
  await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
}

/**
 * profiles.rating / review_count are the sortable copy of the visible reviews' summary (what
 * reviewDashboard aggregates): average to two decimals and the count.
 */
export async function recomputeProfileRating(db: Database, profileId: number): Promise<void> {
  await db
    .update(profiles)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.score})::numeric, 2) from ${reviews}
        where ${isVisibleReviewOf(profileId)}), 0)`,
      reviewCount: sql`(select count(*)::integer from ${reviews} where ${isVisibleReviewOf(profileId)})`,
    })
    .where(eq(profiles.id, profileId));
}

/**
 * A page of the reviews `where` selects (it may name the reviewed profile's columns), newest
 * first, with what the Review type shows.
 */
function findReviewDetailPageWhere(
  db: Database,
  where: SQL | undefined,
  request: PageRequest,
): Promise<{ rows: ReviewDetailRow[]; totalCount: number }> {
  return findKeysetPage(
    REVIEW_KEYSET,
    request,
    (keyset) =>
      db
        .select(REVIEW_DETAIL_COLUMNS)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(profiles, eq(profiles.id, reviews.profileId))
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: count() })
        .from(reviews)
        .innerJoin(profiles, eq(profiles.id, reviews.profileId))
        .where(where),
  );
}

/** A page of the company's visible reviews, newest first, with what the Review type shows. */
export function findVisibleReviewDetailPage(
  db: Database,
  profileId: number,
  request: PageRequest,
): Promise<{ rows: ReviewDetailRow[]; totalCount: number }> {
  return findReviewDetailPageWhere(db, isVisibleReviewOf(profileId), request);
}

export type AnnouncementTitleSource = { sigungu: string | null; categoryNames: string[] };

/** What Announcement.title is made of (region and trades in chosen order) for each request. */
export async function findAnnouncementTitleSources(
  db: Database,
  announcementIds: readonly number[],
): Promise<Map<number, AnnouncementTitleSource>> {
  if (announcementIds.length === 0) return new Map();
  const ids = [...announcementIds];
  const [regions, names] = await Promise.all([
    db
      .select({ id: announcements.id, sigungu: announcements.sigungu })
      .from(announcements)
      .where(inArray(announcements.id, ids)),
    db
      .select({ announcementId: announcementCategories.announcementId, name: categories.name })
      .from(announcementCategories)
      .innerJoin(categories, eq(categories.id, announcementCategories.categoryId))
      .where(
        and(
          inArray(announcementCategories.announcementId, ids),
          isNull(announcementCategories.deletedAt),
        ),
      )
      .orderBy(asc(announcementCategories.announcementId), asc(announcementCategories.id)),
  ]);
  const sources = new Map<number, AnnouncementTitleSource>(
    regions.map((row) => [row.id, { sigungu: row.sigungu, categoryNames: [] }]),
  );
  for (const row of names) sources.get(row.announcementId)?.categoryNames.push(row.name);
  return sources;
}

// --- issue 15: my reviews, answers -------------------------------------------------------------

/**
 * myWriteReviews: the writer's live reviews of companies that still exist (Review.profile has a
 * page to show), whatever their state (the writer also sees a hidden one), newest first.
 */
export function findWrittenReviewDetailPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: ReviewDetailRow[]; totalCount: number }> {
  return findReviewDetailPageWhere(
    db,
    and(eq(reviews.userId, userId), isNull(reviews.deletedAt), isNull(profiles.deletedAt)),
    request,
  );
}

/** A live review's company owner, state and answer (what answerReview decides on), or null. */
export async function findReviewedCompanyOwner(
  db: Database,
  reviewId: number,
): Promise<{
  ownerUserId: number;
  state: ReviewDetailRow['state'];
  answer: string | null;
} | null> {
  const [row] = await db
    .select({ ownerUserId: profiles.userId, state: reviews.state, answer: reviews.answer })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.profileId))
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes the answer unless the review has one: one statement, so of parallel answers exactly one
 * finds `answer is null` (the others wait for its row lock and then see it answered). True when
 * this call wrote it.
 */
export async function setReviewAnswerOnce(
  db: Database,
  reviewId: number,
  answer: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ answer, answeredAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.deletedAt), isNull(reviews.answer)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
