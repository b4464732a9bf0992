import { notifications, profiles, reviews } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { sendWhileWritesWait } from '../../testing/race-gate.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * Competing requests fired at once over HTTP. PGlite runs one transaction at a time, so there
 * this passes whatever the code does; on PostgreSQL (DATABASE_URL) the transactions overlap.
 */

const PARALLEL = 10;

const WRITE = `mutation W($applyId: ID!, $score: Int!, $context: String!) {
  writeReview(announcementApplyId: $applyId, score: $score, context: $context) { id score } }`;
const DASHBOARD = `query D($id: ID!) { reviewDashboard(profileId: $id) { avgScore totalReviewCnt } }`;

describe('review races', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  it('writes one review and counts it once when the owner sends it ten times at once', async () => {
    const db = setUp.handle.db;
    const client = await insertCompanyForTest(db, { type: 'CONSUMER', name: '의뢰인' });
    const headers = await createAuthHeadersForTest(client.userId);
    const winner = await insertCompanyForTest(db, { name: '리뷰경쟁건설' });
    // Reviews open once the job is done (ADR 0027).
    const announcement = await insertAnnouncementForTest(db, client, {
      state: 'COMPLETED',
      applyCount: 1,
    });
    const applyId = await insertApplyForTest(db, {
      announcementId: announcement.id,
      userId: winner.userId,
      profileId: winner.profileId,
      state: 'SELECTED',
    });
    // Scores 1…5 twice over: whichever review wins, the rating must be its score alone.
    const scores = Array.from({ length: PARALLEL }, (_, index) => (index % 5) + 1);

    // Without the apply lock each would find no review of the apply and insert one: the unique
    // index on the apply would turn all but one into INTERNAL_SERVER_ERROR instead of
    // 이미 리뷰를 작성했습니다 (without it, ten reviews and a rating that counts them all).
    const responses = await sendWhileWritesWait(db, reviews, () =>
      scores.map((score) =>
        setUp.server.graphql<{ writeReview: { id: string; score: number } }>(WRITE, {
          variables: { applyId, score, context: `${score}점을 드립니다. 잘 마무리해 주셨습니다.` },
          headers,
        }),
      ),
    );

    const written = responses.filter((response) => response.body.errors === undefined);
    expect(written).toHaveLength(1);
    const review = written[0]!.body.data!.writeReview;
    for (const refused of responses.filter((response) => response.body.errors !== undefined)) {
      expect(refused.body.errors?.[0]).toMatchObject({
        message: '이미 리뷰를 작성했습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }

    const stored = await db
      .select({ id: reviews.id, score: reviews.score })
      .from(reviews)
      .where(eq(reviews.announcementApplyId, applyId));
    expect(stored).toEqual([{ id: Number(review.id), score: review.score }]);
    const [summary] = await db
      .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
      .from(profiles)
      .where(eq(profiles.id, winner.profileId));
    expect(summary).toEqual({ rating: review.score, reviewCount: 1 });
    const dashboard = await setUp.server.graphql(DASHBOARD, {
      variables: { id: winner.profileId },
    });
    expect(dashboard.body.data).toEqual({
      reviewDashboard: { avgScore: review.score, totalReviewCnt: 1 },
    });
    await setUp.server.drainJobs();
    const told = await db
      .select({ title: notifications.title, relationId: notifications.relationId })
      .from(notifications)
      .where(eq(notifications.userId, winner.userId));
    expect(told).toEqual([{ title: '새 리뷰가 등록되었습니다', relationId: Number(review.id) }]);
  });
});
