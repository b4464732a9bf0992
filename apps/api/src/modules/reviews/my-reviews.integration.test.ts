import { notifications, reviews } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { REVIEW_ANSWER_MAX } from '@gongsa/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { sendWhileWritesWait } from '../../testing/race-gate.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * Issue 15: /myPage/review over the API. myReviewDashboard, receivedReviews and myWriteReviews
 * answer the viewer's own reviews; answerReview lets the reviewed company answer once.
 */

const DASHBOARD_FIELDS =
  'avgScore totalReviewCnt start5Rate start4Rate start3Rate start2Rate start1Rate';
const MY_DASHBOARD = `{ myReviewDashboard { ${DASHBOARD_FIELDS} } }`;
const PUBLIC_DASHBOARD = `query D($id: ID!) { reviewDashboard(profileId: $id) { ${DASHBOARD_FIELDS} } }`;
const REVIEW_FIELDS = `id score context writerName state announcementId announcementTitle
  profile { id } answer { content createdAt }`;
const RECEIVED = `query R($paging: PagingInput) { receivedReviews(paging: $paging) {
  totalCount pageInfo { hasNextPage endCursor } nodes { ${REVIEW_FIELDS} } } }`;
const WRITTEN = `query W($paging: PagingInput) { myWriteReviews(paging: $paging) {
  totalCount pageInfo { hasNextPage endCursor } nodes { ${REVIEW_FIELDS} } } }`;
const ANSWER = `mutation A($reviewId: ID!, $content: String!) {
  answerReview(reviewId: $reviewId, content: $content) { id answer { content createdAt } } }`;
const COMPANY_PAGE_REVIEWS = `query C($id: ID!) {
  enterpriseReviews(profileId: $id) { nodes { id answer { content } } }
  reviews(profileId: $id) { nodes { id answer { content } } } }`;

type ReviewNode = {
  id: string;
  score: number;
  context: string;
  writerName: string;
  state: string;
  announcementId: string | null;
  announcementTitle: string | null;
  profile: { id: string };
  answer: { content: string; createdAt: string } | null;
};
type ReviewPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: ReviewNode[];
};

describe('my reviews: dashboard, received, written, the answer', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }));
  const headers = {} as Record<
    'company' | 'writer' | 'otherWriter' | 'stranger' | 'admin',
    Record<string, string>
  >;
  let company: CompanyForTest;
  let writer: CompanyForTest;
  let otherWriter: CompanyForTest;
  const reviewIds: number[] = [];
  let hiddenReviewId: number;

  beforeAll(async () => {
    const db = app.handle.db;
    company = await insertCompanyForTest(db, { name: '답변건설' });
    writer = await insertCompanyForTest(db, { type: 'CONSUMER', name: '김의뢰' });
    otherWriter = await insertCompanyForTest(db, { type: 'CONSUMER', name: '이의뢰' });
    const stranger = await insertCompanyForTest(db, { name: '남의건설' });
    const admin = await insertUserForTest(db, 'review-admin', { role: 'ADMIN' });
    headers.company = await createAuthHeadersForTest(company.userId);
    headers.writer = await createAuthHeadersForTest(writer.userId);
    headers.otherWriter = await createAuthHeadersForTest(otherWriter.userId);
    headers.stranger = await createAuthHeadersForTest(stranger.userId);
    headers.admin = await createAuthHeadersForTest(admin.id);

    // 3×5★, 1×4★, 1×1★ (visible), oldest first; the writer wrote four, the other writer one.
    const base = Date.now() - 10 * 86_400_000;
    const categoryId = await insertCategoryForTest(db, '도배');
    const scores = [5, 4, 5, 1, 5];
    for (const [index, score] of scores.entries()) {
      const author = index === 4 ? otherWriter : writer;
      const announcement = await insertAnnouncementForTest(db, author, {
        state: 'COMPLETED',
        categoryIds: [categoryId],
      });
      const [row] = await db
        .insert(reviews)
        .values({
          userId: author.userId,
          profileId: company.profileId,
          announcementId: announcement.id,
          score,
          context: `${score}점 리뷰 ${index + 1}번째입니다.`,
          createdAt: new Date(base + index * 3_600_000),
        })
        .returning({ id: reviews.id });
      reviewIds.push(row!.id);
    }
    // A hidden review counts nowhere but in its writer's own list.
    const [hidden] = await db
      .insert(reviews)
      .values({
        userId: writer.userId,
        profileId: company.profileId,
        score: 1,
        state: 'HIDDEN',
        context: '숨겨진 리뷰입니다.',
        createdAt: new Date(base + 10 * 3_600_000),
      })
      .returning({ id: reviews.id });
    hiddenReviewId = hidden!.id;
  });

  it('summarises the company’s own reviews as its public dashboard does: 4.0 and 60/20/0/0/20', async () => {
    const mine = await app.server.graphql(MY_DASHBOARD, { headers: headers.company });
    expect(mine.body).toEqual({
      data: {
        myReviewDashboard: {
          // (3×5 + 4 + 1) / 5
          avgScore: 4,
          totalReviewCnt: 5,
          start5Rate: 60,
          start4Rate: 20,
          start3Rate: 0,
          start2Rate: 0,
          start1Rate: 20,
        },
      },
    });
    const published = await app.server.graphql(PUBLIC_DASHBOARD, {
      variables: { id: company.profileId },
    });
    expect(published.body.data).toEqual({ reviewDashboard: mine.body.data!.myReviewDashboard });
  });

  it('gives a consumer, who receives no reviews, zeros and an empty list', async () => {
    const dashboard = await app.server.graphql<{ myReviewDashboard: unknown }>(MY_DASHBOARD, {
      headers: headers.writer,
    });
    expect(dashboard.body.data?.myReviewDashboard).toEqual({
      avgScore: 0,
      totalReviewCnt: 0,
      start5Rate: 0,
      start4Rate: 0,
      start3Rate: 0,
      start2Rate: 0,
      start1Rate: 0,
    });
    const received = await app.server.graphql<{ receivedReviews: ReviewPage }>(RECEIVED, {
      headers: headers.writer,
    });
    expect(received.body.data?.receivedReviews).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('pages the received reviews newest first, each with its request and a masked writer', async () => {
    const first = await app.server.graphql<{ receivedReviews: ReviewPage }>(RECEIVED, {
      variables: { paging: { first: 3 } },
      headers: headers.company,
    });
    const page1 = first.body.data!.receivedReviews;
    expect(page1.totalCount).toBe(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await app.server.graphql<{ receivedReviews: ReviewPage }>(RECEIVED, {
      variables: { paging: { first: 3, after: page1.pageInfo.endCursor } },
      headers: headers.company,
    });
    const page2 = second.body.data!.receivedReviews;
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const shown = [...page1.nodes, ...page2.nodes];
    expect(shown.map((node) => Number(node.id))).toEqual([...reviewIds].reverse());
    // The figures of the dashboard are the reviews shown.
    expect(shown.map((node) => node.score)).toEqual([5, 1, 5, 4, 5]);
    for (const node of shown) {
      expect(node.announcementId).not.toBeNull();
      expect(node.announcementTitle).toContain('도배');
      expect(node.writerName).toContain('*');
      expect(node.profile.id).toBe(String(company.profileId));
      expect(node.state).toBe('VISIBLE');
    }
  });

  it('lists the reviews one wrote, hidden ones included, and nobody else’s', async () => {
    const mine = await app.server.graphql<{ myWriteReviews: ReviewPage }>(WRITTEN, {
      headers: headers.writer,
    });
    const list = mine.body.data!.myWriteReviews;
    expect(list.totalCount).toBe(5);
    expect(list.nodes.map((node) => Number(node.id))).toEqual([
      hiddenReviewId,
      reviewIds[3],
      reviewIds[2],
      reviewIds[1],
      reviewIds[0],
    ]);
    expect(list.nodes[0]!.state).toBe('HIDDEN');
    const others = await app.server.graphql<{ myWriteReviews: ReviewPage }>(WRITTEN, {
      headers: headers.otherWriter,
    });
    expect(others.body.data!.myWriteReviews.nodes.map((node) => Number(node.id))).toEqual([
      reviewIds[4],
    ]);
    // The company wrote none: its received reviews are not "written" by it.
    const company = await app.server.graphql<{ myWriteReviews: ReviewPage }>(WRITTEN, {
      headers: headers.company,
    });
    expect(company.body.data!.myWriteReviews).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('asks a visitor to log in for each of them', async () => {
    for (const query of [MY_DASHBOARD, RECEIVED, WRITTEN]) {
      const { body } = await app.server.graphql(query);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const { body } = await app.server.graphql(ANSWER, {
      variables: { reviewId: String(reviewIds[0]), content: '감사합니다. 또 찾아 주세요.' },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets only the reviewed company answer, after checking the words, and only once', async () => {
    const reviewId = String(reviewIds[1]);
    for (const who of ['stranger', 'writer', 'admin'] as const) {
      const { body } = await app.server.graphql(ANSWER, {
        variables: { reviewId, content: '제가 답변해 보겠습니다.' },
        headers: headers[who],
      });
      expect(body.errors?.[0], who).toMatchObject({
        message: '내 업체가 받은 리뷰에만 답변할 수 있습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    for (const [content, message] of [
      ['   ', '답변 내용을 입력해 주세요.'],
      ['감사', '답변은 5자 이상 입력해 주세요.'],
      ['가'.repeat(REVIEW_ANSWER_MAX + 1), `답변은 ${REVIEW_ANSWER_MAX}자 이하로 입력해 주세요.`],
    ] as const) {
      const { body } = await app.server.graphql(ANSWER, {
        variables: { reviewId, content },
        headers: headers.company,
      });
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const [untouched] = await app.handle.db
      .select({ answer: reviews.answer })
      .from(reviews)
      .where(eq(reviews.id, reviewIds[1]!));
    expect(untouched).toEqual({ answer: null });

    const answered = await app.server.graphql<{
      answerReview: { id: string; answer: { content: string } };
    }>(ANSWER, {
      variables: { reviewId, content: '  소중한 리뷰 감사합니다. 다음에도 잘 하겠습니다.  ' },
      headers: headers.company,
    });
    expect(answered.body.errors).toBeUndefined();
    expect(answered.body.data?.answerReview.answer.content).toBe(
      '소중한 리뷰 감사합니다. 다음에도 잘 하겠습니다.',
    );

    const again = await app.server.graphql(ANSWER, {
      variables: { reviewId, content: '답변을 고쳐 쓰고 싶습니다.' },
      headers: headers.company,
    });
    expect(again.body.errors?.[0]).toMatchObject({
      message: '이미 답변한 리뷰입니다. 답변은 한 번만 쓸 수 있습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // Under the review wherever it is shown: my page, the company page, the writer's list.
    const received = await app.server.graphql<{ receivedReviews: ReviewPage }>(RECEIVED, {
      headers: headers.company,
    });
    const answerOf = (nodes: Array<{ id: string; answer: { content: string } | null }>) =>
      nodes.find((node) => node.id === reviewId)?.answer?.content;
    expect(answerOf(received.body.data!.receivedReviews.nodes)).toBe(
      '소중한 리뷰 감사합니다. 다음에도 잘 하겠습니다.',
    );
    const companyPage = await app.server.graphql<{
      enterpriseReviews: { nodes: Array<{ id: string; answer: { content: string } | null }> };
      reviews: { nodes: Array<{ id: string; answer: { content: string } | null }> };
    }>(COMPANY_PAGE_REVIEWS, { variables: { id: company.profileId } });
    expect(answerOf(companyPage.body.data!.enterpriseReviews.nodes)).toBe(
      '소중한 리뷰 감사합니다. 다음에도 잘 하겠습니다.',
    );
    expect(answerOf(companyPage.body.data!.reviews.nodes)).toBe(
      '소중한 리뷰 감사합니다. 다음에도 잘 하겠습니다.',
    );
    const written = await app.server.graphql<{ myWriteReviews: ReviewPage }>(WRITTEN, {
      headers: headers.writer,
    });
    expect(answerOf(written.body.data!.myWriteReviews.nodes)).toBe(
      '소중한 리뷰 감사합니다. 다음에도 잘 하겠습니다.',
    );
    // The other reviews have none.
    expect(
      companyPage.body.data!.reviews.nodes.filter((node) => node.answer !== null),
    ).toHaveLength(1);
    // The writer is told, through the job queue.
    await app.server.drainJobs();
    const told = await app.handle.db
      .select({
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
        relationId: notifications.relationId,
      })
      .from(notifications)
      .where(eq(notifications.userId, writer.userId));
    expect(told).toEqual([
      {
        title: '리뷰에 답변이 달렸습니다',
        message: '남기신 리뷰에 답변건설에서 답변했습니다. 확인해 보세요.',
        url: '/myPage/review?tab=written',
        relationId: reviewIds[1],
      },
    ]);
  });

  it('tells the company a review it cannot see does not exist', async () => {
    for (const reviewId of [String(hiddenReviewId), '999999999', 'abc']) {
      const { body } = await app.server.graphql(ANSWER, {
        variables: { reviewId, content: '감사합니다. 또 찾아 주세요.' },
        headers: headers.company,
      });
      expect(body.errors?.[0], reviewId).toMatchObject({
        message: '리뷰를 찾을 수 없습니다.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('writes one answer when the company sends ten at once', async () => {
    const reviewId = reviewIds[2]!;
    const responses = await sendWhileWritesWait(app.handle.db, reviews, () =>
      Array.from({ length: 10 }, (_, index) =>
        app.server.graphql(ANSWER, {
          variables: { reviewId: String(reviewId), content: `동시에 보낸 답변 ${index}번입니다.` },
          headers: headers.company,
        }),
      ),
    );
    const written = responses.filter((response) => response.body.errors === undefined);
    expect(written).toHaveLength(1);
    for (const refused of responses.filter((response) => response.body.errors !== undefined)) {
      expect(refused.body.errors?.[0]).toMatchObject({
        message: '이미 답변한 리뷰입니다. 답변은 한 번만 쓸 수 있습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const [stored] = await app.handle.db
      .select({ answer: reviews.answer })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    const winner = (written[0]!.body.data as { answerReview: { answer: { content: string } } })
      .answerReview.answer.content;
    expect(stored).toEqual({ answer: winner });
    // One answer, one notification.
    await app.server.drainJobs();
    const told = await app.handle.db
      .select({ relationId: notifications.relationId })
      .from(notifications)
      .where(eq(notifications.relationId, reviewId));
    expect(told).toEqual([{ relationId: reviewId }]);
  });
});
