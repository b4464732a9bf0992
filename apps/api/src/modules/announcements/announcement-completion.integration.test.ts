import { announcements, auditLogs, notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { ANNOUNCEMENT_AUTO_COMPLETE_DAYS, type AnnouncementState } from '@gongsa/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
  insertCategoryForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest, insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * ADR 0027: 공사 완료 (completeAnnouncement) by the client, 완료 확인
 * (confirmAnnouncementCompletion) by the selected company, and 완료 by time.
 */

const FIELDS = 'id state completedAt completionConfirmedAt autoCompleteAt';
const COMPLETE = `mutation C($id: ID!) { completeAnnouncement(id: $id) { ${FIELDS} } }`;
const CONFIRM = `mutation F($id: ID!) { confirmAnnouncementCompletion(id: $id) { ${FIELDS} } }`;
const READ = `query R($id: ID!) { announcement(id: $id) { ${FIELDS} } }`;
const SELECT = `mutation S($id: ID!) { selectedAnnouncementApply(id: $id) { id state } }`;
const LIST = `query L($filter: AnnouncementFilterInput) {
  announcements(filter: $filter) { totalCount nodes { id state } } }`;
const DASHBOARD = '{ myAnnouncementDashboard { chosenCount completedCount } }';

const DAY_MS = 86_400_000;

type AnnouncementFields = {
  id: string;
  state: AnnouncementState;
  completedAt: string | null;
  completionConfirmedAt: string | null;
  autoCompleteAt: string | null;
};

describe('공사 완료 and 완료 확인', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  function graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return setUp.server.graphql<T>(query, { variables, headers });
  }

  /**
   * A consumer's request in `state` with a selected company (when chosen or later) and another
   * applicant, plus a stranger and an admin: every kind of caller the rules name.
   */
  async function createRequest(
    state: AnnouncementState = 'CHOSEN',
    chosenAt: Date | null = state === 'CHOSEN' || state === 'COMPLETED' ? new Date() : null,
  ) {
    const db = setUp.handle.db;
    const client = await insertCompanyForTest(db, { type: 'CONSUMER', name: '김의뢰' });
    const winner = await insertCompanyForTest(db, { name: '완료건설' });
    const other = await insertCompanyForTest(db, { name: '다른건설' });
    const stranger = await insertCompanyForTest(db, { name: '남의건설' });
    const admin = await insertUserForTest(db, 'admin', { role: 'ADMIN' });
    const categoryId = await insertCategoryForTest(db, '도배공사');
    const isChosen = state === 'CHOSEN' || state === 'COMPLETED';
    const announcement = await insertAnnouncementForTest(db, client, {
      state,
      chosenAt,
      applyCount: 2,
      categoryIds: [categoryId],
    });
    const winnerApply = await insertApplyForTest(db, {
      announcementId: announcement.id,
      userId: winner.userId,
      profileId: winner.profileId,
      state: isChosen ? 'SELECTED' : 'SUBMITTED',
    });
    await insertApplyForTest(db, {
      announcementId: announcement.id,
      userId: other.userId,
      profileId: other.profileId,
      state: isChosen ? 'NOT_SELECTED' : 'SUBMITTED',
    });
    return {
      announcement,
      winner,
      winnerApply,
      headers: {
        owner: await createAuthHeadersForTest(client.userId),
        counterpart: await createAuthHeadersForTest(winner.userId),
        other: await createAuthHeadersForTest(other.userId),
        stranger: await createAuthHeadersForTest(stranger.userId),
        admin: await createAuthHeadersForTest(admin.id),
        anonymous: {},
      },
    };
  }

  async function readRow(id: number) {
    const [row] = await setUp.handle.db
      .select({
        state: announcements.state,
        completedAt: announcements.completedAt,
        completionConfirmedAt: announcements.completionConfirmedAt,
      })
      .from(announcements)
      .where(eq(announcements.id, id));
    return row!;
  }

  async function countAudits(action: string, id: number) {
    const rows = await setUp.handle.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, id)));
    return rows.length;
  }

  async function readNotices(userId: number) {
    await setUp.server.drainJobs();
    return setUp.handle.db
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  }

  it('lets the owner mark a chosen request done once; the selected company is asked to confirm', async () => {
    const { announcement, winner, headers } = await createRequest();

    const first = await graphql<{ completeAnnouncement: AnnouncementFields }>(
      COMPLETE,
      { id: announcement.id },
      headers.owner,
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.completeAnnouncement).toMatchObject({
      id: String(announcement.id),
      state: 'COMPLETED',
      completionConfirmedAt: null,
      autoCompleteAt: null,
    });
    const stored = await readRow(announcement.id);
    expect(stored.state).toBe('COMPLETED');
    expect(first.body.data!.completeAnnouncement.completedAt).toBe(
      stored.completedAt!.toISOString(),
    );

    // A second call (a double tap, a retry after a lost answer) answers the same, and nothing
    // happens twice.
    const second = await graphql<{ completeAnnouncement: AnnouncementFields }>(
      COMPLETE,
      { id: announcement.id },
      headers.owner,
    );
    expect(second.body.errors).toBeUndefined();
    expect(second.body.data!.completeAnnouncement).toEqual(first.body.data!.completeAnnouncement);
    expect(await countAudits('announcement.completed', announcement.id)).toBe(1);
    expect(await readNotices(winner.userId)).toEqual([
      {
        type: 'NOTICE',
        title: '공사 완료 확인 요청',
        message:
          "의뢰인이 '서울 강남구 도배공사' 공사를 완료로 표시했습니다. 공사가 끝났는지 확인해 주세요.",
        url: `/bid/${announcement.id}`,
      },
    ]);
  });

  it('lets only the owner mark it done, and only a chosen request', async () => {
    const { announcement, headers } = await createRequest();
    for (const [who, code, message] of [
      ['anonymous', 'UNAUTHENTICATED', '로그인이 필요합니다.'],
      ['stranger', 'FORBIDDEN', '내 견적 요청만 관리할 수 있습니다.'],
      ['counterpart', 'FORBIDDEN', '내 견적 요청만 관리할 수 있습니다.'],
      ['admin', 'FORBIDDEN', '내 견적 요청만 관리할 수 있습니다.'],
    ] as const) {
      const { body } = await graphql(COMPLETE, { id: announcement.id }, headers[who]);
      expect(body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
    }
    expect((await readRow(announcement.id)).state).toBe('CHOSEN');
    expect(await countAudits('announcement.completed', announcement.id)).toBe(0);

    for (const state of ['RECRUITING', 'CHOOSING', 'CLOSED', 'CANCELED'] as const) {
      const request = await createRequest(state);
      const { body } = await graphql(
        COMPLETE,
        { id: request.announcement.id },
        request.headers.owner,
      );
      expect(body.errors?.[0], state).toMatchObject({
        message: '선정한 업체가 있는 견적 요청만 공사 완료로 바꿀 수 있습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect((await readRow(request.announcement.id)).state).toBe(state);
    }
  });

  it('lets only the selected company confirm, only once the job is marked done', async () => {
    const { announcement, headers } = await createRequest();

    const early = await graphql(CONFIRM, { id: announcement.id }, headers.counterpart);
    expect(early.body.errors?.[0]).toMatchObject({
      message: '공사가 완료된 뒤에 확인할 수 있습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    await graphql(COMPLETE, { id: announcement.id }, headers.owner);
    for (const [who, code, message] of [
      ['anonymous', 'UNAUTHENTICATED', '로그인이 필요합니다.'],
      ['stranger', 'FORBIDDEN', '선정된 업체만 공사 완료를 확인할 수 있습니다.'],
      ['other', 'FORBIDDEN', '선정된 업체만 공사 완료를 확인할 수 있습니다.'],
      ['owner', 'FORBIDDEN', '선정된 업체만 공사 완료를 확인할 수 있습니다.'],
      ['admin', 'FORBIDDEN', '선정된 업체만 공사 완료를 확인할 수 있습니다.'],
    ] as const) {
      const { body } = await graphql(CONFIRM, { id: announcement.id }, headers[who]);
      expect(body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
    }
    expect((await readRow(announcement.id)).completionConfirmedAt).toBeNull();

    const confirmed = await graphql<{ confirmAnnouncementCompletion: AnnouncementFields }>(
      CONFIRM,
      { id: announcement.id },
      headers.counterpart,
    );
    expect(confirmed.body.errors).toBeUndefined();
    const stored = await readRow(announcement.id);
    expect(confirmed.body.data!.confirmAnnouncementCompletion).toMatchObject({
      state: 'COMPLETED',
      completionConfirmedAt: stored.completionConfirmedAt!.toISOString(),
    });
    const again = await graphql<{ confirmAnnouncementCompletion: AnnouncementFields }>(
      CONFIRM,
      { id: announcement.id },
      headers.counterpart,
    );
    expect(again.body.data!.confirmAnnouncementCompletion).toEqual(
      confirmed.body.data!.confirmAnnouncementCompletion,
    );
    expect(await countAudits('announcement.completionConfirmed', announcement.id)).toBe(1);

    // The client reads the confirmation on the request.
    const read = await graphql<{ announcement: AnnouncementFields }>(
      READ,
      { id: announcement.id },
      headers.owner,
    );
    expect(read.body.data!.announcement.completionConfirmedAt).toBe(
      stored.completionConfirmedAt!.toISOString(),
    );
  });

  it(`reads a request chosen ${ANNOUNCEMENT_AUTO_COMPLETE_DAYS} days ago as 완료, with no job and no notification`, async () => {
    const chosenAt = new Date(Date.now() - (ANNOUNCEMENT_AUTO_COMPLETE_DAYS + 1) * DAY_MS);
    const { announcement, winner, headers } = await createRequest('CHOSEN', chosenAt);
    const autoCompleteAt = new Date(chosenAt.getTime() + ANNOUNCEMENT_AUTO_COMPLETE_DAYS * DAY_MS);

    const read = await graphql<{ announcement: AnnouncementFields }>(READ, {
      id: announcement.id,
    });
    expect(read.body.data!.announcement).toMatchObject({
      state: 'COMPLETED',
      completedAt: autoCompleteAt.toISOString(),
      autoCompleteAt: null,
    });
    const listed = await graphql<{
      announcements: { nodes: Array<{ id: string; state: string }> };
    }>(LIST, { filter: { states: ['COMPLETED'] } });
    expect(listed.body.data!.announcements.nodes).toContainEqual({
      id: String(announcement.id),
      state: 'COMPLETED',
    });
    const dashboard = await graphql(DASHBOARD, {}, headers.owner);
    expect(dashboard.body.data).toEqual({
      myAnnouncementDashboard: { chosenCount: 0, completedCount: 1 },
    });

    // Marking it done now settles the row and changes nothing else.
    const completed = await graphql<{ completeAnnouncement: AnnouncementFields }>(
      COMPLETE,
      { id: announcement.id },
      headers.owner,
    );
    expect(completed.body.errors).toBeUndefined();
    expect(completed.body.data!.completeAnnouncement.state).toBe('COMPLETED');
    expect(await readRow(announcement.id)).toMatchObject({
      state: 'COMPLETED',
      completedAt: null,
    });
    expect(await countAudits('announcement.completed', announcement.id)).toBe(0);
    expect(await readNotices(winner.userId)).toEqual([]);

    // The company may still confirm it.
    const confirmed = await graphql(CONFIRM, { id: announcement.id }, headers.counterpart);
    expect(confirmed.body.errors).toBeUndefined();
  });

  it('starts the 완료 period at the selection', async () => {
    const { announcement, winnerApply, headers } = await createRequest('RECRUITING');
    const before = Date.now();
    const selected = await graphql(SELECT, { id: winnerApply }, headers.owner);
    expect(selected.body.errors).toBeUndefined();
    const read = await graphql<{ announcement: AnnouncementFields }>(READ, {
      id: announcement.id,
    });
    expect(read.body.data!.announcement.state).toBe('CHOSEN');
    const autoCompleteAt = Date.parse(read.body.data!.announcement.autoCompleteAt!);
    const period = ANNOUNCEMENT_AUTO_COMPLETE_DAYS * DAY_MS;
    expect(autoCompleteAt).toBeGreaterThanOrEqual(before + period);
    expect(autoCompleteAt).toBeLessThanOrEqual(Date.now() + period);
  });
});
