import { feedbacks, opinions } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { OPINION_SEND_LIMIT } from './opinions.service';

/* Issue 16: 의견 보내기 (createOpinion) and createFeedback; the sender sees what they sent. */

const OPINION = `mutation O($type: OpinionType!, $context: String!) {
  createOpinion(opinionType: $type, opinionContext: $context) { id opinionType opinionContext createdAt } }`;
const FEEDBACK = `mutation F($content: String!, $score: Int, $pageUrl: String) {
  createFeedback(content: $content, score: $score, pageUrl: $pageUrl) { id content score pageUrl } }`;
const MINE = `query M($paging: PagingInput) {
  myOpinions(paging: $paging) { totalCount nodes { opinionType opinionContext } pageInfo { hasNextPage endCursor } }
  myFeedbacks { totalCount nodes { content score pageUrl } } }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
};

describe('opinions and feedback', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'none' }));
  const headers = {} as Record<'sender' | 'other', Record<string, string>>;

  async function graphql(
    query: string,
    variables: Record<string, unknown>,
    as: Record<string, string> = {},
  ): Promise<Body> {
    const { body } = await setUp.server.graphql(query, { variables, headers: as });
    return body as Body;
  }

  async function countRows() {
    const [o] = await setUp.handle.db.select({ value: count() }).from(opinions);
    const [f] = await setUp.handle.db.select({ value: count() }).from(feedbacks);
    return { opinions: o!.value, feedbacks: f!.value };
  }

  beforeAll(async () => {
    const db = setUp.handle.db;
    const sender = await insertCompanyForTest(db, { type: 'CONSUMER', name: '의견회원' });
    const other = await insertCompanyForTest(db, { name: '다른건설' });
    headers.sender = await createAuthHeadersForTest(sender.userId);
    headers.other = await createAuthHeadersForTest(other.userId);
  });

  it('refuses invalid input in Korean and stores nothing', async () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [OPINION, { type: 'BUG', context: '   ' }, '의견 내용을 입력해 주세요.', 'opinionContext'],
      [
        OPINION,
        { type: 'BUG', context: '안돼요' },
        '의견은 5자 이상 입력해 주세요.',
        'opinionContext',
      ],
      [
        OPINION,
        { type: 'ETC', context: '가'.repeat(2001) },
        '의견은 2,000자 이하로 입력해 주세요.',
        'opinionContext',
      ],
      [FEEDBACK, { content: '' }, '피드백 내용을 입력해 주세요.', 'content'],
      [FEEDBACK, { content: '좋아요', score: 6 }, '만족도는 1~5점 중에서 선택해 주세요.', 'score'],
      [
        FEEDBACK,
        { content: '좋아요', pageUrl: 'https://evil.example/x' },
        '페이지 주소는 /로 시작하는 사이트 안의 경로여야 합니다.',
        'pageUrl',
      ],
    ];
    for (const [query, variables, message, field] of cases) {
      const body = await graphql(query, variables, headers.sender);
      expect(body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    const visitor = await graphql(OPINION, { type: 'BUG', context: '로그인 없이 보냅니다.' });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await countRows()).toEqual({ opinions: 0, feedbacks: 0 });
  });

  it('stores what the member sent, trimmed, and lists it to them alone, newest first', async () => {
    const first = await graphql(
      OPINION,
      { type: 'BUG', context: '  견적 요청 사진이 안 올라가요.  ' },
      headers.sender,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.createOpinion).toMatchObject({
      opinionType: 'BUG',
      opinionContext: '견적 요청 사진이 안 올라가요.',
    });
    await graphql(
      OPINION,
      { type: 'SUGGESTION', context: '지도에서 업체를 찾고 싶어요.' },
      headers.sender,
    );
    const feedback = await graphql(
      FEEDBACK,
      { content: '빠르게 견적을 받았어요.', score: 5, pageUrl: '/bid/12' },
      headers.sender,
    );
    expect(feedback.data!.createFeedback).toMatchObject({ score: 5, pageUrl: '/bid/12' });

    const mine = await graphql(MINE, { paging: { first: 1 } }, headers.sender);
    expect(mine.data).toEqual({
      myOpinions: {
        totalCount: 2,
        nodes: [{ opinionType: 'SUGGESTION', opinionContext: '지도에서 업체를 찾고 싶어요.' }],
        pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
      },
      myFeedbacks: {
        totalCount: 1,
        nodes: [{ content: '빠르게 견적을 받았어요.', score: 5, pageUrl: '/bid/12' }],
      },
    });
    const others = await graphql(MINE, {}, headers.other);
    expect(others.data).toMatchObject({
      myOpinions: { totalCount: 0, nodes: [] },
      myFeedbacks: { totalCount: 0, nodes: [] },
    });
    expect((await graphql(MINE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('limits how often one account sends, opinions and feedback together', async () => {
    const member = await insertCompanyForTest(setUp.handle.db, { type: 'CONSUMER' });
    const as = await createAuthHeadersForTest(member.userId);
    for (let i = 0; i < OPINION_SEND_LIMIT.limit; i += 1) {
      const body =
        i % 2 === 0
          ? await graphql(OPINION, { type: 'ETC', context: `${i}번째 의견입니다.` }, as)
          : await graphql(FEEDBACK, { content: `${i}번째 피드백` }, as);
      expect(body.errors).toBeUndefined();
    }
    const refused = await graphql(OPINION, { type: 'ETC', context: '한 번 더 보냅니다.' }, as);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(
      /^의견을 너무 자주 보냈습니다\. \d+분 후 다시 보내 주세요\.$/,
    );
  });
});
