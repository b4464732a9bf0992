import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { announcementApplies, announcements } from './announcements';
import { commonColumns, idRef, isLive, timestampTz } from './columns';
import { reviewStateEnum } from './enums';
import { profiles } from './profiles';
import { users } from './users';

/**
 * A review of a company (profileId) by the user who hired it. The rating summary (avgScore,
 * totalReviewCnt, start5Rate … start1Rate) is aggregated from visible rows; profiles.rating and
 * review_count hold the copy used for sorting. The company answers a review at most once (answer,
 * answeredAt: both or neither).
 */
export const reviews = pgTable(
  'reviews',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: idRef('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    announcementId: idRef('announcement_id').references(() => announcements.id, {
      onDelete: 'set null',
    }),
    announcementApplyId: idRef('announcement_apply_id').references(() => announcementApplies.id, {
      onDelete: 'set null',
    }),
    state: reviewStateEnum('state').notNull().default('VISIBLE'),
    score: smallint('score').notNull(),
    context: text('context').notNull(),
    /** The reviewed company's one answer (answerReview); set once, never changed. */
    answer: text('answer'),
    answeredAt: timestampTz('answered_at'),
  },
  (t) => [
    // One review per hired application.
    uniqueIndex('reviews_announcement_apply_unique')
      .on(t.announcementApplyId)
      .where(isLive(t.deletedAt)),
    index('reviews_profile_id_idx').on(t.profileId, t.createdAt.desc()),
    index('reviews_user_id_idx').on(t.userId, t.createdAt.desc()),
    check('reviews_score_check', sql`${t.score} between 1 and 5`),
    check('reviews_answer_check', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
  ],
);
