import {
  announcementInvitations,
  notificationDeliveries,
  notifications,
  portfolios,
  users,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueue } from '../../platform/jobs/enqueue';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import {
  insertCompaniesForTest,
  insertFollowForTest,
  selectCategoryLineageForTest,
} from '../../testing/notifications.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

const CREATE = `mutation C($data: AnnouncementInput!) { createAnnouncement(data: $data) { id } }`;

describe('notification events end to end (local channels)', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  async function noticesOf(userIds: number[]) {
    return setUp.handle.db
      .select({
        userId: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
      })
      .from(notifications)
      .where(inArray(notifications.userId, userIds))
      .orderBy(asc(notifications.userId), asc(notifications.id));
  }

  it('tells matching companies and the owner’s followers when a request is published', async () => {
    const { db } = setUp.handle;
    const leaf = await insertCategoryForTest(db, '철근공사');
    const lineage = await selectCategoryLineageForTest(db, leaf);
    const owner = await insertCompanyForTest(db, { name: '한빛건축', type: 'CORPORATION' });
    const [near, far] = [
      ...(await insertCompaniesForTest(db, {
        count: 1,
        categoryIds: lineage,
        latitude: 37.5,
        longitude: 127.03,
        locationRange: 20,
      })),
      ...(await insertCompaniesForTest(db, {
        count: 1,
        categoryIds: lineage,
        latitude: 35.18,
        longitude: 129.08,
        locationRange: 20,
      })),
    ];
    const [follower] = await insertCompaniesForTest(db, { count: 1, categoryIds: [] });
    await insertFollowForTest(db, follower!, owner.userId);

    const published = await setUp.server.graphql<{ createAnnouncement: { id: string } }>(CREATE, {
      headers: await createAuthHeadersForTest(owner.userId),
      variables: {
        data: {
          categories__ids: [String(leaf)],
          type: 'ALL',
          workType: 'NEW_WORK',
          orderType: 'PRIVATE',
          fieldInfo: 'RESIDENCE',
          sigungu: '서울특별시 강남구',
          address: '서울특별시 강남구 테헤란로 1',
          latitude: 37.4979,
          longitude: 127.0276,
          workScope: 'ALL',
          servicePriceType: 'WRITE',
          servicePrice: 12_000_000,
          description: '철근 보강 공사입니다.',
          publisherName: '김공사',
          emergencyContact: '010-1234-5678',
          postingDay: 7,
        },
      },
    });
    expect(published.body.errors).toBeUndefined();
    const id = published.body.data!.createAnnouncement.id;
    await setUp.server.drainJobs();

    expect(await noticesOf([near!, far!, follower!, owner.userId])).toEqual([
      {
        userId: near,
        kind: 'announcementMatched',
        title: '내 업종의 새 견적 요청',
        message: "'서울 강남구 철근공사' 견적 요청이 올라왔습니다. 먼저 견적을 보내 보세요.",
        url: `/bid/${id}`,
      },
      {
        userId: follower,
        kind: 'followedAnnouncement',
        title: '팔로우한 업체의 새 견적 요청',
        message: "한빛건축이 '서울 강남구 철근공사' 견적 요청을 올렸습니다.",
        url: `/bid/${id}`,
      },
    ]);
    const pushes = await db
      .select({ state: notificationDeliveries.state, target: notificationDeliveries.target })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(inArray(notifications.userId, [near!, follower!]))
      .orderBy(asc(notifications.userId));
    expect(pushes).toEqual([
      { state: 'SENT', target: `token-${near}` },
      { state: 'SENT', target: `token-${follower}` },
    ]);
  });

  it('reminds the companies a closing request waits for, once', async () => {
    const { db } = setUp.handle;
    const leaf = await insertCategoryForTest(db, '도장');
    const owner = await insertCompanyForTest(db, { type: 'CONSUMER' });
    const announcement = await insertAnnouncementForTest(db, owner, {
      categoryIds: [leaf],
      postingEndAt: new Date(Date.now() + 10 * 3_600_000),
    });
    const later = await insertAnnouncementForTest(db, owner, {
      categoryIds: [leaf],
      postingEndAt: new Date(Date.now() + 30 * 3_600_000),
    });
    const invited = await insertCompanyForTest(db);
    const writing = await insertCompanyForTest(db);
    const submitted = await insertCompanyForTest(db);
    await db.insert(announcementInvitations).values([
      { announcementId: announcement.id, profileId: invited.profileId },
      { announcementId: announcement.id, profileId: submitted.profileId },
      { announcementId: later.id, profileId: invited.profileId },
    ]);
    await insertApplyForTest(db, { announcementId: announcement.id, ...writing, state: 'WRITING' });
    await insertApplyForTest(db, { announcementId: announcement.id, ...submitted });

    for (let run = 0; run < 2; run += 1) {
      await db.transaction((tx) => enqueue(tx, 'notification.findClosingSoon', {}));
      await setUp.server.drainJobs();
    }
    const notices = await noticesOf([invited.userId, writing.userId, submitted.userId]);
    expect(notices.map(({ userId, title, url }) => ({ userId, title, url }))).toEqual([
      { userId: invited.userId, title: '견적 요청 마감 임박', url: `/bid/${announcement.id}` },
      { userId: writing.userId, title: '견적 요청 마감 임박', url: `/bid/${announcement.id}` },
    ]);
    expect(notices[0]!.message).toMatch(
      /^'서울 강남구 도장' 견적 요청이 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}에 마감됩니다\./,
    );
  });

  it('tells the followers who want it about a new portfolio', async () => {
    const { db } = setUp.handle;
    const company = await insertCompanyForTest(db, { name: '바른인테리어' });
    const [wants, declines] = await insertCompaniesForTest(db, { count: 2, categoryIds: [] });
    await db.update(users).set({ isFollowNoti: false }).where(eq(users.id, declines!));
    await insertFollowForTest(db, wants!, company.userId);
    await insertFollowForTest(db, declines!, company.userId);
    const [portfolio] = await db
      .insert(portfolios)
      .values({ userId: company.userId, profileId: company.profileId, title: '욕실 리모델링' })
      .returning({ id: portfolios.id });
    await db.transaction((tx) =>
      enqueue(tx, 'notification.portfolioPublished', { portfolioId: portfolio!.id }),
    );
    await setUp.server.drainJobs();
    expect(await noticesOf([wants!, declines!])).toEqual([
      {
        userId: wants,
        kind: 'followedPortfolio',
        title: '팔로우한 업체의 새 포트폴리오',
        message: '바른인테리어가 새 포트폴리오를 올렸습니다: 욕실 리모델링',
        url: `/company/${company.profileId}`,
      },
    ]);
  });
});
