import {
  announcements,
  eventActions,
  rateLimitHits,
  users,
  visitorLogs,
  visitorMetas,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertAnnouncementForTest } from '../../testing/announcements.repository';
import {
  insertCompanyForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { createVisitorJobHandlers } from './visitors.jobs';

const CREATE_META = `mutation M($input: VisitorMetaInput!) { createVisitorMeta(input: $input) }`;
const LOG = `mutation L($input: VisitorLogInput!) { logVisitor(input: $input) }`;
const LINK = `mutation K($input: VisitorLinkInput!) { linkVisitorToUser(input: $input) { visitorId userId isLinked } }`;
const REPORT = `query R($from: String!, $to: String!) { visitorCampaignReport(from: $from, to: $to) {
  utmSource utmMedium utmCampaign firstVisitCount signupCount publishedRequestCount } }`;
const LANDING = 'https://gongsa.example/?utm_source=naver&utm_medium=cpc&utm_campaign=spring';

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

describe('visitors', () => {
  const setUp = setUpTestServer(() => createTestDatabase(), {
    env: { VISITOR_WRITES_MAX_PER_IP: '40', DEV_TOOLS: 'true' },
  });
  let member: { id: number };
  let memberHeaders: Record<string, string>;
  let strangerHeaders: Record<string, string>;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    const db = setUp.handle.db;
    member = await insertUserForTest(db, 'visitor-member');
    const stranger = await insertUserForTest(db, 'visitor-stranger');
    const admin = await insertUserForTest(db, 'visitor-admin', { role: 'ADMIN' });
    memberHeaders = await createAuthHeadersForTest(member.id);
    strangerHeaders = await createAuthHeadersForTest(stranger.id);
    adminHeaders = await createAuthHeadersForTest(admin.id);
  });

  async function graphql(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Body> {
    const { body } = await setUp.server.graphql(query, { variables, headers });
    return body as Body;
  }

  async function readMeta(visitorId: string) {
    const [row] = await setUp.handle.db
      .select()
      .from(visitorMetas)
      .where(eq(visitorMetas.visitorId, visitorId));
    return row ?? null;
  }

  function readLogs(visitorId: string) {
    return setUp.handle.db
      .select()
      .from(visitorLogs)
      .where(eq(visitorLogs.visitorId, visitorId))
      .orderBy(asc(visitorLogs.id));
  }

  describe('createVisitorMeta', () => {
    it('keeps the first call: a second one, with other values, changes nothing', async () => {
      const visitorId = randomUUID();
      const first = await graphql(CREATE_META, {
        input: {
          visitorId,
          utmSource: 'naver',
          utmMedium: 'cpc',
          utmCampaign: 'spring',
          firstLandingUrl: LANDING,
        },
      });
      expect(first).toEqual({ data: { createVisitorMeta: visitorId } });
      const second = await graphql(CREATE_META, {
        input: { visitorId, utmSource: 'google', firstLandingUrl: 'https://gongsa.example/bid' },
      });
      expect(second).toEqual({ data: { createVisitorMeta: visitorId } });

      const rows = await setUp.handle.db
        .select()
        .from(visitorMetas)
        .where(eq(visitorMetas.visitorId, visitorId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        utmSource: 'naver',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        firstLandingUrl: LANDING,
        userId: null,
      });
    });

    it('stores one row when the same first visit arrives 20 times at once', async () => {
      const visitorId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          graphql(
            CREATE_META,
            {
              input: {
                visitorId,
                utmCampaign: `c${index}`,
                firstLandingUrl: `https://gongsa.example/?utm_campaign=c${index}`,
              },
            },
            memberHeaders,
          ),
        ),
      );
      expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
      const rows = await setUp.handle.db
        .select({ utmCampaign: visitorMetas.utmCampaign, url: visitorMetas.firstLandingUrl })
        .from(visitorMetas)
        .where(eq(visitorMetas.visitorId, visitorId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.url).toBe(`https://gongsa.example/?utm_campaign=${rows[0]!.utmCampaign}`);
    });

    it('refuses a malformed visitor id, a long utm value or a long or odd address, in Korean, storing nothing', async () => {
      const visitorId = randomUUID();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ visitorId: 'not-a-uuid', firstLandingUrl: LANDING }, '방문자 ID가 올바르지 않습니다.'],
        [
          { visitorId, utmSource: 'n'.repeat(201), firstLandingUrl: LANDING },
          'utm 값은 200자까지 보낼 수 있습니다.',
        ],
        [
          { visitorId, firstLandingUrl: `https://gongsa.example/${'a'.repeat(2030)}` },
          '주소는 2,048자까지 보낼 수 있습니다.',
        ],
        [
          { visitorId, firstLandingUrl: 'javascript:alert(1)' },
          '주소는 http:// 또는 https://로 시작해야 합니다.',
        ],
        [{ visitorId, firstLandingUrl: '' }, '처음 방문한 주소를 보내 주세요.'],
      ];
      for (const [input, message] of cases) {
        const answer = await graphql(CREATE_META, { input });
        expect(answer.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      expect(await readMeta(visitorId)).toBeNull();
      // 200 characters and 2,048 characters are allowed.
      const fits = await graphql(CREATE_META, {
        input: {
          visitorId,
          utmSource: 'n'.repeat(200),
          firstLandingUrl: `https://gongsa.example/${'a'.repeat(2048 - 23)}`,
        },
      });
      expect(fits.errors).toBeUndefined();
      expect((await readMeta(visitorId))?.firstLandingUrl).toHaveLength(2048);
    });
  });

  describe('logVisitor', () => {
    it('stores a row per visit, with the member when logged in and the request user agent when none is sent', async () => {
      const visitorId = randomUUID().toUpperCase();
      const stored = visitorId.toLowerCase();
      const anonymous = await graphql(LOG, {
        input: {
          visitorId,
          utmSource: 'naver',
          utmMedium: 'cpc',
          utmCampaign: 'spring',
          refererUrl: 'https://search.naver.com/search.naver',
          userAgent: `Mozilla/5.0 ${'x'.repeat(600)}`,
        },
      });
      expect(anonymous).toEqual({ data: { logVisitor: stored } });
      const logged = await graphql(LOG, { input: { visitorId } }, memberHeaders);
      expect(logged).toEqual({ data: { logVisitor: stored } });

      const logs = await readLogs(stored);
      expect(logs).toHaveLength(2);
      expect(logs[0]).toMatchObject({
        utmSource: 'naver',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        refererUrl: 'https://search.naver.com/search.naver',
        userId: null,
      });
      expect(logs[0]!.userAgent).toHaveLength(512);
      expect(logs[1]).toMatchObject({
        utmSource: null,
        refererUrl: null,
        userId: member.id,
      });
      // The test client's own User-Agent header (light-my-request's default or none at all).
      expect(logs[1]!.userAgent === null || logs[1]!.userAgent.length > 0).toBe(true);
    });

    it('refuses a visitor beyond the budget of their address, in Korean, and stores nothing more', async () => {
      const db = setUp.handle.db;
      // Another test's hits of this address must not count: start from an empty budget.
      await db.delete(rateLimitHits).where(like(rateLimitHits.key, 'visitor:ip:%'));
      const visitorId = randomUUID();
      for (let index = 0; index < 40; index += 1) {
        const answer = await graphql(LOG, { input: { visitorId } });
        expect(answer.errors).toBeUndefined();
      }
      const refused = await graphql(LOG, { input: { visitorId } });
      expect(refused.errors?.[0]).toMatchObject({
        message: '방문 기록 요청이 너무 많습니다. 10분 후 다시 시도해 주세요.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      const meta = await graphql(CREATE_META, { input: { visitorId, firstLandingUrl: LANDING } });
      expect(meta.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(await readLogs(visitorId)).toHaveLength(40);
      // A member's budget is their own, not their address's.
      const asMember = await graphql(LOG, { input: { visitorId } }, memberHeaders);
      expect(asMember.errors).toBeUndefined();
      await db.delete(rateLimitHits).where(like(rateLimitHits.key, 'visitor:ip:%'));
    });
  });

  it('shows the browser tests what one visitor stored (DEV_TOOLS only)', async () => {
    const visitorId = randomUUID();
    await graphql(CREATE_META, {
      input: { visitorId, utmSource: 'naver', firstLandingUrl: LANDING },
    });
    await graphql(LOG, { input: { visitorId, utmSource: 'naver' } }, memberHeaders);
    const response = await fetch(
      `${setUp.server.url}/dev/visitors?visitorId=${visitorId.toUpperCase()}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      meta: { utmSource: 'naver', firstLandingUrl: LANDING, userId: null, linkedAt: null },
      logs: [{ utmSource: 'naver', userId: String(member.id) }],
    });
  });

  describe('linkVisitorToUser', () => {
    it('links the visitor to the member who asks, once', async () => {
      const visitorId = randomUUID();
      await graphql(CREATE_META, {
        input: { visitorId, utmSource: 'naver', firstLandingUrl: LANDING },
      });
      const input = { visitorId, userId: String(member.id) };
      const first = await graphql(LINK, { input }, memberHeaders);
      expect(first).toEqual({
        data: { linkVisitorToUser: { visitorId, userId: String(member.id), isLinked: true } },
      });
      const linkedAt = (await readMeta(visitorId))!.linkedAt;
      expect(linkedAt).toBeInstanceOf(Date);
      // Again: the same answer, the first link's time.
      expect(await graphql(LINK, { input }, memberHeaders)).toEqual(first);
      expect(await readMeta(visitorId)).toMatchObject({
        userId: member.id,
        linkedAt,
        utmSource: 'naver',
      });
    });

    it("refuses a visitor and a stranger who name someone else's account, linking nothing", async () => {
      const visitorId = randomUUID();
      await graphql(CREATE_META, { input: { visitorId, firstLandingUrl: LANDING } });
      const input = { visitorId, userId: String(member.id) };
      const anonymous = await graphql(LINK, { input });
      expect(anonymous.errors?.[0]).toMatchObject({
        message: '로그인이 필요합니다.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const stranger = await graphql(LINK, { input }, strangerHeaders);
      expect(stranger.errors?.[0]).toMatchObject({
        message: '내 계정에만 방문 기록을 연결할 수 있습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
      const badId = await graphql(LINK, { input: { visitorId, userId: 'x' } }, memberHeaders);
      expect(badId.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const badVisitor = await graphql(
        LINK,
        { input: { visitorId: 'abc', userId: String(member.id) } },
        memberHeaders,
      );
      expect(badVisitor.errors?.[0]).toMatchObject({
        message: '방문자 ID가 올바르지 않습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await readMeta(visitorId)).toMatchObject({ userId: null, linkedAt: null });
    });

    it('keeps the first link when another member logs in on the same browser', async () => {
      const visitorId = randomUUID();
      await graphql(CREATE_META, { input: { visitorId, firstLandingUrl: LANDING } });
      await graphql(LINK, { input: { visitorId, userId: String(member.id) } }, memberHeaders);
      const other = await insertUserForTest(setUp.handle.db, 'visitor-second');
      const second = await graphql(
        LINK,
        { input: { visitorId, userId: String(other.id) } },
        await createAuthHeadersForTest(other.id),
      );
      expect(second).toEqual({
        data: { linkVisitorToUser: { visitorId, userId: String(other.id), isLinked: false } },
      });
      expect((await readMeta(visitorId))?.userId).toBe(member.id);
    });

    it('links a visitor whose first visit was not saved yet, and the first visit that follows fills it in', async () => {
      const visitorId = randomUUID();
      const linked = await graphql(
        LINK,
        { input: { visitorId, userId: String(member.id) } },
        memberHeaders,
      );
      expect(linked.errors).toBeUndefined();
      expect(await readMeta(visitorId)).toMatchObject({ userId: member.id, firstLandingUrl: null });
      await graphql(CREATE_META, {
        input: { visitorId, utmSource: 'kakao', firstLandingUrl: LANDING },
      });
      await graphql(CREATE_META, {
        input: { visitorId, utmSource: 'google', firstLandingUrl: 'https://gongsa.example/' },
      });
      expect(await readMeta(visitorId)).toMatchObject({
        userId: member.id,
        utmSource: 'kakao',
        firstLandingUrl: LANDING,
      });
    });
  });

  describe('visitorCampaignReport', () => {
    it('counts first visits, sign-ups and published requests by campaign, each account once, in Seoul days', async () => {
      const db = setUp.handle.db;
      // Inside 2026-03-01 … 2026-03-31 (KST): 2026-03-01 00:00 KST is 2026-02-28 15:00 UTC.
      const inside = new Date('2026-02-28T15:00:00Z');
      const lastMoment = new Date('2026-03-31T14:59:59Z');
      const before = new Date('2026-02-28T14:59:59Z');
      const after = new Date('2026-03-31T15:00:00Z');

      async function signUp(
        label: string,
        joinedAt: Date,
        metas: Array<{ campaign: string | null; at: Date }>,
      ): Promise<CompanyForTest> {
        const account = await insertCompanyForTest(db, { type: 'CONSUMER', name: label });
        await db.update(users).set({ joinedAt }).where(eq(users.id, account.userId));
        for (const meta of metas) {
          await db.insert(visitorMetas).values({
            visitorId: randomUUID(),
            utmSource: meta.campaign ? 'naver' : null,
            utmMedium: meta.campaign ? 'cpc' : null,
            utmCampaign: meta.campaign,
            firstLandingUrl: LANDING,
            userId: account.userId,
            linkedAt: meta.at,
            createdAt: meta.at,
          });
        }
        return account;
      }
      async function publish(account: CompanyForTest, at: Date) {
        const { id } = await insertAnnouncementForTest(db, account);
        await db.update(announcements).set({ createdAt: at }).where(eq(announcements.id, id));
      }

      // Two browsers: the earlier visit (spring) is the account's campaign, not the later (summer).
      const kim = await signUp('김봄', inside, [
        { campaign: 'summer', at: new Date('2026-03-05T00:00:00Z') },
        { campaign: 'spring', at: new Date('2026-02-20T00:00:00Z') },
      ]);
      await publish(kim, lastMoment);
      await publish(kim, new Date('2026-03-10T00:00:00Z'));
      await publish(kim, after);
      const lee = await signUp('이봄', lastMoment, [
        { campaign: 'spring', at: new Date('2026-03-02T00:00:00Z') },
      ]);
      await publish(lee, inside);
      // No linked visit: the row without a campaign.
      const park = await signUp('박직접', new Date('2026-03-15T00:00:00Z'), []);
      await publish(park, new Date('2026-03-15T01:00:00Z'));
      // Outside the range on both sides.
      const early = await signUp('최이른', before, [{ campaign: 'spring', at: before }]);
      await publish(early, before);
      await signUp('정늦은', after, [{ campaign: 'spring', at: after }]);
      // An anonymous first visit of the campaign in the range.
      await db.insert(visitorMetas).values({
        visitorId: randomUUID(),
        utmSource: 'naver',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        firstLandingUrl: LANDING,
        createdAt: new Date('2026-03-20T00:00:00Z'),
      });
      // An operator's account is no sign-up.
      await db.update(users).set({ joinedAt: inside }).where(eq(users.role, 'ADMIN'));
      // Everyone else the other tests created joined now, outside March 2026.

      const answer = await graphql(REPORT, { from: '2026-03-01', to: '2026-03-31' }, adminHeaders);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.visitorCampaignReport).toEqual([
        {
          utmSource: 'naver',
          utmMedium: 'cpc',
          utmCampaign: 'spring',
          // lee's visit (03-02) and the anonymous one; kim's spring visit was in February.
          firstVisitCount: 2,
          signupCount: 2,
          publishedRequestCount: 3,
        },
        {
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          firstVisitCount: 0,
          signupCount: 1,
          publishedRequestCount: 1,
        },
        {
          utmSource: 'naver',
          utmMedium: 'cpc',
          utmCampaign: 'summer',
          firstVisitCount: 1,
          signupCount: 0,
          publishedRequestCount: 0,
        },
      ]);
    });

    it('answers operators only and refuses a malformed or reversed period in Korean', async () => {
      const variables = { from: '2026-03-01', to: '2026-03-31' };
      expect((await graphql(REPORT, variables)).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await graphql(REPORT, variables, memberHeaders)).errors?.[0]).toMatchObject({
        message: '관리자만 사용할 수 있습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
      const cases: Array<[Record<string, string>, string]> = [
        [{ from: '2026-02-30', to: '2026-03-31' }, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.'],
        [{ from: '3월 1일', to: '2026-03-31' }, '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.'],
        [{ from: '2026-04-01', to: '2026-03-31' }, '시작일은 종료일보다 늦을 수 없습니다.'],
        [{ from: '2025-01-01', to: '2026-03-31' }, '기간은 최대 366일까지 조회할 수 있습니다.'],
      ];
      for (const [range, message] of cases) {
        expect((await graphql(REPORT, range, adminHeaders)).errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
    });
  });

  it('deletes visit logs, recorded actions and unlinked first visits older than 13 months, and keeps linked ones', async () => {
    const db = setUp.handle.db;
    const now = new Date('2027-06-15T00:00:00Z');
    const old = new Date('2026-05-14T23:59:59Z');
    const kept = new Date('2026-05-15T00:00:01Z');
    const [oldVisitor, keptVisitor, linkedVisitor] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(visitorLogs).values([
      { visitorId: oldVisitor, createdAt: old },
      { visitorId: keptVisitor, createdAt: kept },
    ]);
    await db.insert(visitorMetas).values([
      { visitorId: oldVisitor, firstLandingUrl: LANDING, createdAt: old },
      { visitorId: keptVisitor, firstLandingUrl: LANDING, createdAt: kept },
      { visitorId: linkedVisitor, firstLandingUrl: LANDING, createdAt: old, userId: member.id },
    ]);
    await db.insert(eventActions).values([
      { slug: 'banner:1', actionType: 'CLICK', visitorId: oldVisitor, createdAt: old },
      { slug: 'banner:1', actionType: 'CLICK', visitorId: keptVisitor, createdAt: kept },
    ]);
    const handlers = createVisitorJobHandlers({ now: () => now });
    await handlers['visitors.deleteExpired'].run(
      {},
      { db, jobId: 'test', retryCount: 0, logger: createLogger({ level: 'silent' }) },
    );
    expect(await readLogs(oldVisitor)).toEqual([]);
    expect(await readLogs(keptVisitor)).toHaveLength(1);
    expect(await readMeta(oldVisitor)).toBeNull();
    expect(await readMeta(keptVisitor)).not.toBeNull();
    expect(await readMeta(linkedVisitor)).not.toBeNull();
    // Recorded actions (recordEventAction) carry a visitor id too: kept as long as the logs.
    const actions = await db
      .select({ visitorId: eventActions.visitorId })
      .from(eventActions)
      .where(inArray(eventActions.visitorId, [oldVisitor, keptVisitor]));
    expect(actions).toEqual([{ visitorId: keptVisitor }]);
  });
});
