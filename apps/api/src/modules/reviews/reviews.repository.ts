import { announcementCategories, categories, reviews, users } from '@gongsa/db';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../app/database';
import type { PageRequest } from '../../graphql/connection';
import { findKeysetPage, type KeysetOrder } from '../../graphql/keyset.repository';

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
    fromCursor: (value) => new Date(String(value)),
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
