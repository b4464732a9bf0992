import { notificationDeliveries, notifications, devices } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createLogger } from '../../logger';
import { LocalDiskStorage } from '../files/storage/local-disk-storage';
import { LocalSmsSender } from '../sms/sms-sender';
import { enqueue } from '../../platform/jobs/enqueue';
import { createJobRuntime, type JobRuntime } from '../../platform/jobs/job-runtime';
import {
  insertAnnouncementForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { createJobHandlersForTest } from '../../testing/job-handlers';
import {
  countJobsForTest,
  countOutboxForTest,
  insertCompaniesForTest,
  insertFollowForTest,
  selectCategoryLineageForTest,
  selectJobStartAfterForTest,
} from '../../testing/notifications.repository';
import { ChannelUnavailableError, type PushSender } from './channels/channel-types';
import { LocalPushSender } from './channels/local-channels';
import { writeNotifications } from './notification-dispatch';
import { findNotificationDeliveries } from './notifications.service';

const logger = createLogger({ level: 'silent' });
const storage = new LocalDiskStorage('/nonexistent-test-uploads');
// 강남역; 판교 is about 17 km away, 부산 about 325 km.
const SITE = { latitude: 37.4979, longitude: 127.0276 };
const PANGYO = { latitude: 37.3948, longitude: 127.1112 };
const BUSAN = { latitude: 35.1796, longitude: 129.0756 };

type Clock = { now: Date };

function createRuntime(
  handle: DatabaseHandle,
  options: { clock?: Clock; push?: PushSender; sms?: LocalSmsSender } = {},
): JobRuntime {
  return createJobRuntime({
    db: handle.db,
    logger,
    runsHandlers: false,
    handlers: createJobHandlersForTest(storage, {
      db: handle.db,
      now: options.clock ? () => options.clock!.now : undefined,
      channels: {
        ...(options.push ? { push: options.push } : {}),
        ...(options.sms ? { sms: options.sms } : {}),
      },
    }),
  });
}

async function countNotifications(handle: DatabaseHandle, kind: string) {
  const [row] = await handle.db
    .select({
      total: sql<number>`count(*)::int`,
      users: sql<number>`count(distinct ${notifications.userId})::int`,
    })
    .from(notifications)
    .where(eq(notifications.kind, kind));
  return row!;
}

async function deliveriesOf(handle: DatabaseHandle, userId: number) {
  return handle.db
    .select(getTableColumns(notificationDeliveries))
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId))
    .orderBy(notificationDeliveries.id);
}

describe('new request fan-out to matching companies (notification.announcementPublished)', () => {
  let handle: DatabaseHandle;
  let runtime: JobRuntime;
  let matching: number[];
  const others: Record<string, number[]> = {};
  let announcementId: number;
  let owner: { userId: number; profileId: number };

  beforeAll(async () => {
    handle = await createTestDatabase();
    runtime = createRuntime(handle);
    await runtime.start();
    const leaf = await insertCategoryForTest(handle.db, '철근공사');
    const otherLeaf = await insertCategoryForTest(handle.db, '도배');
    const lineage = await selectCategoryLineageForTest(handle.db, leaf);
    const near = { ...PANGYO };
    matching = [
      ...(await insertCompaniesForTest(handle.db, { count: 990, categoryIds: lineage, ...near })),
      // A 30 km range covers 판교; a categoryRange naming the trade's top group covers the leaf.
      ...(await insertCompaniesForTest(handle.db, {
        count: 5,
        categoryIds: [otherLeaf],
        categoryRange: [lineage[2]!],
        locationRange: 30,
        ...near,
      })),
      ...(await insertCompaniesForTest(handle.db, { count: 5, categoryIds: lineage, ...BUSAN })),
    ];
    others.otherTrade = await insertCompaniesForTest(handle.db, {
      count: 5,
      categoryIds: await selectCategoryLineageForTest(handle.db, otherLeaf),
      ...near,
    });
    others.keywordOff = await insertCompaniesForTest(handle.db, {
      count: 5,
      categoryIds: lineage,
      isKeywordNoti: false,
      ...near,
    });
    others.outOfRange = await insertCompaniesForTest(handle.db, {
      count: 5,
      categoryIds: lineage,
      locationRange: 50,
      ...BUSAN,
    });
    others.rangeWithoutPlace = await insertCompaniesForTest(handle.db, {
      count: 5,
      categoryIds: lineage,
      locationRange: 50,
    });
    others.consumers = await insertCompaniesForTest(handle.db, {
      count: 5,
      categoryIds: lineage,
      type: 'CONSUMER',
    });
    owner = await insertCompanyForTest(handle.db, { name: '의뢰건설' });
    // A matching company that follows the owner gets the follow notice instead.
    const follower = matching.pop()!;
    others.follower = [follower];
    await insertFollowForTest(handle.db, follower, owner.userId);
    ({ id: announcementId } = await insertAnnouncementForTest(handle.db, owner, {
      categoryIds: [leaf],
      ...SITE,
    }));
    await handle.db.transaction((tx) =>
      enqueue(tx, 'notification.announcementPublished', { announcementId }),
    );
    const summary = await runtime.runUntilIdle();
    expect(summary.failed).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await runtime?.stop();
    await handle?.close();
  });

  it('makes one batch job per 500 recipients and tells every matching company once', async () => {
    expect(matching).toHaveLength(999);
    // 999 matches in pages of 500, and the one follower in its own batch.
    expect(await countJobsForTest(handle.db, 'notification.fanOutBatch')).toBe(3);
    expect(await countNotifications(handle, 'announcementMatched')).toEqual({
      total: 999,
      users: 999,
    });
    const rows = await handle.db
      .select({ userId: notifications.userId, title: notifications.title, url: notifications.url })
      .from(notifications)
      .where(eq(notifications.kind, 'announcementMatched'));
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(matching));
    expect(rows[0]).toMatchObject({
      title: '내 업종의 새 견적 요청',
      url: `/bid/${announcementId}`,
    });
    // Each push went out once, in jobs of 50 deliveries.
    expect(await countJobsForTest(handle.db, 'notification.deliver')).toBe(21);
    expect(await countOutboxForTest(handle.db)).toEqual({ total: 1000, keys: 1000 });
    const [sent] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.state, 'SENT'));
    expect(sent!.count).toBe(1000);
  });

  it('tells nobody outside the trades, the range, the switch or the businesses, nor the owner', async () => {
    const told = await handle.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications);
    const toldIds = new Set(
      told.filter((row) => row.kind === 'announcementMatched').map((row) => row.userId),
    );
    for (const group of [
      'otherTrade',
      'keywordOff',
      'outOfRange',
      'rangeWithoutPlace',
      'consumers',
    ]) {
      for (const userId of others[group]!) expect(toldIds.has(userId), group).toBe(false);
    }
    expect(told.some((row) => row.userId === owner.userId)).toBe(false);
    expect(told.filter((row) => row.kind === 'followedAnnouncement')).toEqual([
      { userId: others.follower![0], kind: 'followedAnnouncement' },
    ]);
  });

  it('writes nothing twice when a batch job runs again', async () => {
    const handlers = createJobHandlersForTest(storage, { db: handle.db });
    const payload = {
      kind: 'announcementMatched' as const,
      subjectId: announcementId,
      userIds: matching.slice(0, 500),
    };
    await handle.db.transaction((tx) =>
      handlers['notification.fanOutBatch'].run(payload, {
        db: tx,
        jobId: 'again',
        retryCount: 0,
        logger,
      }),
    );
    expect(await countNotifications(handle, 'announcementMatched')).toEqual({
      total: 999,
      users: 999,
    });
    expect(await runtime.runUntilIdle()).toMatchObject({ completed: 0, failed: 0 });
    expect(await countOutboxForTest(handle.db)).toEqual({ total: 1000, keys: 1000 });
  });
});

describe('deliveries: quiet hours, retries, dead tokens, 알림톡 fallback, a killed worker', () => {
  let handle: DatabaseHandle;
  let leaf: number;
  let announcementId: number;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const bootstrap = createRuntime(handle);
    await bootstrap.start();
    await bootstrap.stop();
    leaf = await insertCategoryForTest(handle.db, '방수');
    const owner = await insertCompanyForTest(handle.db);
    ({ id: announcementId } = await insertAnnouncementForTest(handle.db, owner, {
      categoryIds: [leaf],
    }));
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function notify(
    userIds: number[],
    kind: 'announcementMatched' | 'marketingNotice',
    now: Date,
  ) {
    return handle.db.transaction((tx) =>
      kind === 'marketingNotice'
        ? writeNotifications(
            tx,
            kind,
            { title: '봄맞이 할인', message: '포인트 10% 추가 적립', url: '/myPage/point' },
            userIds.map((userId) => ({ userId, dedupKey: `test:${now.getTime()}:${userId}` })),
            { relationId: null, now },
          )
        : writeNotifications(
            tx,
            kind,
            { announcementId, sigungu: '서울특별시 강남구', categoryNames: ['방수'] },
            userIds.map((userId) => ({ userId, dedupKey: `test:${now.getTime()}:${userId}` })),
            { relationId: announcementId, now },
          ),
    );
  }

  it('holds a marketing push written at 22:30 until 08:00 Asia/Seoul, and needs `marketing`', async () => {
    const [accepted, declined] = await insertCompaniesForTest(handle.db, {
      count: 2,
      categoryIds: [leaf],
    });
    await handle.db.execute(
      sql`update users set is_marketing_noti = (id = ${accepted!}) where id in (${accepted!}, ${declined!})`,
    );
    // 2026-03-10 22:30 in Seoul is 13:30 UTC; 08:00 next morning is 23:00 UTC.
    const clock = { now: new Date('2026-03-10T13:30:00Z') };
    expect(await notify([accepted!, declined!], 'marketingNotice', clock.now)).toMatchObject({
      written: 1,
      deliveryJobs: 1,
    });
    const morning = new Date('2026-03-10T23:00:00Z');
    const [delivery] = await deliveriesOf(handle, accepted!);
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 0, nextAttemptAt: morning });
    expect(await selectJobStartAfterForTest(handle.db, 'notification.deliver')).toEqual([morning]);
    expect(await deliveriesOf(handle, declined!)).toEqual([]);

    // A worker that picks the job up at night sends nothing and queues it for the morning.
    const handlers = createJobHandlersForTest(storage, { db: handle.db, now: () => clock.now });
    await handlers['notification.deliver'].run(
      { deliveryIds: [delivery!.id] },
      { db: handle.db, jobId: 'night', retryCount: 0, logger },
    );
    expect((await deliveriesOf(handle, accepted!))[0]).toMatchObject({
      state: 'PENDING',
      attempts: 0,
    });

    clock.now = morning;
    const runtime = createRuntime(handle, { clock });
    await runtime.start();
    expect((await runtime.runUntilIdle()).failed).toBe(0);
    await runtime.stop();
    expect((await deliveriesOf(handle, accepted!))[0]).toMatchObject({
      state: 'SENT',
      attempts: 1,
    });
  });

  it('does not retry a marketing push in quiet hours: a failure at 20:59 waits for 08:00', async () => {
    const [userId] = await insertCompaniesForTest(handle.db, { count: 1, categoryIds: [leaf] });
    await handle.db.execute(sql`update users set is_marketing_noti = true where id = ${userId!}`);
    // 20:59 in Seoul (11:59 UTC): sent at once, and the provider is down.
    const evening = new Date('2026-03-12T11:59:00Z');
    await notify([userId!], 'marketingNotice', evening);
    const [delivery] = await deliveriesOf(handle, userId!);
    const down: PushSender = {
      async send() {
        throw new ChannelUnavailableError('FCM answered 503 UNAVAILABLE');
      },
    };
    const handlers = createJobHandlersForTest(storage, {
      db: handle.db,
      now: () => evening,
      channels: { push: down },
    });
    await expect(
      handlers['notification.deliver'].run(
        { deliveryIds: [delivery!.id] },
        { db: handle.db, jobId: 'evening', retryCount: 0, logger },
      ),
    ).rejects.toThrow();
    expect((await deliveriesOf(handle, userId!))[0]).toMatchObject({
      state: 'PENDING',
      attempts: 1,
    });

    // The retry comes at 21:00:30: nothing is sent; it is queued for 08:00 the next morning.
    const retryAt = new Date('2026-03-12T12:00:30Z');
    const morning = new Date('2026-03-12T23:00:00Z');
    const before = await selectJobStartAfterForTest(handle.db, 'notification.deliver');
    const sent: unknown[] = [];
    const up: PushSender = {
      async send(message) {
        sent.push(message);
        return { status: 'sent' };
      },
    };
    const retry = createJobHandlersForTest(storage, {
      db: handle.db,
      now: () => retryAt,
      channels: { push: up },
    });
    await retry['notification.deliver'].run(
      { deliveryIds: [delivery!.id] },
      { db: handle.db, jobId: 'quiet-retry', retryCount: 1, logger },
    );
    expect(sent).toEqual([]);
    expect((await deliveriesOf(handle, userId!))[0]).toMatchObject({
      state: 'PENDING',
      attempts: 1,
    });
    const after = await selectJobStartAfterForTest(handle.db, 'notification.deliver');
    expect(after.filter((at) => !before.some((old) => old.getTime() === at.getTime()))).toEqual([
      morning,
    ]);

    // At 08:00 the queue's jobs run: the push goes out once.
    const runtime = createRuntime(handle, { clock: { now: morning }, push: up });
    await runtime.start();
    expect((await runtime.runUntilIdle()).failed).toBe(0);
    await runtime.stop();
    expect(sent).toHaveLength(1);
    expect((await deliveriesOf(handle, userId!))[0]).toMatchObject({ state: 'SENT', attempts: 2 });
  });

  it('sends a non-marketing kind at night at once', async () => {
    const [userId] = await insertCompaniesForTest(handle.db, { count: 1, categoryIds: [leaf] });
    const now = new Date('2026-03-10T14:00:00Z');
    await notify([userId!], 'announcementMatched', now);
    expect((await deliveriesOf(handle, userId!))[0]).toMatchObject({ nextAttemptAt: now });
    const runtime = createRuntime(handle, { clock: { now } });
    await runtime.start();
    expect(await runtime.runUntilIdle()).toMatchObject({ completed: 1, failed: 0 });
    await runtime.stop();
    expect((await deliveriesOf(handle, userId!))[0]).toMatchObject({ state: 'SENT' });
  });

  it('retries a failing push with backoff and records it FAILED after the last attempt', async () => {
    const [userId] = await insertCompaniesForTest(handle.db, { count: 1, categoryIds: [leaf] });
    const now = new Date('2026-03-11T03:00:00Z');
    await notify([userId!], 'announcementMatched', now);
    const failing: PushSender = {
      async send() {
        throw new ChannelUnavailableError('FCM answered 503 UNAVAILABLE');
      },
    };
    const runtime = createRuntime(handle, { clock: { now }, push: failing });
    await runtime.start();
    // The first try and 5 retries (the queue's retryLimit), run without waiting for the backoff.
    const summary = await runtime.runUntilIdle();
    await runtime.stop();
    expect(summary).toMatchObject({ completed: 1, failed: 5 });
    const [delivery] = await deliveriesOf(handle, userId!);
    expect(delivery).toMatchObject({
      state: 'FAILED',
      attempts: 6,
      reason: '6번 시도했지만 보내지 못했습니다.',
      lastError: 'FCM answered 503 UNAVAILABLE',
    });
    // The last retry's backoff was recorded before it: 30 s × 2^4.
    expect(delivery!.nextAttemptAt).toEqual(new Date(now.getTime() + 480_000));

    // Notification.deliveries: the channel's fate, as its recipient reads it on the notification.
    expect(
      await findNotificationDeliveries({ db: handle.db }, delivery!.notificationId),
    ).toMatchObject([
      {
        channel: 'PUSH',
        state: 'FAILED',
        attempts: 6,
        reason: '6번 시도했지만 보내지 못했습니다.',
      },
    ]);
  });

  it('records a delivery whose jobs all died as FAILED a day after its time, and only that one', async () => {
    const [stale, fresh] = await insertCompaniesForTest(handle.db, {
      count: 2,
      categoryIds: [leaf],
    });
    const written = new Date('2026-03-13T03:00:00Z');
    // Written, but no job ever sends them (as if the worker died on the last try).
    await handle.db.transaction((tx) =>
      writeNotifications(
        tx,
        'announcementMatched',
        { announcementId, sigungu: '서울특별시 강남구', categoryNames: ['방수'] },
        [stale!, fresh!].map((userId) => ({ userId, dedupKey: `stale:${userId}` })),
        { relationId: announcementId, now: written },
      ),
    );
    await handle.db.execute(
      sql`update notification_deliveries set next_attempt_at = ${new Date('2026-03-14T02:00:00Z')}
        where notification_id in (select id from notifications where user_id = ${fresh!})`,
    );
    const handlers = createJobHandlersForTest(storage, {
      db: handle.db,
      now: () => new Date('2026-03-14T03:30:00Z'),
    });
    await handlers['notification.failStaleDeliveries'].run(
      {},
      { db: handle.db, jobId: 'sweep', retryCount: 0, logger },
    );
    expect((await deliveriesOf(handle, stale!))[0]).toMatchObject({
      state: 'FAILED',
      reason: '하루가 지나도록 보내지 못해 포기했습니다.',
    });
    expect((await deliveriesOf(handle, fresh!))[0]).toMatchObject({ state: 'PENDING' });

    // The queue's own jobs for them, run now: the fresh one goes out, the given-up one stays so.
    const runtime = createRuntime(handle, { clock: { now: new Date('2026-03-14T03:30:00Z') } });
    await runtime.start();
    expect((await runtime.runUntilIdle()).failed).toBe(0);
    await runtime.stop();
    expect((await deliveriesOf(handle, fresh!))[0]).toMatchObject({ state: 'SENT' });
    expect((await deliveriesOf(handle, stale!))[0]).toMatchObject({ state: 'FAILED' });
  });

  it('removes a dead token from devices and records why', async () => {
    const [userId] = await insertCompaniesForTest(handle.db, { count: 1, categoryIds: [leaf] });
    const now = new Date('2026-03-11T03:10:00Z');
    await notify([userId!], 'announcementMatched', now);
    const unregistered: PushSender = {
      async send() {
        return { status: 'deadToken', reason: 'UNREGISTERED: Requested entity was not found.' };
      },
    };
    const runtime = createRuntime(handle, { clock: { now }, push: unregistered });
    await runtime.start();
    expect(await runtime.runUntilIdle()).toMatchObject({ completed: 1, failed: 0 });
    await runtime.stop();
    expect((await deliveriesOf(handle, userId!))[0]).toMatchObject({
      state: 'FAILED',
      attempts: 1,
      reason: '만료된 푸시 토큰 (UNREGISTERED: Requested entity was not found.)',
    });
    const live = await handle.db
      .select()
      .from(devices)
      .where(and(eq(devices.userId, userId!), isNull(devices.deletedAt)));
    expect(live).toEqual([]);
  });

  it('sends the text by SMS when 알림톡 cannot reach the person', async () => {
    const [userId] = await insertCompaniesForTest(handle.db, { count: 1, categoryIds: [leaf] });
    const sms = new LocalSmsSender(logger);
    const handlers = createJobHandlersForTest(storage, {
      db: handle.db,
      channels: {
        sms,
        alimtalk: {
          async send() {
            return { status: 'unreachable', reason: '3015: 카카오톡 미사용자' };
          },
        },
      },
    });
    const now = new Date();
    await handle.db.transaction((tx) =>
      writeNotifications(
        tx,
        'pointsCredited',
        { goodsName: '포인트 1만', point: 10_000, freePoint: 500 },
        [{ userId: userId!, dedupKey: `credited:${userId}` }],
        { relationId: null, now },
      ),
    );
    const deliveries = await deliveriesOf(handle, userId!);
    const alimtalk = deliveries.find((row) => row.channel === 'ALIMTALK')!;
    await handlers['notification.deliver'].run(
      { deliveryIds: [alimtalk.id] },
      { db: handle.db, jobId: 'sms', retryCount: 0, logger },
    );
    expect(
      (await deliveriesOf(handle, userId!)).find((row) => row.id === alimtalk.id),
    ).toMatchObject({
      state: 'SENT',
      reason: '알림톡 대신 문자로 보냄 (3015: 카카오톡 미사용자)',
    });
    expect(sms.outbox).toHaveLength(1);
    expect(sms.outbox[0]!.text).toContain('포인트 1만이 결제되어 10,500P가 충전되었습니다.');
  });

  it('sends nothing twice when the worker dies mid-batch and the job runs again', async () => {
    const userIds = await insertCompaniesForTest(handle.db, { count: 6, categoryIds: [leaf] });
    const now = new Date('2026-03-11T04:00:00Z');
    await notify(userIds, 'announcementMatched', now);
    const ids = (await Promise.all(userIds.map((userId) => deliveriesOf(handle, userId)))).map(
      (rows) => rows[0]!.id,
    );
    const before = await countOutboxForTest(handle.db);
    const local = new LocalPushSender(handle.db);
    const calls: string[] = [];
    let reachedThird!: () => void;
    const third = new Promise<void>((resolve) => (reachedThird = resolve));
    // The third send reaches the provider, then the process dies before recording it.
    const dying: PushSender = {
      async send(message) {
        calls.push(message.token);
        const result = await local.send(message);
        if (calls.length === 3) {
          reachedThird();
          return new Promise(() => {});
        }
        return result;
      },
    };
    const context = { db: handle.db, retryCount: 0, logger };
    void createJobHandlersForTest(storage, {
      db: handle.db,
      channels: { push: dying },
      now: () => now,
    })['notification.deliver'].run({ deliveryIds: ids }, { ...context, jobId: 'killed' });
    await third;

    const retried: string[] = [];
    const counting: PushSender = {
      async send(message) {
        retried.push(message.token);
        return local.send(message);
      },
    };
    await createJobHandlersForTest(storage, {
      db: handle.db,
      channels: { push: counting },
      now: () => now,
    })['notification.deliver'].run(
      { deliveryIds: ids },
      { ...context, jobId: 'killed', retryCount: 1 },
    );

    // The two recorded as sent are skipped; the third goes again under the same key.
    expect(retried).toEqual(userIds.slice(2).map((userId) => `token-${userId}`));
    const after = await countOutboxForTest(handle.db);
    expect(after.total - before.total).toBe(6);
    expect(after.keys - before.keys).toBe(6);
    const states = await Promise.all(userIds.map((userId) => deliveriesOf(handle, userId)));
    expect(states.map((rows) => rows[0]!.state)).toEqual(Array(6).fill('SENT'));
  });
});

describe.runIf(process.env.DATABASE_URL)('fan-out races on PostgreSQL', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    const runtime = createRuntime(handle);
    await runtime.start();
    await runtime.stop();
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('two workers running the same batch at once write each notification once', async () => {
    const leaf = await insertCategoryForTest(handle.db, '타일');
    const owner = await insertCompanyForTest(handle.db);
    const { id: subjectId } = await insertAnnouncementForTest(handle.db, owner, {
      categoryIds: [leaf],
    });
    const userIds = await insertCompaniesForTest(handle.db, { count: 300, categoryIds: [leaf] });
    const handlers = createJobHandlersForTest(storage, { db: handle.db });
    const run = (jobId: string) =>
      handle.db.transaction((tx) =>
        handlers['notification.fanOutBatch'].run(
          { kind: 'announcementMatched', subjectId, userIds },
          { db: tx, jobId, retryCount: 0, logger },
        ),
      );
    await Promise.all([run('a'), run('b'), run('c')]);
    expect(await countNotifications(handle, 'announcementMatched')).toEqual({
      total: 300,
      users: 300,
    });
    const [deliveries] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notificationDeliveries);
    expect(deliveries!.count).toBe(300);
  });
});
