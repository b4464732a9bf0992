import {
  categories,
  criGrades,
  enterpriseCredits,
  licenses,
  profileCategories,
  profileLicenses,
  profiles,
  syncProfileCategoryIds,
  toNameSearchColumns,
  users,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { getChoseong, haversineKm, type ProfileType } from '@gongsa/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { startTestServer, type TestServer } from '../../testing/test-server';

type Card = {
  id: string;
  uniqueId: string;
  type: ProfileType;
  companyName: string | null;
  progress: number;
  rating: number;
  reviewCount: number;
  portfolioCount: number;
  si: string | null;
  sigungu: string | null;
  distance: number | null;
  mainCategoryPath: string[];
  licenseNames: string[];
  cri: { id: string; name: string } | null;
  logoImg: { url: string } | null;
};

type EnterpriseConnection = {
  totalCount: number;
  edges: { cursor: string; node: Card }[];
  nodes: Card[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
};

const CARD_FIELDS = `id uniqueId type companyName progress rating reviewCount portfolioCount si sigungu
  distance mainCategoryPath licenseNames cri { id name } logoImg { url }`;

const ENTERPRISES = `query Enterprises(
  $filter: EnterpriseFilterInput, $sort: String, $paging: PagingInput, $categoryIds: [ID!],
  $deviceLocation: DeviceLocationInput, $orderType: OrderType
) {
  enterprises(filter: $filter, sort: $sort, paging: $paging, categoryIds: $categoryIds,
    deviceLocation: $deviceLocation, orderType: $orderType) {
    totalCount
    edges { cursor node { id } }
    nodes { ${CARD_FIELDS} }
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
  }
}`;

const GANGNAM = { latitude: 37.4979, longitude: 127.0276 };
const MAPO = { latitude: 37.5663, longitude: 126.9019 };
const HAEUNDAE = { latitude: 35.1631, longitude: 129.1635 };
const SUWON = { latitude: 37.2636, longitude: 127.0286 };
const EOK = 100_000_000;
const MANWON = 10_000;
const FILLER_COUNT = 25;

type CompanySeed = {
  name: string;
  type?: ProfileType;
  uniqueId?: string;
  progress?: number;
  rating?: number;
  reviewCount?: number;
  portfolioCount?: number;
  latestSalesAmount?: number | null;
  mainBusinessPrice?: number | null;
  si?: string | null;
  sigungu?: string | null;
  location?: { latitude: number; longitude: number } | null;
  categoryIds?: number[];
  mainCategoryId?: number | null;
  licenseIds?: number[];
  criGradeId?: number | null;
  isView?: boolean;
  /** Written the way leaving does: user and profile soft-deleted together. */
  hasLeft?: boolean;
  credit?: { publicAmount: number | null; privateAmount: number | null };
};

describe('enterprises, enterprisesByIds and recommendEnterprises', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let serial = 0;
  const ids: Record<string, number> = {};
  const uniqueIds: Record<string, string> = {};
  let rebarLeafId: number;
  let concreteLeafId: number;
  let rebarTradeId: number;
  let specialtyGroupId: number;
  let generalLeafId: number;
  let generalLeafName: string;
  let firstLicense: { id: number; name: string };
  let topCri: { id: number; name: string };
  let viewerHeaders: Record<string, string>;
  let busanViewerHeaders: Record<string, string>;
  let consumerHeaders: Record<string, string>;

  async function createUser(hasLeft = false): Promise<number> {
    serial += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        email: `company-${serial}@gongsa.test`,
        nickname: `업체${serial}`,
        ...(hasLeft ? { state: 'LEFT' as const, deletedAt: new Date() } : {}),
      })
      .returning({ id: users.id });
    return user!.id;
  }

  async function createCompany(seed: CompanySeed): Promise<{ id: number; userId: number }> {
    const userId = await createUser(seed.hasLeft);
    serial += 1;
    const uniqueId = seed.uniqueId ?? `TST${String(serial).padStart(6, '0')}`;
    const [profile] = await database.db
      .insert(profiles)
      .values({
        userId,
        type: seed.type ?? 'CORPORATION',
        uniqueId,
        companyName: seed.name,
        ...toNameSearchColumns(seed.name),
        progress: seed.progress ?? 10,
        rating: seed.rating ?? 0,
        reviewCount: seed.reviewCount ?? 0,
        portfolioCount: seed.portfolioCount ?? 0,
        latestSalesAmount: seed.latestSalesAmount ?? null,
        mainBusinessPrice: seed.mainBusinessPrice ?? null,
        si: seed.si ?? null,
        sigungu: seed.sigungu ?? null,
        latitude: seed.location?.latitude ?? null,
        longitude: seed.location?.longitude ?? null,
        mainCategoryId: seed.mainCategoryId ?? null,
        criGradeId: seed.criGradeId ?? null,
        isView: seed.hasLeft ? false : (seed.isView ?? true),
        deletedAt: seed.hasLeft ? new Date() : null,
      })
      .returning({ id: profiles.id });
    const profileId = profile!.id;
    if (seed.categoryIds?.length) {
      await database.db
        .insert(profileCategories)
        .values(seed.categoryIds.map((categoryId) => ({ profileId, categoryId })));
      await syncProfileCategoryIds(database.db, [profileId]);
    }
    if (seed.licenseIds?.length) {
      await database.db
        .insert(profileLicenses)
        .values(seed.licenseIds.map((licenseId) => ({ profileId, licenseId })));
    }
    if (seed.credit) {
      await database.db.insert(enterpriseCredits).values({ profileId, ...seed.credit });
    }
    ids[seed.name] = profileId;
    uniqueIds[seed.name] = uniqueId;
    return { id: profileId, userId };
  }

  async function findCategoryId(name: string): Promise<number> {
    const [row] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, name))
      .orderBy(asc(categories.id))
      .limit(1);
    return row!.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
    server = await startTestServer({ db: database.db });

    rebarLeafId = await findCategoryId('철근공사');
    concreteLeafId = await findCategoryId('콘크리트 타설');
    rebarTradeId = await findCategoryId('철근·콘크리트');
    specialtyGroupId = await findCategoryId('전문공사');
    const generalGroupId = await findCategoryId('종합공사');
    const [generalTrade] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, generalGroupId))
      .orderBy(asc(categories.priority))
      .limit(1);
    const [generalLeaf] = await database.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.parentId, generalTrade!.id))
      .orderBy(asc(categories.priority))
      .limit(1);
    generalLeafId = generalLeaf!.id;
    generalLeafName = generalLeaf!.name;
    const [license] = await database.db
      .select({ id: licenses.id, name: licenses.name })
      .from(licenses)
      .orderBy(asc(licenses.priority))
      .limit(1);
    firstLicense = license!;
    const [cri] = await database.db
      .select({ id: criGrades.id, name: criGrades.name })
      .from(criGrades)
      .orderBy(asc(criGrades.priority))
      .limit(1);
    topCri = cri!;

    await createCompany({
      name: '대한철근건설',
      uniqueId: 'DHC123456',
      progress: 90,
      rating: 4.8,
      reviewCount: 12,
      portfolioCount: 3,
      latestSalesAmount: 30 * EOK,
      mainBusinessPrice: 3000 * MANWON,
      si: '서울특별시',
      sigungu: '서울특별시 강남구',
      location: GANGNAM,
      categoryIds: [rebarLeafId],
      mainCategoryId: rebarLeafId,
      licenseIds: [license!.id],
      criGradeId: cri!.id,
      credit: { publicAmount: 5 * EOK, privateAmount: 0 },
    });
    await createCompany({
      name: '한빛인테리어',
      type: 'PRIVATE_BUSINESS',
      progress: 70,
      rating: 4.2,
      reviewCount: 5,
      latestSalesAmount: 5 * EOK,
      mainBusinessPrice: 800 * MANWON,
      si: '서울특별시',
      sigungu: '서울특별시 마포구',
      location: MAPO,
      categoryIds: [generalLeafId],
      credit: { publicAmount: null, privateAmount: 2 * EOK },
    });
    await createCompany({
      name: '철도종합건설',
      type: 'ENGINEER',
      progress: 50,
      rating: 3.5,
      reviewCount: 1,
      portfolioCount: 10,
      si: '부산광역시',
      sigungu: '부산광역시 해운대구',
      location: HAEUNDAE,
      categoryIds: [concreteLeafId],
    });
    await createCompany({
      name: '철강산업',
      progress: 90,
      portfolioCount: 1,
      latestSalesAmount: 600 * EOK,
      si: '경기도',
      sigungu: '경기도 수원시',
      location: SUWON,
    });
    await createCompany({ name: '철근소비자', type: 'CONSUMER', progress: 100, rating: 5 });
    await createCompany({ name: '철근숨김건설', isView: false, progress: 100 });
    await createCompany({ name: '철근탈퇴건설', hasLeft: true, progress: 100 });
    for (let index = 1; index <= FILLER_COUNT; index += 1) {
      await createCompany({
        name: `가나다건설${String(index).padStart(2, '0')}`,
        progress: 10,
        rating: (index % 5) + 0.5,
        reviewCount: index % 7,
      });
    }

    const viewer = await createCompany({
      name: '마포철근',
      categoryIds: [rebarLeafId],
      si: '서울특별시',
      sigungu: '서울특별시 마포구',
      location: MAPO,
      isView: false,
    });
    viewerHeaders = await createAuthHeadersForTest(viewer.userId);
    const busanViewer = await createCompany({
      name: '부산관람',
      location: HAEUNDAE,
      isView: false,
    });
    busanViewerHeaders = await createAuthHeadersForTest(busanViewer.userId);
    consumerHeaders = await createAuthHeadersForTest(await createUser());
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const LISTED_COUNT = 4 + FILLER_COUNT;

  async function listEnterprises(
    variables: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<EnterpriseConnection> {
    const { body } = await server.graphql<{ enterprises: EnterpriseConnection }>(ENTERPRISES, {
      variables: { paging: { first: 100 }, ...variables },
      headers,
    });
    expect(body.errors).toBeUndefined();
    return body.data!.enterprises;
  }

  async function listNames(variables: Record<string, unknown>): Promise<string[]> {
    const connection = await listEnterprises(variables);
    expect(connection.totalCount).toBe(connection.nodes.length);
    return connection.nodes.map((node) => node.companyName!);
  }

  async function expectError(variables: Record<string, unknown>, message: string) {
    const { body } = await server.graphql(ENTERPRISES, { variables });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(body.data ?? null).toBeNull();
  }

  it('lists only visible businesses of members who have not left, with their card fields', async () => {
    const connection = await listEnterprises({});
    expect(connection.totalCount).toBe(LISTED_COUNT);
    const names = connection.nodes.map((node) => node.companyName);
    for (const hidden of ['철근소비자', '철근숨김건설', '철근탈퇴건설', '마포철근', '부산관람']) {
      expect(names).not.toContain(hidden);
    }
    expect(connection.nodes.some((node) => node.type === 'CONSUMER')).toBe(false);

    const rebar = connection.nodes.find((node) => node.companyName === '대한철근건설');
    expect(rebar).toMatchObject({
      uniqueId: 'DHC123456',
      type: 'CORPORATION',
      rating: 4.8,
      reviewCount: 12,
      portfolioCount: 3,
      si: '서울특별시',
      sigungu: '서울특별시 강남구',
      distance: null,
      mainCategoryPath: ['전문공사', '철근·콘크리트', '철근공사'],
      licenseNames: [firstLicense.name],
      cri: { id: String(topCri.id), name: topCri.name },
      logoImg: null,
    });
    const interior = connection.nodes.find((node) => node.companyName === '한빛인테리어');
    expect(interior).toMatchObject({ mainCategoryPath: [], licenseNames: [], cri: null });
  });

  describe('sorting', () => {
    it("'1' 추천순 (default): profile progress, then rating, then newest id", async () => {
      const nodes = (await listEnterprises({})).nodes;
      expect(nodes.slice(0, 4).map((node) => node.companyName)).toEqual([
        '대한철근건설',
        '철강산업',
        '한빛인테리어',
        '철도종합건설',
      ]);
      for (let index = 1; index < nodes.length; index += 1) {
        const [before, after] = [nodes[index - 1]!, nodes[index]!];
        const order =
          Math.sign(before.progress - after.progress) ||
          Math.sign(before.rating - after.rating) ||
          Math.sign(Number(before.id) - Number(after.id));
        expect(order).toBe(1);
      }
      expect((await listEnterprises({ sort: '1' })).nodes).toEqual(nodes);
    });

    it("'2' 평점순: rating, then review count", async () => {
      const nodes = (await listEnterprises({ sort: '2' })).nodes;
      expect(nodes[0]!.companyName).toBe('대한철근건설');
      for (let index = 1; index < nodes.length; index += 1) {
        const [before, after] = [nodes[index - 1]!, nodes[index]!];
        const order =
          Math.sign(before.rating - after.rating) ||
          Math.sign(before.reviewCount - after.reviewCount) ||
          Math.sign(Number(before.id) - Number(after.id));
        expect(order).toBe(1);
      }
    });

    it("'3' 리뷰 많은순 and '4' 포트폴리오 많은순", async () => {
      const byReviews = (await listEnterprises({ sort: '3' })).nodes;
      expect(byReviews[0]!.companyName).toBe('대한철근건설');
      const reviewCounts = byReviews.map((node) => node.reviewCount);
      expect(reviewCounts).toEqual([...reviewCounts].sort((a, b) => b - a));

      const byPortfolios = (await listEnterprises({ sort: '4' })).nodes;
      expect(byPortfolios.slice(0, 3).map((node) => node.companyName)).toEqual([
        '철도종합건설',
        '대한철근건설',
        '철강산업',
      ]);
    });

    it("'5' 매출액순: latest sales, companies without figures last", async () => {
      const names = await listNames({ sort: '5' });
      expect(names.slice(0, 3)).toEqual(['철강산업', '대한철근건설', '한빛인테리어']);
      expect(names).toHaveLength(LISTED_COUNT);
    });

    it("'6' 거리순 from the device location, companies without a location last", async () => {
      const nodes = (await listEnterprises({ sort: '6', deviceLocation: GANGNAM })).nodes;
      expect(nodes.slice(0, 4).map((node) => node.companyName)).toEqual([
        '대한철근건설',
        '한빛인테리어',
        '철강산업',
        '철도종합건설',
      ]);
      expect(nodes[0]!.distance).toBe(0);
      expect(nodes[1]!.distance).toBe(Math.round(haversineKm(GANGNAM, MAPO)));
      expect(nodes[3]!.distance).toBe(Math.round(haversineKm(GANGNAM, HAEUNDAE)));
      expect(nodes.slice(4).every((node) => node.distance === null)).toBe(true);
    });

    it('measures each list of one request from its own device location', async () => {
      const { body } = await server.graphql<{
        gangnam: { nodes: Array<{ companyName: string; distance: number | null }> };
        haeundae: { nodes: Array<{ companyName: string; distance: number | null }> };
      }>(
        `query Two($a: DeviceLocationInput, $b: DeviceLocationInput) {
          gangnam: enterprises(sort: "6", deviceLocation: $a, paging: { first: 1 }) {
            nodes { companyName distance } }
          haeundae: enterprises(sort: "6", deviceLocation: $b, paging: { first: 1 }) {
            nodes { companyName distance } }
        }`,
        { variables: { a: GANGNAM, b: HAEUNDAE } },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.gangnam.nodes).toEqual([{ companyName: '대한철근건설', distance: 0 }]);
      expect(body.data?.haeundae.nodes).toEqual([{ companyName: '철도종합건설', distance: 0 }]);
    });

    it("'6' 거리순 from the viewer's own company address, and an error without any location", async () => {
      const nodes = (await listEnterprises({ sort: '6' }, busanViewerHeaders)).nodes;
      expect(nodes[0]).toMatchObject({ companyName: '철도종합건설', distance: 0 });
      await expectError({ sort: '6' }, '거리순 정렬에는 위치 정보가 필요합니다.');
    });

    it('refuses an unknown sort order', async () => {
      await expectError({ sort: '9' }, '정렬 기준이 올바르지 않습니다.');
    });
  });

  describe('cursor pagination', () => {
    it('walks every sort order page by page without gaps or repeats', async () => {
      for (const [sort, extra] of [
        ['1', {}],
        ['2', {}],
        ['3', {}],
        ['4', {}],
        ['5', {}],
        ['6', { deviceLocation: SUWON }],
      ] as const) {
        const all = (await listEnterprises({ sort, ...extra })).nodes.map((node) => node.id);
        const first = await listEnterprises({ sort, ...extra, paging: { first: 12 } });
        expect(first.totalCount).toBe(LISTED_COUNT);
        expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
        expect(first.pageInfo.startCursor).toBe(first.edges[0]!.cursor);
        const second = await listEnterprises({
          sort,
          ...extra,
          paging: { first: 12, after: first.pageInfo.endCursor },
        });
        expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
        const last = await listEnterprises({
          sort,
          ...extra,
          paging: { first: 12, after: second.pageInfo.endCursor },
        });
        expect(last.nodes).toHaveLength(LISTED_COUNT - 24);
        expect(last.pageInfo.hasNextPage).toBe(false);
        const walked = [...first.nodes, ...second.nodes, ...last.nodes].map((node) => node.id);
        expect(walked).toEqual(all);

        const previous = await listEnterprises({
          sort,
          ...extra,
          paging: { last: 12, before: last.pageInfo.startCursor },
        });
        expect(previous.nodes.map((node) => node.id)).toEqual(second.nodes.map((node) => node.id));
      }
    });

    it('answers a bad cursor and a too large page in Korean', async () => {
      await expectError(
        { paging: { first: 10, after: 'not-a-cursor' } },
        '페이지 정보가 올바르지 않습니다. 목록을 새로 고침해 주세요.',
      );
      await expectError({ paging: { first: 101 } }, '한 번에 최대 100개까지 조회할 수 있습니다.');
    });

    it('serves the "더 보기" query without totalCount, and counts when totalCount is asked for', async () => {
      const all = await listEnterprises({ paging: { first: 100 } });
      const more = await server.graphql<{
        enterprises: Pick<EnterpriseConnection, 'nodes' | 'pageInfo'>;
      }>(
        `query More($paging: PagingInput) {
          enterprises(paging: $paging) { nodes { id companyName } pageInfo { endCursor hasNextPage } }
        }`,
        { variables: { paging: { first: 10, after: all.edges[4]!.cursor } } },
      );
      expect(more.body.errors).toBeUndefined();
      expect(more.body.data!.enterprises).not.toHaveProperty('totalCount');
      expect(more.body.data!.enterprises.nodes).toEqual(
        all.nodes.slice(5, 15).map((node) => ({ id: node.id, companyName: node.companyName })),
      );
      expect(more.body.data!.enterprises.pageInfo.hasNextPage).toBe(true);

      const counted = await server.graphql<{
        all: { totalCount: number };
        rebar: { totalCount: number; nodes: { companyName: string }[] };
      }>(
        `query Counted($categoryIds: [ID!]) {
          all: enterprises(paging: { first: 1 }) { ...Total }
          rebar: enterprises(categoryIds: $categoryIds) { ... on EnterpriseConnection { totalCount }
            nodes { companyName } }
        }
        fragment Total on EnterpriseConnection { totalCount }`,
        { variables: { categoryIds: [String(rebarTradeId)] } },
      );
      expect(counted.body.errors).toBeUndefined();
      expect(counted.body.data!.all.totalCount).toBe(LISTED_COUNT);
      expect(counted.body.data!.rebar.totalCount).toBe(2);
      expect(counted.body.data!.rebar.nodes).toHaveLength(2);
    });

    it('reads the capped count with a card page: first, filtered, backward and past the end', async () => {
      type Capped = {
        enterprises: Pick<EnterpriseConnection, 'nodes' | 'pageInfo'> & {
          totalCountCapped: { count: number; isCapped: boolean };
        };
      };
      const cardPage = (variables: Record<string, unknown>) =>
        server.graphql<Capped>(
          `query Cards($paging: PagingInput, $categoryIds: [ID!], $sort: String) {
            enterprises(paging: $paging, categoryIds: $categoryIds, sort: $sort) {
              totalCountCapped { count isCapped }
              nodes { ${CARD_FIELDS} }
              pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
            }
          }`,
          { variables },
        );
      const all = await listEnterprises({ sort: '2' });
      const first = await cardPage({ sort: '2', paging: { first: 5 } });
      expect(first.body.errors).toBeUndefined();
      expect(first.body.data!.enterprises.totalCountCapped).toEqual({
        count: LISTED_COUNT,
        isCapped: false,
      });
      expect(first.body.data!.enterprises.nodes).toEqual(all.nodes.slice(0, 5));

      const rebar = await cardPage({ categoryIds: [String(rebarTradeId)], paging: { first: 1 } });
      expect(rebar.body.data!.enterprises.totalCountCapped.count).toBe(2);
      expect(rebar.body.data!.enterprises.nodes).toHaveLength(1);

      const backward = await cardPage({
        sort: '2',
        paging: { last: 3, before: all.edges[10]!.cursor },
      });
      expect(backward.body.data!.enterprises.nodes).toEqual(all.nodes.slice(7, 10));
      expect(backward.body.data!.enterprises.totalCountCapped.count).toBe(LISTED_COUNT);

      // An empty page reads no rows to carry the count: it is counted on its own.
      const pastEnd = await cardPage({
        sort: '2',
        paging: { first: 5, after: all.edges.at(-1)!.cursor },
      });
      expect(pastEnd.body.errors).toBeUndefined();
      expect(pastEnd.body.data!.enterprises.nodes).toEqual([]);
      expect(pastEnd.body.data!.enterprises.totalCountCapped.count).toBe(LISTED_COUNT);
    });

    it('still answers Profile fields beyond the card (info, isCompleted) for listed nodes', async () => {
      const { body } = await server.graphql<{
        enterprises: {
          edges: {
            node: {
              companyName: string;
              isCompleted: boolean;
              info: { mainBusinessPrice: number | null; mainCategory: { id: string } | null };
            };
          }[];
        };
      }>(
        `query Full($filter: EnterpriseFilterInput) {
          enterprises(filter: $filter) { edges { node { companyName isCompleted ...Info } } }
        }
        fragment Info on Profile {
          info { ... on CompanyInfo { mainBusinessPrice mainCategory { id } } }
        }`,
        { variables: { filter: { search: 'DHC123456' } } },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.enterprises.edges).toEqual([
        {
          node: {
            companyName: '대한철근건설',
            isCompleted: expect.any(Boolean),
            info: { mainBusinessPrice: 3000 * MANWON, mainCategory: { id: String(rebarLeafId) } },
          },
        },
      ]);
    });
  });

  describe('search', () => {
    it('finds a company by its unique number, in any case', async () => {
      expect(await listNames({ filter: { search: ' dhc123456 ' } })).toEqual(['대한철근건설']);
      expect(await listNames({ filter: { search: 'DHC999999' } })).toEqual([]);
    });

    it('matches one, two and three or more syllables of the name', async () => {
      expect(await listNames({ filter: { search: '빛' } })).toEqual(['한빛인테리어']);
      expect(await listNames({ filter: { search: '철근' } })).toEqual(['대한철근건설']);
      expect(await listNames({ filter: { search: '인테리' } })).toEqual(['한빛인테리어']);
      expect(await listNames({ filter: { search: '대한 건설' } })).toEqual(['대한철근건설']);
      expect(await listNames({ filter: { search: '%' } })).toEqual([]);
    });

    it('matches 초성 queries of one, two and more initials', async () => {
      expect(await listNames({ filter: { search: 'ㅊㄱ' } })).toEqual(['대한철근건설', '철강산업']);
      expect(await listNames({ filter: { search: 'ㅊㄱㄱ ㅅ' } })).toEqual(['대한철근건설']);
      const single = await listNames({ filter: { search: 'ㅎ' } });
      expect(single).toEqual(
        expect.arrayContaining(['대한철근건설', '한빛인테리어', '철도종합건설']),
      );
      for (const name of single) expect(getChoseong(name)).toContain('ㅎ');
    });

    it('refuses a keyword over 50 characters', async () => {
      await expectError(
        { filter: { search: '가'.repeat(51) } },
        '검색어는 50자 이하로 입력해 주세요.',
      );
    });
  });

  describe('filters', () => {
    it('expands a category of any depth to everything under it', async () => {
      expect(await listNames({ categoryIds: [String(rebarLeafId)] })).toEqual(['대한철근건설']);
      const trade = await listNames({ categoryIds: [String(rebarTradeId)] });
      expect(trade.sort()).toEqual(['대한철근건설', '철도종합건설'].sort());
      const group = await listNames({ categoryIds: [String(specialtyGroupId)] });
      expect(group.sort()).toEqual(['대한철근건설', '철도종합건설'].sort());
      const mixed = await listNames({
        categoryIds: [String(generalLeafId), String(concreteLeafId)],
      });
      expect(mixed.sort()).toEqual(['철도종합건설', '한빛인테리어'].sort());
      expect(generalLeafName).not.toBe('');
    });

    it('filters by licence, credit grade, sales band and price band', async () => {
      expect(await listNames({ filter: { licenseIds: [String(firstLicense.id)] } })).toEqual([
        '대한철근건설',
      ]);
      expect(await listNames({ filter: { criIds: [String(topCri.id)] } })).toEqual([
        '대한철근건설',
      ]);
      expect(await listNames({ filter: { salesAmounts: ['OVER_10_LESSTHEN_50'] } })).toEqual([
        '대한철근건설',
      ]);
      const bands = await listNames({ filter: { salesAmounts: ['LESSTHEN_10', 'OVER_500'] } });
      expect(bands.sort()).toEqual(['철강산업', '한빛인테리어'].sort());
      // 3,000만원 is the lower bound of 3,000만원 이상 ~ 5,000만원 미만.
      expect(await listNames({ filter: { priceRanges: ['OVER_3000_LESSTHEN_5000'] } })).toEqual([
        '대한철근건설',
      ]);
      expect(await listNames({ filter: { priceRanges: ['OVER_1000_LESSTHEN_3000'] } })).toEqual([]);
      expect(await listNames({ filter: { priceRanges: ['OVER_500_LESSTHEN_1000'] } })).toEqual([
        '한빛인테리어',
      ]);
    });

    it('filters by statistics ranges (several = any), region, portfolios and order type', async () => {
      expect(await listNames({ filter: { statRanges: ['REVIEW_10'] } })).toEqual(['대한철근건설']);
      const either = await listNames({
        filter: { statRanges: ['REVIEW_5', 'RATING_4'], search: '건설' },
      });
      expect(either).toEqual(
        expect.arrayContaining(['대한철근건설', ...either.filter((name) => name.startsWith('가'))]),
      );
      expect(either).not.toContain('철도종합건설');
      const seoul = await listNames({ filter: { locations: ['서울특별시'] } });
      expect(seoul.sort()).toEqual(['대한철근건설', '한빛인테리어'].sort());
      const districts = await listNames({
        filter: { locations: ['서울특별시 강남구', '부산광역시'] },
      });
      expect(districts.sort()).toEqual(['대한철근건설', '철도종합건설'].sort());
      const withPortfolio = await listNames({ filter: { portfolioVisible: true } });
      expect(withPortfolio.sort()).toEqual(['대한철근건설', '철강산업', '철도종합건설'].sort());
      expect(await listNames({ orderType: 'PUBLIC' })).toEqual(['대한철근건설']);
      expect(await listNames({ orderType: 'PRIVATE' })).toEqual(['한빛인테리어']);
      const combined = await listNames({
        filter: { locations: ['서울특별시'], statRanges: ['RATING_4_5'] },
        categoryIds: [String(specialtyGroupId)],
      });
      expect(combined).toEqual(['대한철근건설']);
    });

    it('answers malformed filters with Korean messages', async () => {
      await expectError(
        { filter: { salesAmounts: ['BOGUS'] } },
        '알 수 없는 매출액 구간입니다: BOGUS',
      );
      await expectError(
        { filter: { priceRanges: ['DAILY_WORK'] } },
        '알 수 없는 금액 구간입니다: DAILY_WORK',
      );
      await expectError({ filter: { statRanges: ['X'] } }, '알 수 없는 통계 구간입니다: X');
      await expectError({ filter: { licenseIds: ['abc'] } }, '면허 정보가 올바르지 않습니다.');
      await expectError({ categoryIds: ['-1'] }, '업종 정보가 올바르지 않습니다.');
      await expectError(
        { filter: { criIds: Array.from({ length: 51 }, (_, index) => String(index + 1)) } },
        '신용등급은 최대 50개까지 선택할 수 있습니다.',
      );
      await expectError(
        { deviceLocation: { latitude: 91, longitude: 0 } },
        '위치 정보가 올바르지 않습니다.',
      );
    });
  });

  describe('enterprisesByIds', () => {
    const QUERY = `query ByIds($ids: [ID!]!) { enterprisesByIds(ids: $ids) { id companyName rating } }`;

    it('returns listed companies in the order asked, skipping unknown and unlisted ids', async () => {
      const { body } = await server.graphql<{
        enterprisesByIds: { id: string; companyName: string }[];
      }>(QUERY, {
        variables: {
          ids: [
            ids['철강산업'],
            ids['대한철근건설'],
            999999,
            ids['철근소비자'],
            ids['철강산업'],
          ].map(String),
        },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data!.enterprisesByIds.map((profile) => profile.companyName)).toEqual([
        '철강산업',
        '대한철근건설',
      ]);
    });

    it('refuses more than 100 ids and malformed ones', async () => {
      const tooMany = await server.graphql(QUERY, {
        variables: { ids: Array.from({ length: 101 }, (_, index) => String(index + 1)) },
      });
      expect(tooMany.body.errors?.[0]?.message).toBe('한 번에 최대 100개까지 조회할 수 있습니다.');
      const malformed = await server.graphql(QUERY, { variables: { ids: ['x'] } });
      expect(malformed.body.errors?.[0]?.message).toBe('업체 정보가 올바르지 않습니다.');
    });
  });

  describe('recommendEnterprises', () => {
    const QUERY = `query Recommend($first: Int) {
      recommendEnterprises(first: $first) { reason profile { id companyName } }
    }`;
    type Recommendation = { reason: string; profile: { id: string; companyName: string } };

    async function recommend(headers: Record<string, string>, first?: number) {
      const { body } = await server.graphql<{ recommendEnterprises: Recommendation[] }>(QUERY, {
        variables: { first },
        headers,
      });
      expect(body.errors).toBeUndefined();
      return body.data!.recommendEnterprises;
    }

    it("matches the viewer's trades and region first, each with a reason", async () => {
      const recommendations = await recommend(viewerHeaders, 5);
      expect(recommendations).toHaveLength(5);
      expect(recommendations[0]).toEqual({
        reason: '관심 업종 철근공사를 시공해요',
        profile: { id: String(ids['대한철근건설']), companyName: '대한철근건설' },
      });
      expect(recommendations[1]).toEqual({
        reason: '같은 지역(서울특별시 마포구) 업체예요',
        profile: { id: String(ids['한빛인테리어']), companyName: '한빛인테리어' },
      });
      const names = recommendations.map((recommendation) => recommendation.profile.companyName);
      expect(names).not.toContain('마포철근');
      for (const recommendation of recommendations.slice(2)) {
        expect(recommendation.reason).toMatch(/^(리뷰 \d+개 · 평점 \d\.\d|포트폴리오 \d+개)/);
      }
    });

    it('gives a viewer without a company profile active companies with an activity reason', async () => {
      const recommendations = await recommend(consumerHeaders);
      expect(recommendations).toHaveLength(10);
      expect(recommendations[0]).toEqual({
        reason: '리뷰 12개 · 평점 4.8',
        profile: { id: String(ids['대한철근건설']), companyName: '대한철근건설' },
      });
    });

    it('requires login', async () => {
      const { body } = await server.graphql(QUERY);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  it('keeps the companies found by name in step with profile rows (choseong stored)', async () => {
    const [row] = await database.db
      .select({ choseong: profiles.choseong })
      .from(profiles)
      .where(and(eq(profiles.id, ids['대한철근건설']!)));
    expect(row).toEqual({ choseong: 'ㄷㅎㅊㄱㄱㅅ' });
  });
});
