import {
  auditLogs,
  categories,
  follows,
  notifications,
  pointHistories,
  portfolioCategories,
  portfolioImages,
  portfolios,
  profiles,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

const CARD = `id title constructionType categories { id name } locationSi locationDo projectSize
  servicePriceType servicePrice serviceTermStart serviceTermEnd description
  mainImage { id } images { id } company { id } isFavorite isMine createdAt`;
const CREATE = `mutation C($data: PortfolioInput!) { createPortfolio(data: $data) { ${CARD} } }`;
const UPDATE = `mutation U($id: ID!, $data: PortfolioInput!) { updatePortfolio(id: $id, data: $data) { ${CARD} } }`;
const DELETE = `mutation D($id: ID!) { deletePortfolio(id: $id) }`;
const ONE = `query P($id: ID!) { portfolio(id: $id) { ${CARD} } }`;
const LIST = `query L($filter: PortfolioFilter, $paging: PagingInput) { portfolios(filter: $filter, paging: $paging) {
  totalCount nodes { id title } pageInfo { hasNextPage endCursor } } }`;
const MINE = `query M($paging: PagingInput) { myPortfolios(paging: $paging) { totalCount nodes { id isMine } } }`;
const SIMILAR = `query S($id: ID!, $first: Int) { portfolioRecommendations(portfolioId: $id, first: $first) {
  reason portfolio { id } } }`;
const RECOMMEND = `query R($first: Int) { recommendPortfolios(first: $first) { id company { id } } }`;
const ADD_FAVORITE = `mutation A($id: ID!) { addFavoritePortfolio(portfolioId: $id) { id isFavorite } }`;
const DELETE_FAVORITE = `mutation F($id: ID!) { deleteFavoritePortfolio(portfolioId: $id) { id isFavorite } }`;
const FAVORITES = `query V($paging: PagingInput) { favoritePortfolios(paging: $paging) {
  totalCount nodes { id isFavorite } } }`;
const ME = `{ me { portfolioCount profile { progress } } }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
};

describe('portfolios', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));
  let company: CompanyForTest;
  let engineer: CompanyForTest;
  let consumer: CompanyForTest;
  let stranger: CompanyForTest;
  const headers = {} as Record<
    'company' | 'engineer' | 'consumer' | 'stranger',
    Record<string, string>
  >;
  let adminHeaders: Record<string, string>;
  /** Leaves of two trades: [0] and [1] share a parent, [2] is under another. */
  let leaves: number[];
  let images: string[];

  async function graphql(
    query: string,
    variables: Record<string, unknown>,
    as?: Record<string, string>,
  ): Promise<Body> {
    const { body } = await setUp.server.graphql(query, { variables, headers: as ?? {} });
    return body as Body;
  }

  function validData(overrides: Record<string, unknown> = {}) {
    return {
      title: '강남구 아파트 욕실 리모델링',
      constructionType: '리모델링',
      categoryIds: [String(leaves[0])],
      locationSi: '서울특별시',
      locationDo: '강남구',
      projectSize: '32평',
      servicePriceType: 'WRITE',
      servicePrice: 12_000_000,
      serviceTermStart: '2026-03-01',
      serviceTermEnd: '2026-03-20',
      description: '욕실 두 곳 철거 후 방수, 타일 시공',
      imageIds: images.slice(0, 2),
      mainImageId: images[1],
      ...overrides,
    };
  }

  async function countRows(profileId: number) {
    const live = await setUp.handle.db
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(eq(portfolios.profileId, profileId)));
    const [profile] = await setUp.handle.db
      .select({ count: profiles.portfolioCount, progress: profiles.progress })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    return { rows: live.length, ...profile! };
  }

  async function create(as: Record<string, string>, overrides: Record<string, unknown> = {}) {
    const body = await graphql(CREATE, { data: validData(overrides) }, as);
    expect(body.errors).toBeUndefined();
    return (body.data!.createPortfolio as { id: string }).id;
  }

  beforeAll(async () => {
    const db = setUp.handle.db;
    company = await insertCompanyForTest(db, { name: '포폴건설' });
    engineer = await insertCompanyForTest(db, { name: '포폴기술', type: 'ENGINEER' });
    consumer = await insertCompanyForTest(db, { name: '의뢰인', type: 'CONSUMER' });
    stranger = await insertCompanyForTest(db, { name: '남의건설' });
    headers.company = await createAuthHeadersForTest(company.userId);
    headers.engineer = await createAuthHeadersForTest(engineer.userId);
    headers.consumer = await createAuthHeadersForTest(consumer.userId);
    headers.stranger = await createAuthHeadersForTest(stranger.userId);
    const admin = await insertUserForTest(db, 'portfolio-admin', { role: 'ADMIN' });
    adminHeaders = await createAuthHeadersForTest(admin.id);
    await db.update(profiles).set({ progress: 50 }).where(eq(profiles.id, company.profileId));
    await db.update(profiles).set({ progress: 40 }).where(eq(profiles.id, engineer.profileId));

    const leafRows = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.type, 'DEPTH_3'), isNotNull(categories.parentId)))
      .orderBy(asc(categories.id));
    const first = leafRows.find((row) =>
      leafRows.some((other) => other.parentId === row.parentId && other.id !== row.id),
    )!;
    const sibling = leafRows.find((row) => row.parentId === first.parentId && row.id !== first.id)!;
    const other = leafRows.find((row) => row.parentId !== first.parentId)!;
    leaves = [first.id, sibling.id, other.id];
    images = [];
    for (let i = 0; i < 3; i += 1)
      images.push(await uploadImageForTest(setUp.server, headers.company));
  });

  it('refuses every invalid portfolio in Korean and changes nothing', async () => {
    const [depth2] = await setUp.handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.type, 'DEPTH_2'))
      .limit(1);
    const otherUpload = await uploadImageForTest(setUp.server, headers.stranger);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, '제목을 입력해 주세요.'],
      [{ title: '가'.repeat(51) }, '제목은 50자 이하로 입력해 주세요.'],
      [{ categoryIds: [] }, '업종을 하나 이상 선택해 주세요.'],
      [{ categoryIds: ['999999999'] }, '업종을 다시 선택해 주세요.'],
      [{ categoryIds: [String(depth2!.id)] }, '업종은 세부 업종으로 선택해 주세요.'],
      [{ locationSi: '서울' }, '시/도를 선택해 주세요.'],
      [{ locationDo: '해운대구' }, '시/군/구를 다시 선택해 주세요.'],
      [{ servicePrice: null }, '금액을 입력해 주세요.'],
      [{ serviceTermEnd: '2026-02-01' }, '공사 종료일은 시작일과 같거나 이후로 선택해 주세요.'],
      [{ description: '가'.repeat(2001) }, '설명은 2000자 이하로 입력해 주세요.'],
      [{ mainImageId: images[2] }, '대표 사진은 올린 사진 중에서 선택해 주세요.'],
      [
        { imageIds: Array.from({ length: 21 }, (_, i) => String(i + 1)), mainImageId: null },
        '사진은 20장까지 올릴 수 있습니다.',
      ],
      [{ imageIds: [otherUpload], mainImageId: null }, '사진을 다시 올려 주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const body = await graphql(CREATE, { data: validData(overrides) }, headers.company);
      expect(body.errors?.[0], message).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await countRows(company.profileId)).toEqual({ rows: 0, count: 0, progress: 50 });
  });

  it('refuses a consumer with the reason, and a visitor with a login', async () => {
    const refused = await graphql(CREATE, { data: validData() }, headers.consumer);
    expect(refused.errors?.[0]?.message).toBe(
      '포트폴리오는 업체 회원(법인, 개인 사업자, 기술자)만 등록할 수 있습니다. 의뢰인 회원은 등록할 수 없습니다.',
    );
    const visitor = await graphql(CREATE, { data: validData() });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await countRows(consumer.profileId)).toMatchObject({ rows: 0, count: 0 });
  });

  it('creates a whole portfolio; the first brings the bonus, the reward and a follower notice', async () => {
    const db = setUp.handle.db;
    const follower = await insertUserForTest(db, 'follower');
    await db.insert(follows).values({ followerId: follower.id, followingId: company.userId });

    const body = await graphql(CREATE, { data: validData() }, headers.company);
    expect(body.errors).toBeUndefined();
    const created = body.data!.createPortfolio as Record<string, unknown>;
    expect(created).toMatchObject({
      title: '강남구 아파트 욕실 리모델링',
      categories: [{ id: String(leaves[0]) }],
      locationSi: '서울특별시',
      locationDo: '강남구',
      servicePriceType: 'WRITE',
      servicePrice: 12_000_000,
      serviceTermEnd: '2026-03-20',
      mainImage: { id: images[1] },
      images: [{ id: images[0] }, { id: images[1] }],
      company: { id: String(company.profileId) },
      isMine: true,
      isFavorite: false,
    });
    // CORPORATION: +10 with the first live portfolio.
    expect(await countRows(company.profileId)).toEqual({ rows: 1, count: 1, progress: 60 });
    const me = await graphql(ME, {}, headers.company);
    expect(me.data).toEqual({ me: { portfolioCount: 1, profile: { progress: 60 } } });

    const second = await create(headers.company, {
      title: '두 번째 공사',
      imageIds: [],
      mainImageId: null,
    });
    expect(await countRows(company.profileId)).toEqual({ rows: 2, count: 2, progress: 60 });
    const rewards = await db
      .select({ point: pointHistories.point, reason: pointHistories.reason })
      .from(pointHistories)
      .where(eq(pointHistories.userId, company.userId));
    expect(rewards).toEqual([{ point: 1_000, reason: '첫 포트폴리오 등록' }]);
    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, company.userId));
    expect(audit).toContainEqual({ action: 'points.granted' });

    await setUp.server.drainJobs();
    const notices = await db
      .select({
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
      })
      .from(notifications)
      .where(eq(notifications.userId, follower.id))
      .orderBy(asc(notifications.id));
    expect(notices).toEqual([
      {
        title: '팔로우한 업체의 새 포트폴리오',
        message: '포폴건설이 새 포트폴리오를 올렸습니다: 강남구 아파트 욕실 리모델링',
        url: `/company/${company.profileId}`,
      },
      {
        title: '팔로우한 업체의 새 포트폴리오',
        message: '포폴건설이 새 포트폴리오를 올렸습니다: 두 번째 공사',
        url: `/company/${company.profileId}`,
      },
    ]);

    // The last deletion takes the bonus away; the reward stays given (once per account).
    const id = (created as { id: string }).id;
    expect((await graphql(DELETE, { id }, headers.company)).data).toEqual({ deletePortfolio: id });
    expect(await countRows(company.profileId)).toMatchObject({ count: 1, progress: 60 });
    await graphql(DELETE, { id: second }, headers.company);
    expect(await countRows(company.profileId)).toMatchObject({ count: 0, progress: 50 });
    expect((await graphql(ME, {}, headers.company)).data).toEqual({
      me: { portfolioCount: 0, profile: { progress: 50 } },
    });
    expect((await graphql(ONE, { id }, headers.company)).errors?.[0]?.message).toBe(
      '포트폴리오를 찾을 수 없습니다.',
    );
    await create(headers.company);
    expect(await countRows(company.profileId)).toMatchObject({ count: 1, progress: 60 });
    const again = await db
      .select({ id: pointHistories.id })
      .from(pointHistories)
      .where(eq(pointHistories.userId, company.userId));
    expect(again).toHaveLength(1);
  });

  it('counts two first portfolios saved at once as two, with one bonus and one reward', async () => {
    const db = setUp.handle.db;
    const racer = await insertCompanyForTest(db, { name: '동시건설' });
    const as = await createAuthHeadersForTest(racer.userId);
    await db.update(profiles).set({ progress: 30 }).where(eq(profiles.id, racer.profileId));
    const bodies = await Promise.all(
      ['동시 1', '동시 2', '동시 3'].map((title) =>
        graphql(CREATE, { data: validData({ title, imageIds: [], mainImageId: null }) }, as),
      ),
    );
    expect(bodies.every((body) => body.errors === undefined)).toBe(true);
    expect(await countRows(racer.profileId)).toEqual({ rows: 3, count: 3, progress: 40 });
    const rewards = await db
      .select({ id: pointHistories.id })
      .from(pointHistories)
      .where(eq(pointHistories.userId, racer.userId));
    expect(rewards).toHaveLength(1);
    const ids = bodies.map((body) => (body.data!.createPortfolio as { id: string }).id);
    await Promise.all(ids.map((id) => graphql(DELETE, { id }, as)));
    expect(await countRows(racer.profileId)).toMatchObject({ count: 0, progress: 30 });
  });

  it('gives an engineer +15 with the first portfolio', async () => {
    const id = await create(headers.engineer, { imageIds: [], mainImageId: null });
    expect(await countRows(engineer.profileId)).toMatchObject({ count: 1, progress: 55 });
    await graphql(DELETE, { id }, headers.engineer);
    expect(await countRows(engineer.profileId)).toMatchObject({ count: 0, progress: 40 });
  });

  it('lets only the owner edit or delete, for every kind of viewer', async () => {
    const id = await create(headers.company, { title: '권한 확인용' });
    const edit = validData({ title: '남이 바꾼 제목', imageIds: [], mainImageId: null });
    const viewers: Array<[string, Record<string, string> | undefined, string]> = [
      ['anonymous', undefined, 'UNAUTHENTICATED'],
      ['stranger', headers.stranger, 'FORBIDDEN'],
      ['counterpart (a member who favourited it)', headers.engineer, 'FORBIDDEN'],
      ['admin', adminHeaders, 'FORBIDDEN'],
    ];
    await graphql(ADD_FAVORITE, { id }, headers.engineer);
    for (const [label, as, code] of viewers) {
      const updated = await graphql(UPDATE, { id, data: edit }, as);
      expect(updated.errors?.[0]?.extensions?.code, label).toBe(code);
      const deleted = await graphql(DELETE, { id }, as);
      expect(deleted.errors?.[0]?.extensions?.code, label).toBe(code);
      const seen = await graphql(ONE, { id }, as);
      expect(seen.data?.portfolio, label).toMatchObject({ title: '권한 확인용', isMine: false });
    }
    expect((await graphql(ONE, { id }, headers.engineer)).data?.portfolio).toMatchObject({
      isFavorite: true,
    });

    // The owner replaces it whole: photos reordered, another main photo, trades changed.
    const owner = await graphql(
      UPDATE,
      {
        id,
        data: validData({
          title: '고친 제목',
          categoryIds: [String(leaves[2])],
          imageIds: [images[2], images[0]],
          mainImageId: images[0],
          servicePriceType: 'LESSTHEN_500',
        }),
      },
      headers.company,
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.updatePortfolio).toMatchObject({
      title: '고친 제목',
      categories: [{ id: String(leaves[2]) }],
      images: [{ id: images[2] }, { id: images[0] }],
      mainImage: { id: images[0] },
      servicePrice: null,
    });
    const invalid = await graphql(
      UPDATE,
      { id, data: validData({ serviceTermEnd: '2020-01-01' }) },
      headers.company,
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(ONE, { id })).data?.portfolio).toMatchObject({ title: '고친 제목' });
    const imageRows = await setUp.handle.db
      .select({ fileId: portfolioImages.fileId })
      .from(portfolioImages)
      .where(eq(portfolioImages.portfolioId, Number(id)))
      .orderBy(asc(portfolioImages.priority));
    expect(imageRows.map((row) => String(row.fileId))).toEqual([images[2], images[0]]);
    await graphql(DELETE, { id }, headers.company);
  });

  it('filters by trade and region, pages with cursors, and hides deleted portfolios', async () => {
    const db = setUp.handle.db;
    const other = await insertCompanyForTest(db, { name: '부산건설' });
    const otherHeaders = await createAuthHeadersForTest(other.userId);
    const otherImage = await uploadImageForTest(setUp.server, otherHeaders);
    const base = { imageIds: [otherImage], mainImageId: otherImage };
    const busan = await create(otherHeaders, {
      ...base,
      title: '부산 같은 업종',
      categoryIds: [String(leaves[1])],
      locationSi: '부산광역시',
      locationDo: '해운대구',
    });
    const seoulOther = await create(otherHeaders, {
      ...base,
      title: '서울 다른 업종',
      categoryIds: [String(leaves[2])],
    });
    const farAway = await create(otherHeaders, {
      ...base,
      title: '부산 다른 업종',
      categoryIds: [String(leaves[2])],
      locationSi: '부산광역시',
      locationDo: '해운대구',
    });

    const [leafParent] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, leaves[0]!));
    const byTrade = await graphql(LIST, {
      filter: { categoryIds: [String(leafParent!.parentId)] },
    });
    expect(byTrade.errors).toBeUndefined();
    const titles = (byTrade.data!.portfolios as { nodes: Array<{ title: string }> }).nodes.map(
      (node) => node.title,
    );
    expect(titles).toContain('부산 같은 업종');
    expect(titles).not.toContain('서울 다른 업종');
    const bySigungu = await graphql(LIST, {
      filter: { locationSi: '부산광역시', locationDo: '해운대구' },
    });
    expect(bySigungu.data!.portfolios).toMatchObject({
      totalCount: 2,
      nodes: [{ id: farAway }, { id: busan }],
    });

    const page1 = await graphql(LIST, { paging: { first: 2 } });
    const first = page1.data!.portfolios as {
      totalCount: number;
      nodes: Array<{ id: string }>;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(first.nodes.map((node) => node.id)).toEqual([farAway, seoulOther]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const page2 = await graphql(LIST, { paging: { first: 2, after: first.pageInfo.endCursor } });
    expect((page2.data!.portfolios as { nodes: Array<{ id: string }> }).nodes[0]?.id).toBe(busan);

    const mine = await graphql(MINE, {}, otherHeaders);
    expect(mine.data!.myPortfolios).toMatchObject({ totalCount: 3 });
    await graphql(DELETE, { id: seoulOther }, otherHeaders);
    const after = await graphql(LIST, { paging: { first: 50 } });
    expect(
      (after.data!.portfolios as { nodes: Array<{ id: string }> }).nodes.map((node) => node.id),
    ).not.toContain(seoulOther);
    expect((await graphql(MINE, {}, otherHeaders)).data!.myPortfolios).toMatchObject({
      totalCount: 2,
    });

    // Recommendations: one per company first, newest first, only with photos.
    const recommended = await graphql(RECOMMEND, { first: 2 });
    const picked = recommended.data!.recommendPortfolios as Array<{ company: { id: string } }>;
    expect(new Set(picked.map((item) => item.company.id)).size).toBe(picked.length);
  });

  it('recommends similar work: same trade first, then the same 시/도, each with its reason', async () => {
    const db = setUp.handle.db;
    const maker = await insertCompanyForTest(db, { name: '유사건설' });
    const as = await createAuthHeadersForTest(maker.userId);
    const subject = await create(as, {
      title: '기준',
      categoryIds: [String(leaves[0])],
      locationSi: '대전광역시',
      locationDo: '유성구',
      imageIds: [],
      mainImageId: null,
    });
    const sameRegion = await create(as, {
      title: '대전 다른 업종',
      categoryIds: [String(leaves[2])],
      locationSi: '대전광역시',
      locationDo: '서구',
      imageIds: [],
      mainImageId: null,
    });
    const both = await create(as, {
      title: '대전 같은 업종',
      categoryIds: [String(leaves[1])],
      locationSi: '대전광역시',
      locationDo: '서구',
      imageIds: [],
      mainImageId: null,
    });
    const body = await graphql(SIMILAR, { id: subject, first: 30 });
    expect(body.errors).toBeUndefined();
    const items = body.data!.portfolioRecommendations as Array<{
      reason: string;
      portfolio: { id: string };
    }>;
    expect(items[0]).toEqual({ reason: '같은 업종 · 같은 지역', portfolio: { id: both } });
    const reasons = items.map((item) => item.reason);
    const lastTrade = reasons.lastIndexOf('같은 업종');
    const firstRegionOnly = reasons.indexOf('같은 지역');
    expect(lastTrade).toBeGreaterThan(0);
    expect(firstRegionOnly).toBeGreaterThan(lastTrade);
    expect(items.find((item) => item.portfolio.id === sameRegion)?.reason).toBe('같은 지역');
    expect(items.map((item) => item.portfolio.id)).not.toContain(subject);
  });

  it('keeps favourites idempotent, lists them and forgets deleted portfolios', async () => {
    const id = await create(headers.company, { title: '찜 대상' });
    for (let i = 0; i < 2; i += 1) {
      expect((await graphql(ADD_FAVORITE, { id }, headers.stranger)).data).toEqual({
        addFavoritePortfolio: { id, isFavorite: true },
      });
    }
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => graphql(ADD_FAVORITE, { id }, headers.stranger)),
    );
    expect(raced.every((body) => body.errors === undefined)).toBe(true);
    expect((await graphql(FAVORITES, {}, headers.stranger)).data).toEqual({
      favoritePortfolios: { totalCount: 1, nodes: [{ id, isFavorite: true }] },
    });
    expect((await graphql(ADD_FAVORITE, { id }, headers.company)).errors?.[0]?.message).toBe(
      '내 포트폴리오는 찜할 수 없습니다.',
    );
    expect((await graphql(FAVORITES, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    for (let i = 0; i < 2; i += 1) {
      expect((await graphql(DELETE_FAVORITE, { id }, headers.stranger)).data).toEqual({
        deleteFavoritePortfolio: { id, isFavorite: false },
      });
    }
    await graphql(ADD_FAVORITE, { id }, headers.stranger);
    await graphql(DELETE, { id }, headers.company);
    expect((await graphql(FAVORITES, {}, headers.stranger)).data).toEqual({
      favoritePortfolios: { totalCount: 0, nodes: [] },
    });
    expect((await graphql(ADD_FAVORITE, { id }, headers.stranger)).errors?.[0]?.message).toBe(
      '포트폴리오를 찾을 수 없습니다.',
    );
  });

  it('forgets the portfolios of a company that left: favourites, their count and the detail', async () => {
    const db = setUp.handle.db;
    const leaving = await insertCompanyForTest(db, { name: '떠날건설' });
    const leavingHeaders = await createAuthHeadersForTest(leaving.userId);
    const id = await create(leavingHeaders, {
      title: '떠나는 업체의 공사',
      imageIds: [],
      mainImageId: null,
    });
    await graphql(ADD_FAVORITE, { id }, headers.stranger);
    const counts = '{ me { favoritePortfolioCount } }';
    expect((await graphql(counts, {}, headers.stranger)).data).toEqual({
      me: { favoritePortfolioCount: 1 },
    });

    // Leaving soft-deletes the profile (users/leave); its portfolio rows stay.
    await db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, leaving.profileId));
    expect((await graphql(FAVORITES, {}, headers.stranger)).data).toEqual({
      favoritePortfolios: { totalCount: 0, nodes: [] },
    });
    expect((await graphql(counts, {}, headers.stranger)).data).toEqual({
      me: { favoritePortfolioCount: 0 },
    });
    const detail = await graphql('query($id: ID!) { portfolio(id: $id) { id } }', { id });
    expect(detail.errors?.[0]?.message).toBe('포트폴리오를 찾을 수 없습니다.');
  });

  it('feeds the /company filter and card count from real rows', async () => {
    const db = setUp.handle.db;
    const fresh = await insertCompanyForTest(db, { name: '카운트건설' });
    const as = await createAuthHeadersForTest(fresh.userId);
    const query = `query E($filter: EnterpriseFilterInput) { enterprises(filter: $filter, paging: { first: 100 }) {
      nodes { id portfolioCount } } }`;
    const listed = async () => {
      const body = await graphql(query, {
        filter: { portfolioVisible: true, search: '카운트건설' },
      });
      expect(body.errors).toBeUndefined();
      return (body.data!.enterprises as { nodes: Array<{ id: string; portfolioCount: number }> })
        .nodes;
    };
    expect(await listed()).toEqual([]);
    const id = await create(as, { imageIds: [], mainImageId: null });
    expect(await listed()).toEqual([{ id: String(fresh.profileId), portfolioCount: 1 }]);
    await graphql(DELETE, { id }, as);
    expect(await listed()).toEqual([]);
    const links = await db
      .select({ id: portfolioCategories.id })
      .from(portfolioCategories)
      .where(eq(portfolioCategories.portfolioId, Number(id)));
    expect(links).toHaveLength(1);
  });
});
