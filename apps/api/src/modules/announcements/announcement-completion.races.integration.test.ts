import { announcements, auditLogs, notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertAnnouncementForTest,
  insertApplyForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { sendWhileWritesWait } from '../../testing/race-gate.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * Competing requests fired at once over HTTP. PGlite runs one transaction at a time, so there
 * this passes whatever the code does; on PostgreSQL (DATABASE_URL) the transactions overlap.
 * ADR 0027: completions and confirmations lock the request row first, so the second finds the
 * work done and does nothing (a completion cannot meet a cancel: they need different states).
 */

const PARALLEL = 10;
const COMPLETE = `mutation C($id: ID!) { completeAnnouncement(id: $id) { id state } }`;
const CONFIRM = `mutation F($id: ID!) { confirmAnnouncementCompletion(id: $id) { id state } }`;

describe('completion races', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  async function createChosenRequest() {
    const db = setUp.handle.db;
    const client = await insertCompanyForTest(db, { type: 'CONSUMER', name: '의뢰인' });
    const winner = await insertCompanyForTest(db, { name: '완료경쟁건설' });
    const announcement = await insertAnnouncementForTest(db, client, {
      state: 'CHOSEN',
      chosenAt: new Date(),
      applyCount: 1,
    });
    await insertApplyForTest(db, {
      announcementId: announcement.id,
      userId: winner.userId,
      profileId: winner.profileId,
      state: 'SELECTED',
    });
    return {
      announcement,
      winner,
      ownerHeaders: await createAuthHeadersForTest(client.userId),
      winnerHeaders: await createAuthHeadersForTest(winner.userId),
    };
  }

  async function countAudits(action: string, id: number) {
    const rows = await setUp.handle.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, id)));
    return rows.length;
  }

  it('completes once, audits once and asks the company once when the owner taps ten times at once', async () => {
    const db = setUp.handle.db;
    const { announcement, winner, ownerHeaders } = await createChosenRequest();

    const responses = await sendWhileWritesWait(db, announcements, () =>
      Array.from({ length: PARALLEL }, () =>
        setUp.server.graphql<{ completeAnnouncement: { id: string; state: string } }>(COMPLETE, {
          variables: { id: announcement.id },
          headers: ownerHeaders,
        }),
      ),
    );

    for (const response of responses) {
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data!.completeAnnouncement.state).toBe('COMPLETED');
    }
    expect(await countAudits('announcement.completed', announcement.id)).toBe(1);
    await setUp.server.drainJobs();
    const told = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, winner.userId));
    expect(told).toEqual([{ title: '공사 완료 확인 요청' }]);
  });

  it('records one confirmation when the company taps 완료 확인 ten times at once', async () => {
    const db = setUp.handle.db;
    const { announcement, ownerHeaders, winnerHeaders } = await createChosenRequest();
    const completed = await setUp.server.graphql(COMPLETE, {
      variables: { id: announcement.id },
      headers: ownerHeaders,
    });
    expect(completed.body.errors).toBeUndefined();

    const responses = await sendWhileWritesWait(db, announcements, () =>
      Array.from({ length: PARALLEL }, () =>
        setUp.server.graphql(CONFIRM, {
          variables: { id: announcement.id },
          headers: winnerHeaders,
        }),
      ),
    );
    for (const response of responses) expect(response.body.errors).toBeUndefined();
    expect(await countAudits('announcement.completionConfirmed', announcement.id)).toBe(1);
  });
});
