import {
  announcementApplies,
  announcementApplyEstimateFiles,
  announcements,
  auditLogs,
  notifications,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest, type CompanyForTest } from '../../testing/companies.repository';
import { sendWhileWritesWait } from '../../testing/race-gate.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import type { GraphQLResponse } from '../../testing/test-server';

/*
 * Competing requests fired at once over HTTP. PGlite runs one transaction at a time, so there
 * these pass whatever the code does; on PostgreSQL (DATABASE_URL) the transactions really
 * overlap, and only the request lock (lockAndSettleAnnouncement, then the apply rows) keeps the
 * outcome to what one request after another would give.
 */

const PARALLEL = 10;

const APPLY_FIELDS = 'id state estimatedAmount estimateFiles { id }';
const APPLY = `mutation A($announcementId: ID!, $data: AnnouncementApplyInput!) {
  applyAnnouncement(announcementId: $announcementId, data: $data) { ${APPLY_FIELDS} } }`;
const SUBMIT = `mutation S($id: ID!) { submitAnnouncementApply(id: $id) { ${APPLY_FIELDS} } }`;
const SELECT = `mutation Sel($id: ID!) { selectedAnnouncementApply(id: $id) { ${APPLY_FIELDS} } }`;
const LIST_APPLIES = `query L($announcementId: ID!) {
  announcementApplies(announcementId: $announcementId) { totalCount nodes { id state } } }`;

type ApplyResult = {
  id: string;
  state: string;
  estimatedAmount: number | null;
  estimateFiles: Array<{ id: string }>;
};

const VALID_DATA = {
  managerName: '김담당',
  phoneNumber: '010-2222-3333',
  estimatedAmount: 12_000_000,
};

function errorOf(response: GraphQLResponse<unknown>) {
  return response.body.errors?.[0];
}

type Applicant = CompanyForTest & { headers: Record<string, string>; applyId: number };

describe('apply races', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  async function createMember(options: Parameters<typeof insertCompanyForTest>[1] = {}) {
    const member = await insertCompanyForTest(setUp.handle.db, options);
    return { ...member, headers: await createAuthHeadersForTest(member.userId) };
  }

  function graphql<T>(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return setUp.server.graphql<T>(query, { variables, headers });
  }

  async function readApplyRows(announcementId: number) {
    return setUp.handle.db
      .select()
      .from(announcementApplies)
      .where(eq(announcementApplies.announcementId, announcementId));
  }

  async function readAnnouncementRow(id: number) {
    const [row] = await setUp.handle.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, id));
    return row!;
  }

  /** The notifications the user received, after the queued jobs that write them ran. */
  async function readNotifications(userId: number) {
    await setUp.server.drainJobs();
    return setUp.handle.db
      .select({ title: notifications.title, relationId: notifications.relationId })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  }

  it('keeps one draft when a company sends ten applies to one request at once', async () => {
    const client = await createMember({ type: 'CONSUMER', name: '의뢰인' });
    const company = await createMember({ name: '동시지원건설' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const fileId = await uploadImageForTest(setUp.server, company.headers);
    const amounts = Array.from({ length: PARALLEL }, (_, index) => 10_000_000 + index * 100_000);

    // Without the request lock each would find no apply and insert one: the (request, user)
    // unique index would turn all but one into INTERNAL_SERVER_ERROR, and the estimate files,
    // deleted and inserted by each, would collide on theirs the same way.
    const responses = await sendWhileWritesWait(setUp.handle.db, announcementApplies, () =>
      amounts.map((estimatedAmount) =>
        graphql<{ applyAnnouncement: ApplyResult }>(
          APPLY,
          {
            announcementId: announcement.id,
            data: { ...VALID_DATA, estimatedAmount, estimateFiles__ids: [fileId] },
          },
          company.headers,
        ),
      ),
    );

    expect(responses.map(errorOf)).toEqual(amounts.map(() => undefined));
    const ids = new Set(responses.map((response) => response.body.data!.applyAnnouncement.id));
    expect(ids.size).toBe(1);
    const rows = await readApplyRows(announcement.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: Number([...ids][0]), state: 'WRITING' });
    expect(amounts).toContain(rows[0]!.estimatedAmount);
    const files = await setUp.handle.db
      .select({ fileId: announcementApplyEstimateFiles.fileId })
      .from(announcementApplyEstimateFiles)
      .where(eq(announcementApplyEstimateFiles.applyId, rows[0]!.id));
    expect(files).toEqual([{ fileId: Number(fileId) }]);
    // A draft is not an apply yet: the request still counts none.
    expect((await readAnnouncementRow(announcement.id)).applyCount).toBe(0);
  });

  it('submits one apply once when it is submitted ten times at once', async () => {
    const client = await createMember({ type: 'CONSUMER', name: '의뢰인' });
    const company = await createMember({ name: '중복제출건설' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const applyId = await insertApplyForTest(setUp.handle.db, {
      announcementId: announcement.id,
      userId: company.userId,
      profileId: company.profileId,
      state: 'WRITING',
    });

    // Without the locks every submit would read 작성중 and pass: the request would count ten
    // applies from one company and its owner would be told ten times.
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        graphql<{ submitAnnouncementApply: ApplyResult }>(SUBMIT, { id: applyId }, company.headers),
      ),
    );

    const submitted = responses.filter((response) => errorOf(response) === undefined);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.body.data!.submitAnnouncementApply.state).toBe('SUBMITTED');
    for (const refused of responses.filter((response) => errorOf(response) !== undefined)) {
      expect(errorOf(refused)).toMatchObject({
        message: '이미 지원한 공고입니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await readAnnouncementRow(announcement.id)).toMatchObject({
      applyCount: 1,
      hasNewApplies: true,
    });
    const list = await graphql<{ announcementApplies: { totalCount: number } }>(
      LIST_APPLIES,
      { announcementId: announcement.id },
      client.headers,
    );
    expect(list.body.data?.announcementApplies.totalCount).toBe(1);
    expect(await readNotifications(client.userId)).toEqual([
      { title: '새 지원자가 있습니다', relationId: applyId },
    ]);
  });

  it('counts every company when ten companies submit to one request at once', async () => {
    const client = await createMember({ type: 'CONSUMER', name: '의뢰인' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);
    const companies: Applicant[] = [];
    for (let index = 0; index < PARALLEL; index += 1) {
      const company = await createMember({ name: `동시제출건설${index}` });
      const applyId = await insertApplyForTest(setUp.handle.db, {
        announcementId: announcement.id,
        userId: company.userId,
        profileId: company.profileId,
        state: 'WRITING',
      });
      companies.push({ ...company, applyId });
    }

    // Different applies, so only the request lock and the in-place increment (apply_count + 1)
    // stand between them: a count read, incremented and written back by each submit would lose
    // the increments of the submits that overlapped it (applyCount below ten, ten listed).
    const responses = await Promise.all(
      companies.map((company) => graphql(SUBMIT, { id: company.applyId }, company.headers)),
    );

    expect(responses.map(errorOf)).toEqual(companies.map(() => undefined));
    expect((await readAnnouncementRow(announcement.id)).applyCount).toBe(PARALLEL);
    const list = await graphql<{ announcementApplies: { totalCount: number } }>(
      LIST_APPLIES,
      { announcementId: announcement.id },
      client.headers,
    );
    expect(list.body.data?.announcementApplies.totalCount).toBe(PARALLEL);
    expect(await readNotifications(client.userId)).toHaveLength(PARALLEL);
  });

  it('selects exactly one winner when the owner selects different applies at once', async () => {
    const client = await createMember({ type: 'CONSUMER', name: '의뢰인' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client, {
      applyCount: PARALLEL,
    });
    const applicants: Applicant[] = [];
    for (let index = 0; index < PARALLEL; index += 1) {
      const company = await createMember({ name: `선정경쟁건설${index}` });
      const applyId = await insertApplyForTest(setUp.handle.db, {
        announcementId: announcement.id,
        userId: company.userId,
        profileId: company.profileId,
      });
      applicants.push({ ...company, applyId });
    }

    // Without the request lock each selection would see the request still open and its own
    // apply still waiting: several applies would end up 선정, the 미선정 update of one would
    // overwrite the winner of another, and every applicant would be told more than once.
    const responses = await Promise.all(
      applicants.map((applicant) =>
        graphql<{ selectedAnnouncementApply: ApplyResult }>(
          SELECT,
          { id: applicant.applyId },
          client.headers,
        ),
      ),
    );

    const selected = responses.flatMap((response, index) =>
      errorOf(response) === undefined ? [applicants[index]!] : [],
    );
    expect(selected).toHaveLength(1);
    const winner = selected[0]!;
    for (const refused of responses.filter((response) => errorOf(response) !== undefined)) {
      expect(errorOf(refused)).toMatchObject({
        message: '이미 선정을 마친 견적 요청입니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }

    const states = new Map(
      (await readApplyRows(announcement.id)).map((row) => [row.id, row.state]),
    );
    for (const applicant of applicants) {
      expect(states.get(applicant.applyId)).toBe(
        applicant.applyId === winner.applyId ? 'SELECTED' : 'NOT_SELECTED',
      );
    }
    expect(await readAnnouncementRow(announcement.id)).toMatchObject({
      state: 'CHOSEN',
      applyCount: PARALLEL,
    });
    const audit = await setUp.handle.db
      .select({ targetId: auditLogs.targetId })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'apply.selected'), eq(auditLogs.actorUserId, client.userId)));
    expect(audit).toEqual([{ targetId: winner.applyId }]);
    for (const applicant of applicants) {
      expect(await readNotifications(applicant.userId)).toEqual([
        {
          title: applicant.applyId === winner.applyId ? '견적이 선정되었습니다' : '선정 결과 안내',
          relationId: applicant.applyId,
        },
      ]);
    }
  });
});
