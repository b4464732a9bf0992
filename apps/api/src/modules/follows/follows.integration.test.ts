import { follows, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertCompanyForTest,
  selectLeafCategoryIdsForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * Issue 16: a member follows a company (SPEC §3 User.isFollowing, answered on the company's
 * Profile), the company page counts its followers, and followers hear of its new portfolios.
 * The race runs for real on PostgreSQL (DATABASE_URL); PGlite runs one statement at a time.
 */

const STATE = `query S($id: ID!) { enterprise(id: $id) { id isFollowing followerCount } }`;
const FOLLOW = `mutation F($id: ID!) { followEnterprise(profileId: $id) { id isFollowing followerCount } }`;
const UNFOLLOW = `mutation U($id: ID!) { unfollowEnterprise(profileId: $id) { id isFollowing followerCount } }`;
const MINE = `query M($paging: PagingInput) { myFollowings(paging: $paging) {
  totalCount nodes { id createdAt profile { id companyName isFollowing } } pageInfo { hasNextPage endCursor } } }`;
const COUNT = `{ me { followingCount } }`;
const NOTICES = `{ myNotifications { nodes { type title message url } } }`;
const CREATE_PORTFOLIO = `mutation C($data: PortfolioInput!) { createPortfolio(data: $data) { id } }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
};

describe('follows', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));
  let company: CompanyForTest;
  let engineer: CompanyForTest;
  let consumer: CompanyForTest;
  let member: CompanyForTest;
  const headers = {} as Record<'company' | 'member' | 'consumer', Record<string, string>>;

  async function graphql(
    query: string,
    variables: Record<string, unknown>,
    as: Record<string, string> = {},
  ): Promise<Body> {
    const { body } = await setUp.server.graphql(query, { variables, headers: as });
    return body as Body;
  }

  async function liveRows(followerId: number, followingId: number) {
    return setUp.handle.db
      .select({ id: follows.id, deletedAt: follows.deletedAt })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
  }

  beforeAll(async () => {
    const db = setUp.handle.db;
    company = await insertCompanyForTest(db, { name: '팔로우건설' });
    engineer = await insertCompanyForTest(db, { name: '팔로우기술', type: 'ENGINEER' });
    consumer = await insertCompanyForTest(db, { name: '의뢰인', type: 'CONSUMER' });
    member = await insertCompanyForTest(db, { name: '팔로워인테리어' });
    headers.company = await createAuthHeadersForTest(company.userId);
    headers.member = await createAuthHeadersForTest(member.userId);
    headers.consumer = await createAuthHeadersForTest(consumer.userId);
  });

  it('follows and unfollows idempotently; the page shows the state and the count', async () => {
    const id = String(company.profileId);
    expect((await graphql(STATE, { id })).data).toEqual({
      enterprise: { id, isFollowing: false, followerCount: 0 },
    });
    for (let i = 0; i < 2; i += 1) {
      const body = await graphql(FOLLOW, { id }, headers.member);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({
        followEnterprise: { id, isFollowing: true, followerCount: 1 },
      });
    }
    // A consumer may follow a company too.
    expect((await graphql(FOLLOW, { id }, headers.consumer)).errors).toBeUndefined();
    expect((await graphql(STATE, { id })).data).toEqual({
      enterprise: { id, isFollowing: false, followerCount: 2 },
    });
    expect((await graphql(STATE, { id }, headers.company)).data).toEqual({
      enterprise: { id, isFollowing: false, followerCount: 2 },
    });
    expect(await liveRows(member.userId, company.userId)).toHaveLength(1);

    for (let i = 0; i < 2; i += 1) {
      const body = await graphql(UNFOLLOW, { id }, headers.member);
      expect(body.data).toEqual({
        unfollowEnterprise: { id, isFollowing: false, followerCount: 1 },
      });
    }
    // Following again is a new row; the ended one stays as history.
    expect((await graphql(FOLLOW, { id }, headers.member)).errors).toBeUndefined();
    const rows = await liveRows(member.userId, company.userId);
    expect(rows.map((row) => row.deletedAt === null).sort()).toEqual([false, true]);
    await graphql(UNFOLLOW, { id }, headers.member);
    await graphql(UNFOLLOW, { id }, headers.consumer);
  });

  it('refuses one’s own company, a consumer, an unknown id and a visitor, changing nothing', async () => {
    const own = await graphql(FOLLOW, { id: String(company.profileId) }, headers.company);
    expect(own.errors?.[0]).toMatchObject({
      message: '내 업체는 팔로우할 수 없습니다.',
      extensions: { code: 'BAD_USER_INPUT', field: 'profileId' },
    });
    const ofConsumer = await graphql(FOLLOW, { id: String(consumer.profileId) }, headers.member);
    expect(ofConsumer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await graphql(FOLLOW, { id: '987654321' }, headers.member);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = await graphql(FOLLOW, { id: String(engineer.profileId) });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await liveRows(company.userId, company.userId)).toEqual([]);
    expect(await liveRows(member.userId, consumer.userId)).toEqual([]);
  });

  it('keeps one follow and counts one follower when fifty follows come at once', async () => {
    const target = await insertCompanyForTest(setUp.handle.db, { name: '경쟁팔로우건설' });
    const id = String(target.profileId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => graphql(FOLLOW, { id }, headers.member)),
    );
    expect(answers.filter((body) => body.errors !== undefined)).toEqual([]);
    expect(await liveRows(member.userId, target.userId)).toHaveLength(1);
    expect((await graphql(STATE, { id }, headers.member)).data).toEqual({
      enterprise: { id, isFollowing: true, followerCount: 1 },
    });
    await Promise.all(Array.from({ length: 50 }, () => graphql(UNFOLLOW, { id }, headers.member)));
    expect((await graphql(STATE, { id })).data).toEqual({
      enterprise: { id, isFollowing: false, followerCount: 0 },
    });
  });

  it('no longer counts a follower who left the service', async () => {
    const { db } = setUp.handle;
    const target = await insertCompanyForTest(db, { name: '탈퇴팔로우건설' });
    const id = String(target.profileId);
    const leaver = await insertCompanyForTest(db, { type: 'CONSUMER', name: '떠난회원' });
    await graphql(FOLLOW, { id }, await createAuthHeadersForTest(leaver.userId));
    await graphql(FOLLOW, { id }, headers.member);
    expect((await graphql(STATE, { id })).data).toEqual({
      enterprise: { id, isFollowing: false, followerCount: 2 },
    });
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.userId));
    expect((await graphql(STATE, { id })).data).toEqual({
      enterprise: { id, isFollowing: false, followerCount: 1 },
    });
    await graphql(UNFOLLOW, { id }, headers.member);
  });

  it('lists the companies I follow, newest first, with cursor paging and the count', async () => {
    const { db } = setUp.handle;
    const others = [
      await insertCompanyForTest(db, { name: '첫째건설' }),
      await insertCompanyForTest(db, { name: '둘째건설' }),
    ];
    const reader = await insertCompanyForTest(db, { type: 'CONSUMER', name: '구독자' });
    const as = await createAuthHeadersForTest(reader.userId);
    for (const target of [engineer, ...others]) {
      expect((await graphql(FOLLOW, { id: String(target.profileId) }, as)).errors).toBeUndefined();
    }
    const first = await graphql(MINE, { paging: { first: 2 } }, as);
    const page = first.data!.myFollowings as {
      totalCount: number;
      nodes: Array<{ profile: { companyName: string; isFollowing: boolean } }>;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(page.totalCount).toBe(3);
    expect(page.nodes.map((node) => node.profile.companyName)).toEqual(['둘째건설', '첫째건설']);
    expect(page.nodes.every((node) => node.profile.isFollowing)).toBe(true);
    const next = await graphql(MINE, { paging: { first: 2, after: page.pageInfo.endCursor } }, as);
    expect(
      (next.data!.myFollowings as { nodes: Array<{ profile: { companyName: string } }> }).nodes.map(
        (node) => node.profile.companyName,
      ),
    ).toEqual(['팔로우기술']);
    expect((await graphql(COUNT, {}, as)).data).toEqual({ me: { followingCount: 3 } });

    await graphql(UNFOLLOW, { id: String(others[0]!.profileId) }, as);
    expect((await graphql(COUNT, {}, as)).data).toEqual({ me: { followingCount: 2 } });
    // Nobody else's list: the company followed sees its own (empty) one.
    expect(
      (await graphql(MINE, {}, headers.company)).data!.myFollowings as { totalCount: number },
    ).toMatchObject({ totalCount: 0 });
    expect((await graphql(MINE, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells followers of the company’s new portfolio, and no longer after they unfollow', async () => {
    const { db } = setUp.handle;
    const author = await insertCompanyForTest(db, { name: '새소식건설' });
    const authorHeaders = await createAuthHeadersForTest(author.userId);
    const follower = await insertCompanyForTest(db, { type: 'CONSUMER', name: '소식받는이' });
    const followerHeaders = await createAuthHeadersForTest(follower.userId);
    const [leaf] = await selectLeafCategoryIdsForTest(db, 1);
    const publish = async (title: string) => {
      const body = await graphql(
        CREATE_PORTFOLIO,
        {
          data: {
            title,
            categoryIds: [String(leaf)],
            locationSi: '서울특별시',
            locationDo: '마포구',
            servicePriceType: 'WRITE',
            servicePrice: 5_000_000,
            serviceTermStart: '2026-05-01',
            serviceTermEnd: '2026-05-10',
            imageIds: [],
          },
        },
        authorHeaders,
      );
      expect(body.errors).toBeUndefined();
      await setUp.server.drainJobs();
    };
    const id = String(author.profileId);
    expect((await graphql(FOLLOW, { id }, followerHeaders)).errors).toBeUndefined();
    await publish('합정동 카페 인테리어');
    const notices = await graphql(NOTICES, {}, followerHeaders);
    expect(notices.data).toEqual({
      myNotifications: {
        nodes: [
          {
            type: 'FOLLOW',
            title: '팔로우한 업체의 새 포트폴리오',
            message: '새소식건설이 새 포트폴리오를 올렸습니다: 합정동 카페 인테리어',
            url: `/company/${id}`,
          },
        ],
      },
    });

    await graphql(UNFOLLOW, { id }, followerHeaders);
    await publish('연남동 주택 리모델링');
    const after = await graphql(NOTICES, {}, followerHeaders);
    expect((after.data!.myNotifications as { nodes: unknown[] }).nodes).toHaveLength(1);
  });
});
