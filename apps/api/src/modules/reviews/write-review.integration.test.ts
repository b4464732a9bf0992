import { notifications, profiles, reviews } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest, insertUserForTest } from '../../testing/companies.repository';
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

const CONTEXT = '일정을 꼼꼼하게 지켜 주셨습니다.';

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

  /** A consumer's chosen request with a selected and a not-selected apply. */
  async function createChosenRequest() {
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
    const winner = await insertCompanyForTest(db, { name: '선정건설' });
    const loser = await insertCompanyForTest(db, { name: '탈락건설' });
    const categoryId = await insertCategoryForTest(db, '도배공사');
    const announcement = await insertAnnouncementForTest(db, client, {
      state: 'CHOSEN',
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
    return {
      client: { ...client, headers: await createAuthHeadersForTest(client.userId) },
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

    const notices = await setUp.handle.db
      .select({ type: notifications.type, url: notifications.url })
      .from(notifications)
      .where(eq(notifications.userId, winner.userId));
    expect(notices).toEqual([{ type: 'REVIEW', url: `/company/${winner.profileId}` }]);

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
