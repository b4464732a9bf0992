import { announcementInvitations, notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertAnnouncementForTest } from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { sendWhileWritesWait } from '../../testing/race-gate.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * Competing requests fired at once over HTTP. PGlite runs one transaction at a time, so there
 * this passes whatever the code does; on PostgreSQL (DATABASE_URL) the transactions overlap.
 */

const INVITE = `mutation I($announcementId: ID!, $profileId: ID!) {
  createAnnouncementInvitation(announcementId: $announcementId, profileId: $profileId) { id } }`;

describe('invitation races', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  it('invites a company once when the owner sends the same invitation ten times at once', async () => {
    const db = setUp.handle.db;
    const client = await insertCompanyForTest(db, { type: 'CONSUMER', name: '의뢰인' });
    const headers = await createAuthHeadersForTest(client.userId);
    const company = await insertCompanyForTest(db, { name: '초대경쟁건설' });
    const announcement = await insertAnnouncementForTest(db, client);

    // Without the request lock each would find no invitation and insert one: the unique index
    // on (request, company) would turn all but one into INTERNAL_SERVER_ERROR instead of
    // 이미 초대한 업체입니다 (without it, ten invitations and ten notifications).
    const responses = await sendWhileWritesWait(db, announcementInvitations, () =>
      Array.from({ length: 10 }, () =>
        setUp.server.graphql<{ createAnnouncementInvitation: { id: string } }>(INVITE, {
          variables: { announcementId: announcement.id, profileId: company.profileId },
          headers,
        }),
      ),
    );

    const sent = responses.filter((response) => response.body.errors === undefined);
    expect(sent).toHaveLength(1);
    const invitationId = Number(sent[0]!.body.data!.createAnnouncementInvitation.id);
    for (const refused of responses.filter((response) => response.body.errors !== undefined)) {
      expect(refused.body.errors?.[0]).toMatchObject({
        message: '이미 초대한 업체입니다.',
        extensions: { code: 'BAD_USER_INPUT', field: 'profileId' },
      });
    }
    const stored = await db
      .select({ id: announcementInvitations.id })
      .from(announcementInvitations)
      .where(eq(announcementInvitations.announcementId, announcement.id));
    expect(stored).toEqual([{ id: invitationId }]);
    await setUp.server.drainJobs();
    const told = await db
      .select({ title: notifications.title, relationId: notifications.relationId })
      .from(notifications)
      .where(eq(notifications.userId, company.userId));
    expect(told).toEqual([{ title: '견적 요청을 받았습니다', relationId: invitationId }]);
  });
});
