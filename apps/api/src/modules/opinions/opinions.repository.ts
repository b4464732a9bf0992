import { feedbacks, opinions } from '@gongsa/db';
import type { OpinionType } from '@gongsa/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { findKeysetPage } from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';

export type OpinionRow = {
  id: number;
  opinionType: OpinionType;
  opinionContext: string;
  createdAt: Date;
};

export type FeedbackRow = {
  id: number;
  content: string;
  score: number | null;
  pageUrl: string | null;
  createdAt: Date;
};

const OPINION_COLUMNS = {
  id: opinions.id,
  opinionType: opinions.opinionType,
  opinionContext: opinions.opinionContext,
  createdAt: opinions.createdAt,
};

const FEEDBACK_COLUMNS = {
  id: feedbacks.id,
  content: feedbacks.content,
  score: feedbacks.score,
  pageUrl: feedbacks.pageUrl,
  createdAt: feedbacks.createdAt,
};

export async function insertOpinion(
  db: Database,
  values: { userId: number; opinionType: OpinionType; opinionContext: string },
): Promise<OpinionRow> {
  const [row] = await db.insert(opinions).values(values).returning(OPINION_COLUMNS);
  return row!;
}

export async function insertFeedback(
  db: Database,
  values: { userId: number; content: string; score: number | null; pageUrl: string | null },
): Promise<FeedbackRow> {
  const [row] = await db.insert(feedbacks).values(values).returning(FEEDBACK_COLUMNS);
  return row!;
}

/** The sender's own opinions, newest first (the opinions_user_id_idx range). */
export function selectOpinionPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: OpinionRow[]; totalCount: number }> {
  const mine = and(eq(opinions.userId, userId), isNull(opinions.deletedAt));
  return findKeysetPage(
    { id: opinions.id, order: 'desc' },
    request,
    (keyset) =>
      db
        .select(OPINION_COLUMNS)
        .from(opinions)
        .where(and(mine, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => db.select({ value: count() }).from(opinions).where(mine),
  );
}

/** The sender's own feedback, newest first. */
export function selectFeedbackPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: FeedbackRow[]; totalCount: number }> {
  const mine = and(eq(feedbacks.userId, userId), isNull(feedbacks.deletedAt));
  return findKeysetPage(
    { id: feedbacks.id, order: 'desc' },
    request,
    (keyset) =>
      db
        .select(FEEDBACK_COLUMNS)
        .from(feedbacks)
        .where(and(mine, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () => db.select({ value: count() }).from(feedbacks).where(mine),
  );
}
