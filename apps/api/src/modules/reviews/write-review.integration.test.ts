import { notifications, profiles, reviews } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { watchQueriesForTest } from '../../testing/query-probe';
import { setUpTestServer } from '../../testing/set-up-test-server';

const REVIEW_FIELDS = `id score context writerName announcementId announcementTitle
  announcementApplyId isMine profile { id companyName }`;
const WRITE = `mutation W($applyId: ID!, $score: Int!, $context: String!) {
  writeReview(announcementApplyId: $applyId, score: $score, context: $context) { ${REVIEW_FIELDS} } }`;
const READ = `query R($id: ID!) { review(id: $id) { ${REVIEW_FIELDS} } }`;
const LIST = `query L($profileId: ID!, $paging: PagingInput) { reviews(profileId: $profileId, paging: $paging) {
  totalCount nodes { id score } pageInfo { hasNextPage endCursor } } }`;
const APPLY = `query A($id: ID!) { announcementApply(id: $id) { canReview review { id score } } }`;
const DASHBOARD = `query D($id: ID!) { reviewDashboard(profileId: $id) { avgScore totalReviewCnt } }`;

const COMPLETE = `mutation C($id: ID!) { completeAnnouncement(id: $id) { id state } }`;

const CONTEXT = '일정을 꼼꼼하게 지켜 주셨습니다.';
const DAY_MS = 86_400_000;

describe('writing reviews', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  function graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return setUp.server.graphql<T>(query, { variables, headers });
  }

  async function expectError(
    variables: Record<string, unknown>,
    headers: Record<string, string>,
    expected: { code: string; message?: string },
  ) {
    const { body } = await graphql(WRITE, variables, headers);
    expect(body.errors?.[0]).toMatchObject({
      ...(expected.message ? { message: expected.message } : {}),
      extensions: { code: expected.code },
    });
    expect(body.data ?? null).toBeNull();
  }

  /**
   * A consumer's chosen request with a selected (by default a new company) and a not-selected
   * apply, which its owner has marked 공사 완료 unless `isCompleted` is false (ADR 0027: reviews
   * open when the job is done).
   */
  async function createChosenRequest(
    selected?: CompanyForTest,
    { isCompleted = true, chosenAt = new Date() }: { isCompleted?: boolean; chosenAt?: Date } = {},
  ) {
    const db = setUp.handle.db;
    const writer = await insertUserForTest(db, 'client', { nickname: '김민수' });
    const [clientProfile] = await db
      .insert(profiles)
      .values({
        userId: writer.id,
        type: 'CONSUMER',
        uniqueId: `CLI${String(writer.id % 1_000_000).padStart(6, '0')}`,
      })
      .returning({ id: profiles.id });
    const client = { userId: writer.id, profileId: clientProfile!.id };
    const winner = selected ?? (await insertCompanyForTest(db, { name: '선정건설' }));
    const loser = await insertCompanyForTest(db, { name: '탈락건설' });
    const categoryId = await insertCategoryForTest(db, '도배공사');
    const announcement = await insertAnnouncementForTest(db, client, {
      state: 'CHOSEN',
      chosenAt,
      applyCount: 2,
      categoryIds: [categoryId],
    });
    const selectedApply = await insertApplyForTest(db, {
      announcementId: announcement.id,
      userId: winner.userId,
      profileId: winner.profileId,
      state: 'SELECTED',
    });
    const notSelectedApply = await insertApplyForTest(db, {
      announcementId: announcement.id,
      userId: loser.userId,
      profileId: loser.profileId,
      state: 'NOT_SELECTED',
    });
    const headers = await createAuthHeadersForTest(client.userId);
    if (isCompleted) {
      const completed = await graphql(COMPLETE, { id: announcement.id }, headers);
      expect(completed.body.errors).toBeUndefined();
    }
    return {
      client: { ...client, headers },
      winner,
      loser,
      announcement,
      selectedApply,
      notSelectedApply,
    };
  }

  it('lets the owner review the selected company once and updates its rating', async () => {
    const { client, winner, announcement, selectedApply } = await createChosenRequest();

    const before = await graphql(APPLY, { id: selectedApply }, client.headers);
    expect(before.body.data).toEqual({ announcementApply: { canReview: true, review: null } });

    const written = await graphql<{ writeReview: Record<string, unknown> }>(
      WRITE,
      { applyId: selectedApply, score: 4, context: `  ${CONTEXT}  ` },
      client.headers,
    );
    expect(written.body.errors).toBeUndefined();
    const review = written.body.data!.writeReview;
    expect(review).toMatchObject({
      score: 4,
      context: CONTEXT,
      writerName: '김*수',
      announcementId: String(announcement.id),
      announcementTitle: '서울 강남구 도배공사',
      announcementApplyId: String(selectedApply),
      isMine: true,
      profile: { id: String(winner.profileId), companyName: '선정건설' },
    });

    const [profile] = await setUp.handle.db
      .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
      .from(profiles)
      .where(eq(profiles.id, winner.profileId));
    expect(profile).toEqual({ rating: 4, reviewCount: 1 });
    const dashboard = await graphql(DASHBOARD, { id: winner.profileId });
    expect(dashboard.body.data).toEqual({ reviewDashboard: { avgScore: 4, totalReviewCnt: 1 } });

    // The notification is written by its job, which the test runs now instead of a worker.
    await setUp.server.drainJobs();
    const notices = await setUp.handle.db
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
        relationId: notifications.relationId,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, winner.userId), eq(notifications.type, 'REVIEW')));
    expect(notices).toEqual([
      {
        type: 'REVIEW',
        title: '새 리뷰가 등록되었습니다',
        message: '고객이 별점 4점 리뷰를 남겼습니다. 업체 페이지에서 확인해 보세요.',
        url: `/company/${winner.profileId}`,
        relationId: Number(review.id),
      },
    ]);

    const after = await graphql(APPLY, { id: selectedApply }, client.headers);
    expect(after.body.data).toEqual({
      announcementApply: { canReview: false, review: { id: review.id, score: 4 } },
    });

    await expectError({ applyId: selectedApply, score: 5, context: CONTEXT }, client.headers, {
      code: 'BAD_USER_INPUT',
      message: '이미 리뷰를 작성했습니다.',
    });
    const rows = await setUp.handle.db
      .select()
      .from(reviews)
      .where(eq(reviews.profileId, winner.profileId));
    expect(rows).toHaveLength(1);

    // Anyone may read it; only the writer sees it as theirs.
    const read = await graphql<{ review: Record<string, unknown> }>(READ, { id: review.id });
    expect(read.body.data!.review).toMatchObject({ id: review.id, isMine: false });
    const listed = await graphql(LIST, { profileId: winner.profileId });
    expect(listed.body.data).toEqual({
      reviews: {
        totalCount: 1,
        nodes: [{ id: review.id, score: 4 }],
        pageInfo: expect.objectContaining({ hasNextPage: false }) as unknown,
      },
    });
  });

  it('counts every review when several owners review the same company at once', async () => {
    const db = setUp.handle.db;
    const winner = await insertCompanyForTest(db, { name: '인기건설' });
    const requests = await Promise.all([1, 2, 3, 4].map(() => createChosenRequest(winner)));

    // Holding the company row while the reviews arrive lines them all up at the same point:
    // each one's rating update must still see the reviews committed before it.
    const responses = await db.transaction(async (tx) => {
      await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, winner.profileId))
        .for('update');
      const pending = requests.map((request, index) =>
        graphql(
          WRITE,
          { applyId: request.selectedApply, score: index + 2, context: CONTEXT },
          request.client.headers,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      return pending;
    });
    for (const response of await Promise.all(responses)) {
      expect(response.body.errors).toBeUndefined();
    }

    const [profile] = await db
      .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
      .from(profiles)
      .where(eq(profiles.id, winner.profileId));
    // Scores 2, 3, 4 and 5.
    expect(profile).toEqual({ rating: 3.5, reviewCount: 4 });
    const dashboard = await graphql(DASHBOARD, { id: winner.profileId });
    expect(dashboard.body.data).toEqual({ reviewDashboard: { avgScore: 3.5, totalReviewCnt: 4 } });
  });

  it('loads the reviewed company of a whole page of reviews in a fixed number of statements', async () => {
    const winner = await insertCompanyForTest(setUp.handle.db, { name: '리뷰건설' });
    const PAGE = `query P($profileId: ID!) {
      reviews(profileId: $profileId) { nodes { id profile { id companyName } } } }`;

    async function addReview() {
      const request = await createChosenRequest(winner);
      const { body } = await graphql(
        WRITE,
        { applyId: request.selectedApply, score: 5, context: CONTEXT },
        request.client.headers,
      );
      expect(body.errors).toBeUndefined();
    }

    async function readPage() {
      const probe = watchQueriesForTest(setUp.handle.db);
      try {
        const { body } = await graphql<{
          reviews: { nodes: Array<{ profile: { id: string; companyName: string } }> };
        }>(PAGE, { profileId: winner.profileId });
        expect(body.errors).toBeUndefined();
        const profilesShown = body.data!.reviews.nodes.map((node) => node.profile);
        for (const profile of profilesShown) {
          expect(profile).toEqual({ id: String(winner.profileId), companyName: '리뷰건설' });
        }
        return { count: profilesShown.length, queries: probe.queryCount };
      } finally {
        probe.stop();
      }
    }

    await addReview();
    const one = await readPage();
    for (let index = 0; index < 3; index += 1) await addReview();
    const four = await readPage();
    expect([one.count, four.count]).toEqual([1, 4]);
    expect(four.queries).toBe(one.queries);
  });

  it('refuses a review before the job is done, and opens it when the client marks it done', async () => {
    const { client, winner, announcement, selectedApply } = await createChosenRequest(undefined, {
      isCompleted: false,
    });

    const before = await graphql(APPLY, { id: selectedApply }, client.headers);
    expect(before.body.data).toEqual({ announcementApply: { canReview: false, review: null } });
    await expectError({ applyId: selectedApply, score: 5, context: CONTEXT }, client.headers, {
      code: 'BAD_USER_INPUT',
      message: '공사가 완료된 뒤에 리뷰를 쓸 수 있습니다.',
    });
    expect(
      await setUp.handle.db.select().from(reviews).where(eq(reviews.profileId, winner.profileId)),
    ).toEqual([]);
    const [unchanged] = await setUp.handle.db
      .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
      .from(profiles)
      .where(eq(profiles.id, winner.profileId));
    expect(unchanged).toMatchObject({ reviewCount: 0 });

    const completed = await graphql(COMPLETE, { id: announcement.id }, client.headers);
    expect(completed.body.errors).toBeUndefined();
    const after = await graphql(APPLY, { id: selectedApply }, client.headers);
    expect(after.body.data).toEqual({ announcementApply: { canReview: true, review: null } });
    const written = await graphql(
      WRITE,
      { applyId: selectedApply, score: 5, context: CONTEXT },
      client.headers,
    );
    expect(written.body.errors).toBeUndefined();
  });

  it('opens the review by itself ANNOUNCEMENT_AUTO_COMPLETE_DAYS after the selection', async () => {
    const almost = await createChosenRequest(undefined, {
      isCompleted: false,
      chosenAt: new Date(Date.now() - 59 * DAY_MS),
    });
    await expectError(
      { applyId: almost.selectedApply, score: 5, context: CONTEXT },
      almost.client.headers,
      { code: 'BAD_USER_INPUT', message: '공사가 완료된 뒤에 리뷰를 쓸 수 있습니다.' },
    );

    const due = await createChosenRequest(undefined, {
      isCompleted: false,
      chosenAt: new Date(Date.now() - 61 * DAY_MS),
    });
    const written = await graphql(
      WRITE,
      { applyId: due.selectedApply, score: 3, context: CONTEXT },
      due.client.headers,
    );
    expect(written.body.errors).toBeUndefined();
  });

  it('refuses reviews without selection, by strangers and with invalid input', async () => {
    const { client, winner, selectedApply, notSelectedApply } = await createChosenRequest();
    const stranger = await insertCompanyForTest(setUp.handle.db);
    const winnerHeaders = await createAuthHeadersForTest(winner.userId);

    await expectError({ applyId: notSelectedApply, score: 5, context: CONTEXT }, client.headers, {
      code: 'BAD_USER_INPUT',
      message: '선정한 업체에만 리뷰를 쓸 수 있습니다.',
    });
    await expectError(
      { applyId: selectedApply, score: 5, context: CONTEXT },
      await createAuthHeadersForTest(stranger.userId),
      { code: 'FORBIDDEN', message: '내 견적 요청에서 선정한 업체에만 리뷰를 쓸 수 있습니다.' },
    );
    await expectError({ applyId: selectedApply, score: 5, context: CONTEXT }, winnerHeaders, {
      code: 'FORBIDDEN',
    });
    await expectError(
      { applyId: selectedApply, score: 5, context: CONTEXT },
      {},
      {
        code: 'UNAUTHENTICATED',
      },
    );
    await expectError({ applyId: selectedApply, score: 6, context: CONTEXT }, client.headers, {
      code: 'BAD_USER_INPUT',
      message: '별점은 1~5점 중에서 선택해 주세요.',
    });
    await expectError({ applyId: selectedApply, score: 5, context: '좋아요' }, client.headers, {
      code: 'BAD_USER_INPUT',
      message: '리뷰는 10자 이상 입력해 주세요.',
    });
    await expectError({ applyId: '123456789', score: 5, context: CONTEXT }, client.headers, {
      code: 'NOT_FOUND',
      message: '지원 내역을 찾을 수 없습니다.',
    });
    const rows = await setUp.handle.db
      .select()
      .from(reviews)
      .where(eq(reviews.profileId, winner.profileId));
    expect(rows).toEqual([]);

    const missing = await graphql(READ, { id: '123456789' });
    expect(missing.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
