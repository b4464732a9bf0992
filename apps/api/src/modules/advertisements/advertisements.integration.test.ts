import { advertisements, banners, eventActions, profiles, categories } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { EVENT_ACTION_MESSAGES, toSeoulDateString } from '@gongsa/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createLogger } from '../../logger';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertAnnouncementForTest } from '../../testing/announcements.repository';
import { insertCompanyForTest, insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { startTestServer } from '../../testing/test-server';
import { findFileById } from '../files';
import { LocalDiskStorage } from '../files/storage/local-disk-storage';
import { AdCounterBuffer } from './ad-counters';
import { seedDemoAdvertisements } from './advertisements.demo';
import { listAdvertisements, listTopBanners } from './advertisements.service';

const ADS = `query { advertisements { id title price tags companyName mainImage { url } images { id } startDate endDate } }`;
const TOP = `query { advertisementsForTop { id title url state location startDate endDate image { url } mobileImage { url } } }`;
const RECORD = `mutation R($slug: String!, $actionType: String!, $visitorId: String) {
  recordEventAction(slug: $slug, actionType: $actionType, visitorId: $visitorId) }`;
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number, now = new Date()) =>
  toSeoulDateString(new Date(now.getTime() + offset * DAY_MS));
const quietLogger = createLogger({ level: 'silent' });

type Db = DatabaseHandle['db'];

async function insertAd(
  db: Db,
  values: Partial<typeof advertisements.$inferInsert> & { title: string },
) {
  const [row] = await db
    .insert(advertisements)
    .values({ isApproved: true, isActive: true, ...values })
    .returning({ id: advertisements.id });
  return row!.id;
}

async function insertBannerRow(
  db: Db,
  values: Partial<typeof banners.$inferInsert> & { title: string },
) {
  const [row] = await db
    .insert(banners)
    .values({ location: 'HOME_TOP', state: 'ACTIVE', url: '/bid', ...values })
    .returning({ id: banners.id });
  return row!.id;
}

async function readAdCounts(db: Db, id: number) {
  const [row] = await db
    .select({ views: advertisements.viewCount, clicks: advertisements.linkClickCount })
    .from(advertisements)
    .where(eq(advertisements.id, id));
  return row!;
}

async function readBannerCounts(db: Db, id: number) {
  const [row] = await db
    .select({ views: banners.viewCount, clicks: banners.clickCount })
    .from(banners)
    .where(eq(banners.id, id));
  return row!;
}

describe('advertisements and top banners: what shows', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }));

  it('answer empty lists on an empty database', async () => {
    const ads = await app.server.graphql(ADS);
    const top = await app.server.graphql(TOP);
    expect(ads.body).toEqual({ data: { advertisements: [] } });
    expect(top.body).toEqual({ data: { advertisementsForTop: [] } });
  });

  it('lists only approved, active, live, in-period items, in a stable order', async () => {
    const db = app.handle.db;
    await insertAd(db, { title: '새 광고', startDate: day(0), endDate: day(10) });
    await insertAd(db, { title: '지난주 광고', startDate: day(-7), endDate: day(0) });
    await insertAd(db, { title: '기간 없는 광고', tags: ['안전', '장비'] });
    await insertAd(db, { title: '미승인', isApproved: false });
    await insertAd(db, { title: '중지', isActive: false });
    await insertAd(db, { title: '끝남', startDate: day(-10), endDate: day(-1) });
    await insertAd(db, { title: '예정', startDate: day(1) });
    await insertAd(db, { title: '삭제', deletedAt: new Date() });

    const { body } = await app.server.graphql<{
      advertisements: Array<{ id: string; title: string; tags: string[] }>;
    }>(ADS);
    expect(body.data?.advertisements.map((ad) => ad.title)).toEqual([
      '새 광고',
      '지난주 광고',
      '기간 없는 광고',
    ]);
    expect(body.data?.advertisements[2]?.tags).toEqual(['안전', '장비']);

    const first = await insertBannerRow(db, { title: '우선 배너', priority: 5 });
    const second = await insertBannerRow(db, {
      title: '둘째 배너',
      startDate: day(0),
      endDate: day(0),
    });
    const third = await insertBannerRow(db, { title: '셋째 배너' });
    await insertBannerRow(db, { title: '준비 배너', state: 'READY' });
    await insertBannerRow(db, { title: '끝난 배너', state: 'ENDED' });
    await insertBannerRow(db, { title: '지난 배너', endDate: day(-1) });
    await insertBannerRow(db, { title: '다른 자리', location: 'MALL_TOP' });
    const top = await app.server.graphql<{ advertisementsForTop: Array<{ id: string }> }>(TOP);
    expect(top.body.data?.advertisementsForTop.map((banner) => Number(banner.id))).toEqual([
      first,
      second,
      third,
    ]);
    const mall = await app.server.graphql<{ advertisementsForTop: Array<{ title: string }> }>(
      `query { advertisementsForTop(location: "MALL_TOP") { title } }`,
    );
    expect(mall.body.data?.advertisementsForTop).toEqual([{ title: '다른 자리' }]);
  });

  it('reads periods as Korean calendar days (00:00 Asia/Seoul is 15:00 UTC)', async () => {
    const db = app.handle.db;
    const adCounters = new AdCounterBuffer(db, quietLogger);
    await db.delete(advertisements);
    await db.delete(banners);
    await insertAd(db, { title: '28일까지', startDate: '2026-11-20', endDate: '2026-11-27' });
    await insertAd(db, { title: '28일부터', startDate: '2026-11-28', endDate: '2026-12-31' });
    await insertBannerRow(db, { title: '28일부터 배너', startDate: '2026-11-28' });
    const titlesAt = async (iso: string) =>
      (await listAdvertisements({ db, adCounters }, null, new Date(iso))).map((ad) => ad.title);
    expect(await titlesAt('2026-11-27T14:59:59Z')).toEqual(['28일까지']);
    expect(await titlesAt('2026-11-27T15:00:00Z')).toEqual(['28일부터']);
    const bannersAt = async (iso: string) =>
      (await listTopBanners({ db, adCounters }, null, new Date(iso))).map((b) => b.title);
    expect(await bannersAt('2026-11-27T14:59:59Z')).toEqual([]);
    expect(await bannersAt('2026-11-27T15:00:00Z')).toEqual(['28일부터 배너']);
  });

  it('refuses a bad first or location in Korean', async () => {
    const tooMany = await app.server.graphql('query { advertisements(first: 21) { id } }');
    expect(tooMany.body.errors?.[0]?.message).toBe('한 번에 1~20개까지 조회할 수 있습니다.');
    const badLocation = await app.server.graphql(
      'query { advertisementsForTop(location: "home top") { id } }',
    );
    expect(badLocation.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badLocation.body.errors?.[0]?.message).toBe(
      '배너 위치는 영문 대문자와 _ 로 40자 이내여야 합니다.',
    );
  });
});

describe('recordEventAction', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }), {
    env: { EVENT_ACTION_MAX_PER_IP: '3' },
  });
  const from = (address: string, headers: Record<string, string> = {}) => ({
    'x-forwarded-for': address,
    ...headers,
  });

  beforeEach(async () => {
    await app.handle.db.delete(eventActions);
  });

  it('records anonymous and signed-in actions against a slug', async () => {
    const user = await insertUserForTest(app.handle.db, 'event');
    const anonymous = await app.server.graphql(RECORD, {
      variables: { slug: 'home.signup-cta', actionType: 'VIEW', visitorId: 'a1b2c3d4-visitor' },
      headers: from('198.51.100.1'),
    });
    expect(anonymous.body).toEqual({ data: { recordEventAction: true } });
    const member = await app.server.graphql(RECORD, {
      variables: { slug: 'home.signup-cta', actionType: 'CLICK' },
      headers: from('198.51.100.1', await createAuthHeadersForTest(user.id)),
    });
    expect(member.body).toEqual({ data: { recordEventAction: true } });
    const rows = await app.handle.db
      .select({
        slug: eventActions.slug,
        actionType: eventActions.actionType,
        userId: eventActions.userId,
        visitorId: eventActions.visitorId,
      })
      .from(eventActions)
      .orderBy(asc(eventActions.id));
    expect(rows).toEqual([
      { slug: 'home.signup-cta', actionType: 'VIEW', userId: null, visitorId: 'a1b2c3d4-visitor' },
      { slug: 'home.signup-cta', actionType: 'CLICK', userId: user.id, visitorId: null },
    ]);
  });

  it('refuses a bad slug, action type or visitor id in Korean and records nothing', async () => {
    const cases = [
      [{ slug: '배너 클릭', actionType: 'CLICK' }, EVENT_ACTION_MESSAGES.badSlug, 'slug'],
      [
        { slug: 'banner:1', actionType: 'HOVER' },
        EVENT_ACTION_MESSAGES.badActionType,
        'actionType',
      ],
      [
        { slug: 'banner:1', actionType: 'CLICK', visitorId: '<script>' },
        '방문자 식별값이 올바르지 않습니다.',
        'visitorId',
      ],
    ] as const;
    for (const [variables, message, field] of cases) {
      const { body } = await app.server.graphql(RECORD, {
        variables,
        headers: from('198.51.100.2'),
      });
      expect(body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect(await app.handle.db.select().from(eventActions)).toEqual([]);
  });

  it('is rate-limited per address, in Korean', async () => {
    const answers = [];
    for (let n = 0; n < 4; n++) {
      const { body } = await app.server.graphql(RECORD, {
        variables: { slug: 'home.cta', actionType: 'CLICK' },
        headers: from('203.0.113.50'),
      });
      answers.push(body.errors?.[0] ?? body.data?.recordEventAction);
    }
    expect(answers.slice(0, 3)).toEqual([true, true, true]);
    expect(answers[3]).toMatchObject({
      message: expect.stringMatching(/^요청이 너무 많습니다\. \d+분 후 다시 시도해 주세요\.$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const other = await app.server.graphql(RECORD, {
      variables: { slug: 'home.cta', actionType: 'CLICK' },
      headers: from('203.0.113.51'),
    });
    expect(other.body).toEqual({ data: { recordEventAction: true } });
  });
});

describe('impressions and clicks: batched, exact, nothing lost', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: 'none' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('counts 100 parallel impressions and clicks across two API processes once shut down', async () => {
    const db = handle.db;
    const adId = await insertAd(db, { title: '동시 광고' });
    const bannerId = await insertBannerRow(db, { title: '동시 배너' });
    const env = { EVENT_ACTION_MAX_PER_IP: '1000' };
    const servers = [await startTestServer({ db, env }), await startTestServer({ db, env })];
    const calls = Array.from({ length: 100 }, (_, n) => {
      const server = servers[n % 2]!;
      return Promise.all([
        server.graphql(ADS),
        server.graphql(TOP),
        server.graphql(RECORD, {
          variables: { slug: `advertisement:${adId}`, actionType: 'CLICK' },
        }),
        server.graphql(RECORD, { variables: { slug: `banner:${bannerId}`, actionType: 'CLICK' } }),
      ]);
    });
    for (const answers of await Promise.all(calls)) {
      for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    }
    // A clean shutdown of both processes writes what each still holds.
    await Promise.all(servers.map((server) => server.close()));
    expect(await readAdCounts(db, adId)).toEqual({ views: 100, clicks: 100 });
    expect(await readBannerCounts(db, bannerId)).toEqual({ views: 100, clicks: 100 });
    const clickRows = await db
      .select({ slug: eventActions.slug })
      .from(eventActions)
      .where(inArray(eventActions.slug, [`advertisement:${adId}`, `banner:${bannerId}`]));
    expect(clickRows).toHaveLength(200);
  });

  it('keeps counts added while a flush runs, and those of a failed flush', async () => {
    const db = handle.db;
    const adId = await insertAd(db, { title: '버퍼 광고' });
    let failures = 1;
    // The database refuses the first flush (a connection lost, say); the next one goes through.
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction' && failures > 0) {
          failures -= 1;
          return () => Promise.reject(new Error('연결 끊김'));
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const buffer = new AdCounterBuffer(flaky, quietLogger);
    buffer.add('advertisement', adId, 'views', 5);
    await buffer.flush();
    expect(await readAdCounts(db, adId)).toEqual({ views: 0, clicks: 0 });
    const adds = Array.from({ length: 100 }, async (_, n) => {
      buffer.add('advertisement', adId, n % 2 === 0 ? 'views' : 'clicks');
      if (n % 10 === 0) await buffer.flush();
    });
    await Promise.all(adds);
    await buffer.stop();
    expect(await readAdCounts(db, adId)).toEqual({ views: 55, clicks: 50 });
  });

  it('skips rows deleted before the flush', async () => {
    const buffer = new AdCounterBuffer(handle.db, quietLogger);
    buffer.add('banner', 987654, 'clicks');
    await expect(buffer.stop()).resolves.toBeUndefined();
  });
});

describe('popularEnterprises: what a logged-out visitor is recommended', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));
  const POPULAR = `query { popularEnterprises(first: 3) { reason profile { id } } }`;

  it('takes the best rated companies of the trades with the most requests, in turn', async () => {
    const db = app.handle.db;
    const leaves = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.type, 'DEPTH_3'))
      .orderBy(asc(categories.id));
    const busyLeaf = leaves[0]!;
    const quietLeaf = leaves.find((leaf) => leaf.parentId !== busyLeaf.parentId)!;
    const [busyTrade] = await db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, busyLeaf.parentId!));
    const client = await insertCompanyForTest(db, { type: 'CONSUMER', name: '의뢰인' });
    for (let n = 0; n < 3; n++) {
      await insertAnnouncementForTest(db, client, { categoryIds: [busyLeaf.id] });
    }
    await insertAnnouncementForTest(db, client, { categoryIds: [quietLeaf.id] });
    const company = async (
      name: string,
      leaf: typeof busyLeaf,
      rating: number,
      reviews: number,
    ) => {
      const { profileId } = await insertCompanyForTest(db, { name });
      await db
        .update(profiles)
        .set({ rating, reviewCount: reviews, categoryIds: [leaf.id, leaf.parentId!] })
        .where(eq(profiles.id, profileId));
      return String(profileId);
    };
    const busyBest = await company('바쁜최고', busyLeaf, 4.9, 12);
    const busySecond = await company('바쁜둘째', busyLeaf, 4.1, 3);
    const quietBest = await company('한가최고', quietLeaf, 5, 40);
    await company('바쁜셋째', busyLeaf, 3.2, 1);

    const { body } = await app.server.graphql<{
      popularEnterprises: Array<{ reason: string; profile: { id: string } }>;
    }>(POPULAR);
    expect(body.data?.popularEnterprises.map((item) => item.profile.id)).toEqual([
      busyBest,
      quietBest,
      busySecond,
    ]);
    expect(body.data?.popularEnterprises[0]?.reason).toBe(
      `요즘 요청이 많은 ${busyTrade!.name} · 평점 4.9`,
    );
  });
});

describe('the demo banners and advertisements', () => {
  it('are stored with their images once, however often the API starts', async () => {
    const handle = await createTestDatabase({ seed: 'none' });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gongsa-ads-demo-'));
    try {
      const storage = new LocalDiskStorage(dir);
      await seedDemoAdvertisements({ db: handle.db, storage });
      await seedDemoAdvertisements({ db: handle.db, storage });
      const adCounters = new AdCounterBuffer(handle.db, quietLogger);
      const shownBanners = await listTopBanners({ db: handle.db, adCounters }, null);
      expect(shownBanners.map((banner) => banner.title)).toEqual([
        '겨울철 동파 예방 공사, 지금 견적 받아보세요',
        '철근콘크리트 업체, 신용등급까지 한눈에',
        '조달청 지정 혁신제품을 공사마켓에서 만나보세요',
      ]);
      expect(await listAdvertisements({ db: handle.db, adCounters }, null)).toHaveLength(4);
      const [banner] = await handle.db
        .select({ imageFileId: banners.imageFileId })
        .from(banners)
        .orderBy(asc(banners.id))
        .limit(1);
      const file = await findFileById(handle.db, banner!.imageFileId!);
      expect(file).toMatchObject({ mimetype: 'image/webp', uploaderId: null });
      expect(await storage.get(file!.storageKey)).not.toBeNull();
      expect(await storage.get(`${file!.storageKey}.thumbnail.webp`)).not.toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
      await handle.close();
    }
  });
});
