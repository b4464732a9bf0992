import { financialInfoUnlocks, pointHistories, userPoints } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertCompanyForTest,
  insertFinancialSubscriptionForTest,
  insertOtherSubscriptionForTest,
  insertFinancialsForTest,
  insertUserForTest,
  setPointsForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { startTestServer, type TestServer } from '../../testing/test-server';

const COST = 100;

const FINANCIAL = `query F($id: ID!) {
  financial(profileId: $id, confirmPayment: true) {
    profileId publicAmount privateAmount evaluatedAt cri { name }
    salesInfo { salesYear salesAmount salesYoY salesAvg salesAmounts { year amount }
      businessSalesYear businessSalesAmount businessSalesYoY businessSalesAvg }
    financialInfo { columns rows { name list } }
    faultInfo { columns rows { name list } }
    balance { year assets liabilities capitalStock }
    income { year sales operatingProfit netIncome }
  }
}`;
const FINANCIAL_ID =
  'query F($id: ID!) { financial(profileId: $id, confirmPayment: true) { profileId } }';
/** What a page that only means to read sends: it must never charge. */
const FINANCIAL_READ_ONLY = 'query F($id: ID!) { financial(profileId: $id) { profileId } }';
const FREE = `query F($id: ID!) { financialFree(profileId: $id) {
  profileId salesYear salesAmountBandLabel cri { name } financialYearCount hasFaultInfo cost canRead
  isFreeBySubscription } }`;
const PROFILE_FLAGS =
  'query E($id: ID!) { enterprise(id: $id) { id isViewedFinancialInfo canRead } }';
const MY_POINTS = `query P($paging: PagingInput) { myPoints(paging: $paging) {
  totalCount nodes { type reason point balanceAfter targetId } pageInfo { hasNextPage endCursor } } }`;
const MY_POINT_INFO = '{ myPointInfo { nowPoint } }';

describe('financial and credit information', () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let company: CompanyForTest;

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: 'reference' });
    server = await startTestServer({
      db: handle.db,
      env: { FINANCIAL_INFO_COST_POINTS: String(COST), DEV_TOOLS: 'true' },
    });
    company = await insertCompanyForTest(handle.db, { name: '재무건설' });
    await insertFinancialsForTest(handle.db, company.profileId);
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  async function readLedger(userId: number) {
    return handle.db.select().from(pointHistories).where(eq(pointHistories.userId, userId));
  }
  async function readBalance(userId: number) {
    const [wallet] = await handle.db
      .select({ nowPoint: userPoints.nowPoint })
      .from(userPoints)
      .where(eq(userPoints.userId, userId));
    return wallet?.nowPoint ?? 0;
  }

  it('asks an anonymous visitor to log in and shows them only the free summary', async () => {
    const { body } = await server.graphql(FINANCIAL_ID, { variables: { id: company.profileId } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const points = await server.graphql(MY_POINTS);
    expect(points.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const free = await server.graphql(FREE, { variables: { id: company.profileId } });
    expect(free.body).toEqual({
      data: {
        financialFree: {
          profileId: String(company.profileId),
          salesYear: 2024,
          salesAmountBandLabel: '10억 ~ 50억',
          cri: { name: 'A' },
          financialYearCount: 3,
          hasFaultInfo: true,
          cost: COST,
          canRead: false,
          isFreeBySubscription: false,
        },
      },
    });
  });

  it('charges a stranger once, records the unlock and never charges again', async () => {
    const viewer = await insertUserForTest(handle.db, 'viewer');
    await setPointsForTest(handle.db, viewer.id, 250);
    const headers = await createAuthHeadersForTest(viewer.id);

    const unconfirmed = await server.graphql(FINANCIAL_READ_ONLY, {
      variables: { id: company.profileId },
      headers,
    });
    expect(unconfirmed.body.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
    expect(unconfirmed.body.errors?.[0]?.message).toBe(
      `이 업체의 재무·신용 정보는 ${COST}P를 사용해 열람할 수 있습니다.`,
    );
    expect(await readBalance(viewer.id)).toBe(250);

    const before = await server.graphql(PROFILE_FLAGS, {
      variables: { id: company.profileId },
      headers,
    });
    expect(before.body.data).toMatchObject({
      enterprise: { isViewedFinancialInfo: false, canRead: false },
    });

    const first = await server.graphql(FINANCIAL, {
      variables: { id: company.profileId },
      headers,
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toEqual({
      financial: {
        profileId: String(company.profileId),
        publicAmount: 1_200_000_000,
        privateAmount: 800_000_000,
        evaluatedAt: '2025-04-30',
        cri: { name: 'A' },
        salesInfo: {
          salesYear: 2024,
          salesAmount: 3_000_000_000,
          salesYoY: 20,
          salesAvg: 2_500_000_000,
          salesAmounts: [
            { year: 2022, amount: 2_000_000_000 },
            { year: 2023, amount: 2_500_000_000 },
            { year: 2024, amount: 3_000_000_000 },
          ],
          businessSalesYear: 2024,
          businessSalesAmount: 2_200_000_000,
          businessSalesYoY: 10,
          businessSalesAvg: 1_900_000_000,
        },
        financialInfo: {
          columns: ['2022', '2023', '2024'],
          rows: [
            { name: '매출액', list: [2_000_000_000, 2_500_000_000, 3_000_000_000] },
            { name: '영업이익', list: [200_000_000, 250_000_000, 300_000_000] },
            { name: '당기순이익', list: [150_000_000, 180_000_000, 210_000_000] },
            { name: '자산총계', list: [5_000_000_000, 5_500_000_000, 6_000_000_000] },
            { name: '부채총계', list: [2_000_000_000, 2_100_000_000, 2_200_000_000] },
            { name: '자본금', list: [500_000_000, 500_000_000, 600_000_000] },
          ],
        },
        faultInfo: {
          columns: ['처분일', '처분기관', '처분내용', '처분사유'],
          rows: [
            { name: '영업정지', list: ['2023-05-01', '서울특별시', '1개월', '안전관리 미흡'] },
          ],
        },
        balance: [
          {
            year: 2022,
            assets: 5_000_000_000,
            liabilities: 2_000_000_000,
            capitalStock: 500_000_000,
          },
          {
            year: 2023,
            assets: 5_500_000_000,
            liabilities: 2_100_000_000,
            capitalStock: 500_000_000,
          },
          {
            year: 2024,
            assets: 6_000_000_000,
            liabilities: 2_200_000_000,
            capitalStock: 600_000_000,
          },
        ],
        income: [
          {
            year: 2022,
            sales: 2_000_000_000,
            operatingProfit: 200_000_000,
            netIncome: 150_000_000,
          },
          {
            year: 2023,
            sales: 2_500_000_000,
            operatingProfit: 250_000_000,
            netIncome: 180_000_000,
          },
          {
            year: 2024,
            sales: 3_000_000_000,
            operatingProfit: 300_000_000,
            netIncome: 210_000_000,
          },
        ],
      },
    });
    const second = await server.graphql(FINANCIAL_READ_ONLY, {
      variables: { id: company.profileId },
      headers,
    });
    expect(second.body.errors).toBeUndefined();

    expect(await readBalance(viewer.id)).toBe(150);
    const points = await server.graphql(MY_POINTS, { headers });
    expect(points.body.data).toEqual({
      myPoints: {
        totalCount: 1,
        nodes: [
          {
            type: 'USE',
            reason: '재무·신용 정보 열람 (재무건설)',
            point: -COST,
            balanceAfter: 150,
            targetId: String(company.profileId),
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
      },
    });
    const after = await server.graphql(PROFILE_FLAGS, {
      variables: { id: company.profileId },
      headers,
    });
    expect(after.body.data).toMatchObject({
      enterprise: { isViewedFinancialInfo: true, canRead: true },
    });
    const free = await server.graphql(FREE, { variables: { id: company.profileId }, headers });
    expect(free.body.data).toMatchObject({
      financialFree: { canRead: true, isFreeBySubscription: false },
    });
  });

  it('refuses with the balance and the cost when points run short, and changes nothing', async () => {
    const viewer = await insertUserForTest(handle.db, 'poor');
    await setPointsForTest(handle.db, viewer.id, 40);
    const headers = await createAuthHeadersForTest(viewer.id);

    const { body } = await server.graphql(FINANCIAL_ID, {
      variables: { id: company.profileId },
      headers,
    });
    expect(body.errors?.[0]).toMatchObject({
      message: `포인트가 부족합니다. (보유 40P, 필요 ${COST}P)`,
      extensions: { code: 'INSUFFICIENT_POINTS' },
    });
    expect(body.data).toBeNull();
    expect(await readBalance(viewer.id)).toBe(40);
    expect(await readLedger(viewer.id)).toEqual([]);
    const unlocks = await handle.db
      .select()
      .from(financialInfoUnlocks)
      .where(eq(financialInfoUnlocks.userId, viewer.id));
    expect(unlocks).toEqual([]);

    const noWallet = await insertUserForTest(handle.db, 'nowallet');
    const refused = await server.graphql(FINANCIAL_ID, {
      variables: { id: company.profileId },
      headers: await createAuthHeadersForTest(noWallet.id),
    });
    expect(refused.body.errors?.[0]?.message).toBe(`포인트가 부족합니다. (보유 0P, 필요 ${COST}P)`);
  });

  it('lets the owner and a subscriber read free', async () => {
    const ownerHeaders = await createAuthHeadersForTest(company.userId);
    const own = await server.graphql(FINANCIAL_READ_ONLY, {
      variables: { id: company.profileId },
      headers: ownerHeaders,
    });
    expect(own.body.errors).toBeUndefined();
    expect(await readLedger(company.userId)).toEqual([]);
    const mine = await server.graphql('{ myFinancial { profileId salesInfo { salesYear } } }', {
      headers: ownerHeaders,
    });
    expect(mine.body.data).toEqual({
      myFinancial: { profileId: String(company.profileId), salesInfo: { salesYear: 2024 } },
    });

    const subscriber = await insertUserForTest(handle.db, 'subscriber');
    await insertFinancialSubscriptionForTest(handle.db, subscriber.id);
    // A plan record that runs later (an ended one: a member has one open plan at a time, ADR
    // 0029) must not hide the one that grants free reading.
    await insertOtherSubscriptionForTest(handle.db, subscriber.id);
    const headers = await createAuthHeadersForTest(subscriber.id);
    const free = await server.graphql(FREE, { variables: { id: company.profileId }, headers });
    expect(free.body.data).toMatchObject({
      financialFree: { canRead: true, isFreeBySubscription: true },
    });
    const flags = await server.graphql(PROFILE_FLAGS, {
      variables: { id: company.profileId },
      headers,
    });
    expect(flags.body.data).toMatchObject({
      enterprise: { isViewedFinancialInfo: false, canRead: true },
    });
    const read = await server.graphql(FINANCIAL_READ_ONLY, {
      variables: { id: company.profileId },
      headers,
    });
    expect(read.body.errors).toBeUndefined();
    expect(await readLedger(subscriber.id)).toEqual([]);
  });

  it('answers myFinancial with null for a member without a company', async () => {
    const consumer = await insertUserForTest(handle.db, 'consumer');
    const { body } = await server.graphql('{ myFinancial { profileId } }', {
      headers: await createAuthHeadersForTest(consumer.id),
    });
    expect(body).toEqual({ data: { myFinancial: null } });
    const anonymous = await server.graphql('{ myFinancial { profileId } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers NOT_FOUND for a consumer profile or an unknown id', async () => {
    const consumer = await insertCompanyForTest(handle.db, { type: 'CONSUMER' });
    for (const id of [consumer.profileId, 999_999_999, 'abc']) {
      const { body } = await server.graphql(FREE, { variables: { id } });
      expect(body.errors?.[0]).toMatchObject({
        message: '업체 정보를 찾을 수 없습니다.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('charges exactly five of fifty concurrent unlocks when the balance covers five', async () => {
    const viewer = await insertUserForTest(handle.db, 'burst');
    await setPointsForTest(handle.db, viewer.id, COST * 5);
    const headers = await createAuthHeadersForTest(viewer.id);
    const companies: CompanyForTest[] = [];
    for (let index = 0; index < 50; index += 1) {
      companies.push(await insertCompanyForTest(handle.db, { name: `동시건설${index}` }));
    }

    const responses = await Promise.all(
      companies.map((target) =>
        server.graphql(FINANCIAL_ID, { variables: { id: target.profileId }, headers }),
      ),
    );
    const succeeded = responses.filter((response) => !response.body.errors);
    const refused = responses.filter(
      (response) => response.body.errors?.[0]?.extensions?.code === 'INSUFFICIENT_POINTS',
    );
    expect(succeeded).toHaveLength(5);
    expect(refused).toHaveLength(45);
    expect(await readBalance(viewer.id)).toBe(0);
    expect(await readLedger(viewer.id)).toHaveLength(5);
    const unlocks = await handle.db
      .select()
      .from(financialInfoUnlocks)
      .where(eq(financialInfoUnlocks.userId, viewer.id));
    expect(unlocks).toHaveLength(5);
    expect(unlocks.every((unlock) => unlock.pointHistoryId !== null)).toBe(true);
  });

  it('charges once for twenty concurrent unlocks of the same company', async () => {
    const viewer = await insertUserForTest(handle.db, 'same');
    await setPointsForTest(handle.db, viewer.id, COST * 10);
    const headers = await createAuthHeadersForTest(viewer.id);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.graphql(FINANCIAL_ID, { variables: { id: company.profileId }, headers }),
      ),
    );
    expect(responses.every((response) => response.body.errors === undefined)).toBe(true);
    expect(await readBalance(viewer.id)).toBe(COST * 9);
    expect(await readLedger(viewer.id)).toHaveLength(1);
    const unlocks = await handle.db
      .select()
      .from(financialInfoUnlocks)
      .where(
        and(
          eq(financialInfoUnlocks.userId, viewer.id),
          eq(financialInfoUnlocks.profileId, company.profileId),
        ),
      );
    expect(unlocks).toHaveLength(1);
  });

  it('pages the ledger newest first', async () => {
    const viewer = await insertUserForTest(handle.db, 'ledger');
    const headers = await createAuthHeadersForTest(viewer.id);
    for (const point of [100, 200, 300]) {
      const response = await fetch(`${server.url}/dev/points/grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: viewer.email, point }),
      });
      expect(response.status).toBe(200);
    }
    const firstPage = await server.graphql<{
      myPoints: { nodes: Array<{ point: number }>; pageInfo: { endCursor: string } };
    }>(MY_POINTS, { variables: { paging: { first: 2 } }, headers });
    expect(firstPage.body.data?.myPoints).toMatchObject({
      totalCount: 3,
      nodes: [
        { type: 'FREE', reason: '테스트 포인트 지급', point: 300, balanceAfter: 600 },
        { type: 'FREE', point: 200, balanceAfter: 300 },
      ],
      pageInfo: { hasNextPage: true },
    });
    const secondPage = await server.graphql(MY_POINTS, {
      variables: { paging: { first: 2, after: firstPage.body.data!.myPoints.pageInfo.endCursor } },
      headers,
    });
    expect(secondPage.body.data).toMatchObject({
      myPoints: { nodes: [{ point: 100, balanceAfter: 100 }], pageInfo: { hasNextPage: false } },
    });
    const info = await server.graphql(MY_POINT_INFO, { headers });
    expect(info.body.data).toEqual({ myPointInfo: { nowPoint: 600 } });
  });
});

describe('POST /dev/points/grant', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }), {
    env: { DEV_TOOLS: 'true' },
  });

  function grant(body: unknown) {
    return fetch(`${app.server.url}/dev/points/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('adds free points with a ledger row and answers the new balance', async () => {
    const user = await insertUserForTest(app.handle.db, 'grant');
    const first = await grant({ email: user.email.toUpperCase(), point: 500, reason: '이벤트' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ nowPoint: 500 });
    const second = await grant({ email: user.email, point: 250 });
    expect(await second.json()).toEqual({ nowPoint: 750 });

    const ledger = await app.handle.db
      .select({ type: pointHistories.type, reason: pointHistories.reason })
      .from(pointHistories)
      .where(eq(pointHistories.userId, user.id))
      .orderBy(pointHistories.id);
    expect(ledger).toEqual([
      { type: 'FREE', reason: '이벤트' },
      { type: 'FREE', reason: '테스트 포인트 지급' },
    ]);
  });

  it('refuses bad input and unknown accounts in Korean', async () => {
    const bad = await grant({ email: 'x@gongsa.test', point: -5 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'BAD_USER_INPUT', message: '지급할 포인트는 1 이상이어야 합니다.' },
    });
    const unknown = await grant({ email: 'nobody-here@gongsa.test', point: 5 });
    expect(unknown.status).toBe(404);
    const get = await fetch(`${app.server.url}/dev/points/grant`);
    expect(get.status).toBe(404);
  });

  it('refuses what a web page sends (a cross-site form post, a page of our own web)', async () => {
    const user = await insertUserForTest(app.handle.db, 'csrf');
    const webPageHeaders: Array<Record<string, string>> = [
      { 'content-type': 'text/plain', origin: 'https://attacker.example' },
      { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of webPageHeaders) {
      const response = await fetch(`${app.server.url}/dev/points/grant`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: user.email, point: 100 }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: '개발용 주소는 웹 페이지에서 호출할 수 없습니다. (curl 등 도구로 호출하세요)',
        },
      });
    }
    const [wallet] = await app.handle.db
      .select()
      .from(userPoints)
      .where(eq(userPoints.userId, user.id));
    expect(wallet?.nowPoint ?? 0).toBe(0);
  });

  it('does not exist without DEV_TOOLS (npm start)', async () => {
    const plain = await startTestServer({ db: app.handle.db, env: { NODE_ENV: 'development' } });
    try {
      const user = await insertUserForTest(app.handle.db, 'plain');
      const response = await fetch(`${plain.url}/dev/points/grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, point: 100 }),
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({
      db: app.handle.db,
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true',
        ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      },
    });
    try {
      const user = await insertUserForTest(app.handle.db, 'prod');
      const response = await fetch(`${production.url}/dev/points/grant`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, point: 100 }),
      });
      expect(response.status).toBe(404);
      const [wallet] = await app.handle.db
        .select()
        .from(userPoints)
        .where(eq(userPoints.userId, user.id));
      expect(wallet).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});
