import {
  innovationProductLinkClicks,
  innovationProducts,
  notifications,
  type Database,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { approveInnovationProduct, rejectInnovationProduct } from './index';
import { increaseInnovationProductLinkClick } from './innovation-products.service';

const CARD = `id name category designationNumber designationStartDate designationEndDate price
  summary description purchaseUrl companyName company { id } mainImage { id } images { id }
  viewCount linkClickCount reviewState rejectReason isHidden status isMine createdAt`;
const CREATE = `mutation C($data: InnovationProductInput!) { createInnovationProduct(data: $data) { ${CARD} } }`;
const UPDATE = `mutation U($id: ID!, $data: InnovationProductInput!) { updateInnovationProduct(id: $id, data: $data) { ${CARD} } }`;
const HIDE = `mutation H($id: ID!, $isHidden: Boolean!) { setInnovationProductHidden(id: $id, isHidden: $isHidden) { id isHidden status } }`;
const ONE = `query P($id: ID!) { innovationProduct(id: $id) { ${CARD} } }`;
const LIST = `query L($filter: InnovationProductFilter, $sort: InnovationProductSort, $paging: PagingInput) {
  innovationProducts(filter: $filter, sort: $sort, paging: $paging) {
    totalCount nodes { id name linkClickCount } pageInfo { hasNextPage endCursor } } }`;
const MINE = `query M($paging: PagingInput) { myInnovationProducts(paging: $paging) { totalCount nodes { id status rejectReason } } }`;
const FEATURED = `{ featuredInnovationProducts { id } }`;
const CLICK = `mutation K($id: ID!) { increaseInnovationProductLinkClick(id: $id) }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
};

/** Signed-in members who only click (the mall is for members). */
async function createClickersForTest(db: Database, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const user = await insertUserForTest(db, `clicker-${i}`);
      return { userId: user.id, headers: await createAuthHeadersForTest(user.id) };
    }),
  );
}

describe('innovation products', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));
  let company: CompanyForTest;
  let other: CompanyForTest;
  let engineer: CompanyForTest;
  let member: CompanyForTest;
  const headers = {} as Record<'company' | 'other' | 'engineer' | 'member', Record<string, string>>;
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
      name: '저소음 방음벽 패널',
      category: 'BUILDING_MATERIAL',
      designationNumber: '2025-혁신-0142',
      designationStartDate: '2025-01-01',
      designationEndDate: '2099-12-31',
      price: 185_000,
      summary: '도심 공사장 소음을 10dB 줄이는 조립식 패널',
      description: '알루미늄 흡음재와 재생 플라스틱 프레임',
      purchaseUrl: 'https://shop.example.co.kr/panel',
      imageIds: images.slice(0, 2),
      mainImageId: images[1],
      ...overrides,
    };
  }

  async function create(
    as: Record<string, string>,
    overrides: Record<string, unknown> = {},
  ): Promise<string> {
    const body = await graphql(CREATE, { data: validData(overrides) }, as);
    expect(body.errors).toBeUndefined();
    return (body.data!.createInnovationProduct as { id: string }).id;
  }

  async function createApproved(overrides: Record<string, unknown> = {}): Promise<string> {
    const id = await create(headers.company, overrides);
    await approveInnovationProduct({ db: setUp.handle.db }, id);
    return id;
  }

  async function listedIds(variables: Record<string, unknown> = {}): Promise<string[]> {
    const body = await graphql(LIST, { paging: { first: 100 }, ...variables });
    expect(body.errors).toBeUndefined();
    return (body.data!.innovationProducts as { nodes: Array<{ id: string }> }).nodes.map(
      (node) => node.id,
    );
  }

  async function countRows(): Promise<number> {
    return (await setUp.handle.db.select({ id: innovationProducts.id }).from(innovationProducts))
      .length;
  }

  beforeAll(async () => {
    const db = setUp.handle.db;
    company = await insertCompanyForTest(db, { name: '혁신소재' });
    other = await insertCompanyForTest(db, { name: '다른건설', type: 'PRIVATE_BUSINESS' });
    engineer = await insertCompanyForTest(db, { name: '혁신기술자', type: 'ENGINEER' });
    member = await insertCompanyForTest(db, { name: '의뢰인', type: 'CONSUMER' });
    headers.company = await createAuthHeadersForTest(company.userId);
    headers.other = await createAuthHeadersForTest(other.userId);
    headers.engineer = await createAuthHeadersForTest(engineer.userId);
    headers.member = await createAuthHeadersForTest(member.userId);
    images = [];
    for (let i = 0; i < 3; i += 1) {
      images.push(await uploadImageForTest(setUp.server, headers.company));
    }
  });

  it('refuses every invalid product in Korean and changes nothing', async () => {
    const othersUpload = await uploadImageForTest(setUp.server, headers.other);
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, '제품명을 입력해 주세요.'],
      [{ name: '가'.repeat(61) }, '제품명은 60자 이하로 입력해 주세요.'],
      [{ designationNumber: '' }, '혁신제품 지정번호를 입력해 주세요.'],
      [{ price: -1 }, '가격은 0원 이상으로 입력해 주세요.'],
      [
        { purchaseUrl: 'javascript:alert(1)' },
        '구매 페이지 주소는 http:// 또는 https://로 시작하는 웹 주소로 입력해 주세요.',
      ],
      [{ designationEndDate: '2024-12-31' }, '지정 종료일은 시작일과 같거나 이후로 선택해 주세요.'],
      [{ summary: '' }, '한 줄 소개를 입력해 주세요.'],
      [
        { imageIds: Array.from({ length: 11 }, (_, i) => String(i + 1)), mainImageId: null },
        '사진은 10장까지 올릴 수 있습니다.',
      ],
      [{ imageIds: [othersUpload], mainImageId: null }, '사진을 다시 올려 주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const body = await graphql(CREATE, { data: validData(overrides) }, headers.company);
      expect(body.errors?.[0]?.extensions?.code, message).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe(message);
    }
    for (const as of [headers.engineer, headers.member]) {
      const body = await graphql(CREATE, { data: validData() }, as);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe(
        '혁신제품은 사업자 회원(법인, 개인 사업자)만 등록할 수 있습니다.',
      );
    }
    const anonymous = await graphql(CREATE, { data: validData() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await countRows()).toBe(before);
  });

  it('keeps a new product to its owner until an operator approves it, then lists it', async () => {
    const created = await graphql(CREATE, { data: validData() }, headers.company);
    expect(created.errors).toBeUndefined();
    const product = created.data!.createInnovationProduct as Record<string, unknown>;
    expect(product).toMatchObject({
      reviewState: 'PENDING',
      status: 'PENDING',
      isMine: true,
      companyName: '혁신소재',
      mainImage: { id: images[1] },
      images: [{ id: images[0] }, { id: images[1] }],
      price: 185_000,
    });
    const id = product.id as string;
    expect(await listedIds()).not.toContain(id);
    for (const as of [undefined, headers.other]) {
      const body = await graphql(ONE, { id }, as);
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(body.errors?.[0]?.message).toBe('혁신제품을 찾을 수 없습니다.');
    }
    const own = await graphql(ONE, { id }, headers.company);
    expect(own.data!.innovationProduct).toMatchObject({ id, status: 'PENDING', viewCount: 0 });

    await approveInnovationProduct({ db: setUp.handle.db }, id);
    expect(await listedIds()).toContain(id);
    const seen = await graphql(ONE, { id }, headers.other);
    expect(seen.data!.innovationProduct).toMatchObject({ status: 'LISTED', viewCount: 1 });
    const featured = await graphql(FEATURED, {});
    expect((featured.data!.featuredInnovationProducts as Array<{ id: string }>)[0]?.id).toBe(id);

    // The owner hears about it, through the notification queue.
    await setUp.server.drainJobs();
    const [notice] = await setUp.handle.db
      .select({
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
      })
      .from(notifications)
      .where(eq(notifications.userId, company.userId));
    expect(notice).toEqual({
      title: '혁신제품이 승인되었습니다',
      message: '저소음 방음벽 패널이 승인되어 지정 기간 동안 혁신제품몰에 보입니다.',
      url: `/mall/${id}`,
    });
    // A second decision on a decided product is refused.
    await expect(approveInnovationProduct({ db: setUp.handle.db }, id)).rejects.toThrow(
      '심사 중인 혁신제품만 승인하거나 반려할 수 있습니다.',
    );

    // An edit goes back to review, so it leaves the mall until approved again.
    const edited = await graphql(
      UPDATE,
      { id, data: validData({ name: '저소음 방음벽 패널 2세대' }) },
      headers.company,
    );
    expect(edited.data!.updateInnovationProduct).toMatchObject({ status: 'PENDING' });
    expect(await listedIds()).not.toContain(id);
  });

  it('refuses with a reason the owner reads', async () => {
    const id = await create(headers.company, { name: '스마트 안전모 센서' });
    await expect(rejectInnovationProduct({ db: setUp.handle.db }, id, ' ')).rejects.toThrow(
      '반려 사유를 입력해 주세요.',
    );
    await rejectInnovationProduct({ db: setUp.handle.db }, id, '지정서 사본의 번호와 다릅니다.');
    const mine = await graphql(MINE, { paging: { first: 100 } }, headers.company);
    const nodes = (mine.data!.myInnovationProducts as { nodes: Array<Record<string, unknown>> })
      .nodes;
    expect(nodes.find((node) => node.id === id)).toEqual({
      id,
      status: 'REJECTED',
      rejectReason: '지정서 사본의 번호와 다릅니다.',
    });
    expect(await listedIds()).not.toContain(id);
    await setUp.server.drainJobs();
    const rows = await setUp.handle.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, company.userId), eq(notifications.relationId, Number(id))),
      );
    expect(rows).toEqual([{ title: '혁신제품 심사 결과 안내' }]);
  });

  it('tells the owner of an approval even when they edit before the notice is sent', async () => {
    const id = await create(headers.company, { name: '곧바로 고친 제품' });
    await approveInnovationProduct({ db: setUp.handle.db }, id);
    // Edited (back to 심사 중) before the queue ran: the decision still reaches the owner.
    const edited = await graphql(
      UPDATE,
      { id, data: validData({ name: '곧바로 고친 제품 v2' }) },
      headers.company,
    );
    expect(edited.data!.updateInnovationProduct).toMatchObject({ status: 'PENDING' });
    await setUp.server.drainJobs();
    const rows = await setUp.handle.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, company.userId), eq(notifications.relationId, Number(id))),
      );
    expect(rows).toEqual([{ title: '혁신제품이 승인되었습니다' }]);
  });

  it('lets the owner alone hide and show a product', async () => {
    const id = await createApproved();
    const stranger = await graphql(HIDE, { id, isHidden: true }, headers.other);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await listedIds()).toContain(id);

    const hidden = await graphql(HIDE, { id, isHidden: true }, headers.company);
    expect(hidden.data!.setInnovationProductHidden).toEqual({
      id,
      isHidden: true,
      status: 'HIDDEN',
    });
    expect(await listedIds()).not.toContain(id);
    expect((await graphql(ONE, { id }, headers.other)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await graphql(ONE, { id }, headers.company)).data!.innovationProduct).toMatchObject({
      status: 'HIDDEN',
    });
    const shown = await graphql(HIDE, { id, isHidden: false }, headers.company);
    expect(shown.data!.setInnovationProductHidden).toMatchObject({ status: 'LISTED' });
    expect(await listedIds()).toContain(id);
  });

  it('lists a product only within its designation period', async () => {
    const ended = await createApproved({
      designationStartDate: '2020-01-01',
      designationEndDate: '2021-12-31',
    });
    const future = await createApproved({
      designationStartDate: '2098-01-01',
      designationEndDate: '2099-12-31',
    });
    const listed = await listedIds();
    expect(listed).not.toContain(ended);
    expect(listed).not.toContain(future);
    expect((await graphql(ONE, { id: ended }, headers.other)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await graphql(ONE, { id: ended }, headers.company)).data!.innovationProduct,
    ).toMatchObject({ status: 'OUT_OF_PERIOD' });
  });

  it('filters by category and words, sorts by clicks, and pages with cursors', async () => {
    const safety = await createApproved({
      name: '스마트 안전모 센서',
      category: 'SAFETY',
      summary: '추락·충격을 감지해 관리자에게 알리는 안전모',
    });
    const eco = await createApproved({
      name: '저탄소 순환골재 블록',
      category: 'ENVIRONMENT',
      summary: '폐콘크리트를 재활용한 보도블록',
    });
    expect(await listedIds({ filter: { category: 'SAFETY' } })).toEqual([safety]);
    expect(await listedIds({ filter: { search: '순환골재' } })).toEqual([eco]);
    expect(await listedIds({ filter: { search: '100%_' } })).toEqual([]);

    // POPULAR: the most clicked first.
    const clickers = await createClickersForTest(setUp.handle.db, 2);
    for (const clicker of clickers) await graphql(CLICK, { id: eco }, clicker.headers);
    await graphql(CLICK, { id: safety }, clickers[0]!.headers);
    const popular = await listedIds({ sort: 'POPULAR' });
    expect(popular.slice(0, 2)).toEqual([eco, safety]);

    // Paging: two at a time, no product twice, the same set as one page.
    const all = await listedIds();
    const paged: string[] = [];
    let after: string | null = null;
    for (;;) {
      const body = await graphql(LIST, { paging: { first: 2, after } });
      const page = body.data!.innovationProducts as {
        nodes: Array<{ id: string }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
      paged.push(...page.nodes.map((node) => node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(all);
    // A cursor of one sort is refused under the other.
    const first = await graphql(LIST, { paging: { first: 1 } });
    const cursor = (first.data!.innovationProducts as { pageInfo: { endCursor: string } }).pageInfo
      .endCursor;
    const mixed = await graphql(LIST, { sort: 'POPULAR', paging: { first: 1, after: cursor } });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts 구매하러 가기 once per member per day, under 100 parallel clicks', async () => {
    const id = await createApproved({ name: '클릭 세기 제품' });
    const sameMember = await Promise.all(
      Array.from({ length: 100 }, () => graphql(CLICK, { id }, headers.member)),
    );
    expect(sameMember.every((body) => body.errors === undefined)).toBe(true);
    expect(sameMember.map((body) => body.data!.increaseInnovationProductLinkClick)).toEqual(
      Array.from({ length: 100 }, () => 1),
    );

    const clickers = await createClickersForTest(setUp.handle.db, 100);
    const manyMembers = await Promise.all(
      clickers.map((clicker) => graphql(CLICK, { id }, clicker.headers)),
    );
    expect(manyMembers.every((body) => body.errors === undefined)).toBe(true);
    const [row] = await setUp.handle.db
      .select({ count: innovationProducts.linkClickCount })
      .from(innovationProducts)
      .where(eq(innovationProducts.id, Number(id)));
    expect(row!.count).toBe(101);
    const clicks = await setUp.handle.db
      .select({ id: innovationProductLinkClicks.id })
      .from(innovationProductLinkClicks)
      .where(eq(innovationProductLinkClicks.innovationProductId, Number(id)));
    expect(clicks).toHaveLength(101);

    // The owner's own clicks count nothing; a visitor is asked to log in and counts nothing.
    const byOwner = await graphql(CLICK, { id }, headers.company);
    expect(byOwner.data!.increaseInnovationProductLinkClick).toBe(101);
    const anonymous = await graphql(CLICK, { id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const pending = await create(headers.company, { name: '심사 중 제품' });
    const notListed = await graphql(CLICK, { id: pending }, headers.member);
    expect(notListed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [after] = await setUp.handle.db
      .select({ count: innovationProducts.linkClickCount })
      .from(innovationProducts)
      .where(eq(innovationProducts.id, Number(id)));
    expect(after!.count).toBe(101);
  });

  it('counts the next Korean day again', async () => {
    const id = await createApproved({ name: '다음 날 클릭 제품' });
    const ctx = {
      db: setUp.handle.db,
      viewer: { isAuthenticated: true as const, userId: member.userId, role: 'USER' as const },
    };
    // 23:59 and 00:01 in Seoul are two days; 14:59Z and 15:01Z are those moments.
    expect(
      await increaseInnovationProductLinkClick(ctx, id, new Date('2026-05-01T14:59:00Z')),
    ).toBe(1);
    expect(
      await increaseInnovationProductLinkClick(ctx, id, new Date('2026-05-01T14:59:30Z')),
    ).toBe(1);
    expect(
      await increaseInnovationProductLinkClick(ctx, id, new Date('2026-05-01T15:01:00Z')),
    ).toBe(2);
  });
});

describe('POST /dev/innovation-products/review', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'reference' }), {
    env: { DEV_TOOLS: 'true' },
  });

  function review(body: unknown) {
    return fetch(`${app.server.url}/dev/innovation-products/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it("stands in for the back office's approval and refusal", async () => {
    const company = await insertCompanyForTest(app.handle.db, { name: '개발소재' });
    const [row] = await app.handle.db
      .insert(innovationProducts)
      .values({
        userId: company.userId,
        profileId: company.profileId,
        name: '개발용 제품',
        designationNumber: '2025-혁신-9999',
        designationStartDate: '2025-01-01',
        designationEndDate: '2099-12-31',
      })
      .returning({ id: innovationProducts.id });
    const id = String(row!.id);
    const wrong = await review({ id, decision: 'MAYBE' });
    expect(wrong.status).toBe(400);
    const approved = await review({ id, decision: 'APPROVE' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ id, decision: 'APPROVE' });
    const again = await review({ id, decision: 'REJECT', reason: '중복' });
    expect(await again.json()).toEqual({
      error: {
        code: 'BAD_USER_INPUT',
        message: '심사 중인 혁신제품만 승인하거나 반려할 수 있습니다.',
      },
    });
    expect((await fetch(`${app.server.url}/dev/innovation-products/review`)).status).toBe(404);
  });
});
