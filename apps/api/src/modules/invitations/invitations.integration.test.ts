import { announcementInvitations, notifications } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertAnnouncementForTest } from '../../testing/announcements.repository';
import { insertCompanyForTest, type CompanyForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

const DAY_MS = 86_400_000;

const INVITE = `mutation I($announcementId: ID!, $profileId: ID!) {
  createAnnouncementInvitation(announcementId: $announcementId, profileId: $profileId) {
    id announcementId profileId isChecked checkedAt profile { id companyName }
    announcement { id canApply isApply myApply { id } } } }`;
const MARK = `mutation M($ids: [ID!]) { markInvitationsChecked(ids: $ids) }`;
const BY_PROFILE = `query P($paging: PagingInput) { getInvitationsByProfile(paging: $paging) {
  totalCount nodes { id announcementId isChecked announcement { id canApply } }
  pageInfo { hasNextPage endCursor } }
  getInvitationsByProfileCounts { totalCount uncheckedCount } }`;
const BY_ANNOUNCEMENT = `query A($announcementId: ID!) {
  getInvitationsByAnnouncement(announcementId: $announcementId) {
    id profileId isChecked checkedAt profile { id } } }`;
const NOTICE = `query { myBidNotice { hasUncheckedInvitations hasNewApplies } }`;
const INVITING = `query V($profileId: ID!) { myAnnouncementIdsInviting(profileId: $profileId) }`;

type Account = CompanyForTest & { headers: Record<string, string> };

describe('estimate-request invitations', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  async function createAccount(
    options: Parameters<typeof insertCompanyForTest>[1] = {},
  ): Promise<Account> {
    const account = await insertCompanyForTest(setUp.handle.db, options);
    return { ...account, headers: await createAuthHeadersForTest(account.userId) };
  }

  function graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return setUp.server.graphql<T>(query, { variables, headers });
  }

  async function expectError(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
    expected: { code: string; message?: string },
  ) {
    const { body } = await graphql(query, variables, headers);
    expect(body.errors?.[0]).toMatchObject({
      ...(expected.message ? { message: expected.message } : {}),
      extensions: { code: expected.code },
    });
    expect(body.data ?? null).toBeNull();
  }

  it('sends a request to a company, which sees it, counts it and marks it read', async () => {
    const client = await createAccount({ type: 'CONSUMER', name: '의뢰인' });
    const company = await createAccount({ name: '초대건설' });
    const announcement = await insertAnnouncementForTest(setUp.handle.db, client);

    const sent = await graphql<{ createAnnouncementInvitation: Record<string, unknown> }>(
      INVITE,
      { announcementId: announcement.id, profileId: company.profileId },
      client.headers,
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.createAnnouncementInvitation).toMatchObject({
      announcementId: String(announcement.id),
      profileId: String(company.profileId),
      isChecked: false,
      checkedAt: null,
      profile: { id: String(company.profileId), companyName: '초대건설' },
      // The owner cannot apply to their own request.
      announcement: { id: String(announcement.id), canApply: false, isApply: false, myApply: null },
    });

    await setUp.server.drainJobs();
    const notices = await setUp.handle.db
      .select({
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
        relationId: notifications.relationId,
      })
      .from(notifications)
      .where(eq(notifications.userId, company.userId));
    expect(notices).toEqual([
      {
        type: 'INVITATION',
        title: '견적 요청을 받았습니다',
        message: `새 견적 요청(공고 번호 ${announcement.uniqueId})이 도착했습니다. 내용을 확인하고 견적을 보내 보세요.`,
        url: `/bid/${announcement.id}`,
        relationId: Number((sent.body.data!.createAnnouncementInvitation as { id: string }).id),
      },
    ]);

    const received = await graphql<{
      getInvitationsByProfile: {
        totalCount: number;
        nodes: Array<{ announcementId: string; isChecked: boolean; announcement: unknown }>;
      };
      getInvitationsByProfileCounts: { totalCount: number; uncheckedCount: number };
    }>(BY_PROFILE, {}, company.headers);
    expect(received.body.data).toMatchObject({
      getInvitationsByProfile: {
        totalCount: 1,
        nodes: [
          {
            announcementId: String(announcement.id),
            isChecked: false,
            announcement: { id: String(announcement.id), canApply: true },
          },
        ],
      },
      getInvitationsByProfileCounts: { totalCount: 1, uncheckedCount: 1 },
    });
    expect((await graphql(NOTICE, {}, company.headers)).body.data).toEqual({
      myBidNotice: { hasUncheckedInvitations: true, hasNewApplies: false },
    });

    const marked = await graphql<{ markInvitationsChecked: number }>(MARK, {}, company.headers);
    expect(marked.body.data).toEqual({ markInvitationsChecked: 1 });
    const again = await graphql<{ markInvitationsChecked: number }>(MARK, {}, company.headers);
    expect(again.body.data).toEqual({ markInvitationsChecked: 0 });

    const counts = await graphql(BY_PROFILE, {}, company.headers);
    expect(counts.body.data).toMatchObject({
      getInvitationsByProfileCounts: { totalCount: 1, uncheckedCount: 0 },
    });
    expect((await graphql(NOTICE, {}, company.headers)).body.data).toEqual({
      myBidNotice: { hasUncheckedInvitations: false, hasNewApplies: false },
    });

    const byAnnouncement = await graphql<{
      getInvitationsByAnnouncement: Array<{ profileId: string; isChecked: boolean }>;
    }>(BY_ANNOUNCEMENT, { announcementId: announcement.id }, client.headers);
    expect(byAnnouncement.body.data!.getInvitationsByAnnouncement).toEqual([
      expect.objectContaining({ profileId: String(company.profileId), isChecked: true }),
    ]);
  });

  it('marks only the listed invitations, and only the viewer’s own', async () => {
    const client = await createAccount({ type: 'CONSUMER' });
    const company = await createAccount();
    const other = await createAccount();
    const first = await insertAnnouncementForTest(setUp.handle.db, client);
    const second = await insertAnnouncementForTest(setUp.handle.db, client);
    const ids: string[] = [];
    for (const [announcement, account] of [
      [first, company],
      [second, company],
      [first, other],
    ] as const) {
      const { body } = await graphql<{ createAnnouncementInvitation: { id: string } }>(
        INVITE,
        { announcementId: announcement.id, profileId: account.profileId },
        client.headers,
      );
      ids.push(body.data!.createAnnouncementInvitation.id);
    }
    const marked = await graphql(MARK, { ids: [ids[0], ids[2]] }, company.headers);
    expect(marked.body.data).toEqual({ markInvitationsChecked: 1 });
    const rows = await setUp.handle.db
      .select({ id: announcementInvitations.id, isChecked: announcementInvitations.isChecked })
      .from(announcementInvitations)
      .where(eq(announcementInvitations.announcementId, first.id));
    expect(rows.map((row) => [String(row.id), row.isChecked]).sort()).toEqual(
      [
        [ids[0], true],
        [ids[2], false],
      ].sort(),
    );

    // Newest first, two pages.
    const page = await graphql<{
      getInvitationsByProfile: {
        nodes: Array<{ announcementId: string }>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    }>(BY_PROFILE, { paging: { first: 1 } }, company.headers);
    expect(page.body.data!.getInvitationsByProfile.nodes).toEqual([
      expect.objectContaining({ announcementId: String(second.id) }),
    ]);
    expect(page.body.data!.getInvitationsByProfile.pageInfo.hasNextPage).toBe(true);
    const next = await graphql<{
      getInvitationsByProfile: { nodes: Array<{ announcementId: string }> };
    }>(
      BY_PROFILE,
      {
        paging: { first: 1, after: page.body.data!.getInvitationsByProfile.pageInfo.endCursor },
      },
      company.headers,
    );
    expect(next.body.data!.getInvitationsByProfile.nodes).toEqual([
      expect.objectContaining({ announcementId: String(first.id) }),
    ]);
  });

  it('tells the owner which of their own requests already invited a company, and nobody else', async () => {
    const owner = await createAccount({ type: 'CONSUMER' });
    const other = await createAccount({ type: 'CONSUMER' });
    const company = await createAccount();
    const elsewhere = await createAccount();
    const invitedOne = await insertAnnouncementForTest(setUp.handle.db, owner);
    const notInvited = await insertAnnouncementForTest(setUp.handle.db, owner);
    const deleted = await insertAnnouncementForTest(setUp.handle.db, owner);
    const othersRequest = await insertAnnouncementForTest(setUp.handle.db, other);
    for (const [account, announcementId, profileId] of [
      [owner, invitedOne.id, company.profileId],
      [owner, deleted.id, company.profileId],
      [owner, notInvited.id, elsewhere.profileId],
      [other, othersRequest.id, company.profileId],
    ] as const) {
      const { body } = await graphql(INVITE, { announcementId, profileId }, account.headers);
      expect(body.errors).toBeUndefined();
    }
    await setUp.handle.db.execute(
      sql`update announcements set deleted_at = now() where id = ${deleted.id}`,
    );
    const inviting = async (headers: Record<string, string>, profileId: number | string) =>
      (await graphql<{ myAnnouncementIdsInviting: string[] }>(INVITING, { profileId }, headers))
        .body;

    // Only the owner's live request that invited this company; the other client's is not theirs.
    expect((await inviting(owner.headers, company.profileId)).data).toEqual({
      myAnnouncementIdsInviting: [String(invitedOne.id)],
    });
    expect((await inviting(other.headers, company.profileId)).data).toEqual({
      myAnnouncementIdsInviting: [String(othersRequest.id)],
    });
    expect((await inviting(company.headers, company.profileId)).data).toEqual({
      myAnnouncementIdsInviting: [],
    });
    expect((await inviting(owner.headers, 99_999_999)).data).toEqual({
      myAnnouncementIdsInviting: [],
    });
    await expectError(INVITING, { profileId: 'abc' }, owner.headers, {
      code: 'NOT_FOUND',
      message: '업체 정보를 찾을 수 없습니다.',
    });
    await expectError(INVITING, { profileId: company.profileId }, {}, { code: 'UNAUTHENTICATED' });
  });

  describe('refuses invitations the rules forbid', () => {
    it('twice, to oneself, to a consumer, or for a request that is not recruiting', async () => {
      const owner = await createAccount();
      const company = await createAccount();
      const consumer = await createAccount({ type: 'CONSUMER' });
      const announcement = await insertAnnouncementForTest(setUp.handle.db, owner);
      const ended = await insertAnnouncementForTest(setUp.handle.db, owner, {
        postingEndAt: new Date(Date.now() - DAY_MS),
      });
      const invite = (announcementId: number, profileId: number) =>
        graphql(INVITE, { announcementId, profileId }, owner.headers);

      expect((await invite(announcement.id, company.profileId)).body.errors).toBeUndefined();
      const cases: Array<[number, number, string]> = [
        [announcement.id, company.profileId, '이미 초대한 업체입니다.'],
        [announcement.id, owner.profileId, '내 업체에는 견적 요청을 보낼 수 없습니다.'],
        [announcement.id, consumer.profileId, '일반 소비자에게는 견적 요청을 보낼 수 없습니다.'],
        [ended.id, company.profileId, '모집 중인 견적 요청만 보낼 수 있습니다.'],
      ];
      for (const [announcementId, profileId, message] of cases) {
        const { body } = await invite(announcementId, profileId);
        expect(body.errors?.[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const rows = await setUp.handle.db
        .select()
        .from(announcementInvitations)
        .where(eq(announcementInvitations.profileId, company.profileId));
      expect(rows).toHaveLength(1);
    });

    it('for someone else’s request, or when not signed in', async () => {
      const owner = await createAccount();
      const stranger = await createAccount();
      const company = await createAccount();
      const announcement = await insertAnnouncementForTest(setUp.handle.db, owner);
      const variables = { announcementId: announcement.id, profileId: company.profileId };
      await expectError(INVITE, variables, stranger.headers, {
        code: 'FORBIDDEN',
        message: '내 견적 요청만 보낼 수 있습니다.',
      });
      await expectError(INVITE, variables, {}, { code: 'UNAUTHENTICATED' });
      await expectError(
        INVITE,
        { announcementId: announcement.id, profileId: '987654321' },
        owner.headers,
        { code: 'NOT_FOUND', message: '업체 정보를 찾을 수 없습니다.' },
      );
      await expectError(BY_ANNOUNCEMENT, { announcementId: announcement.id }, stranger.headers, {
        code: 'FORBIDDEN',
        message: '내 견적 요청의 초대 목록만 볼 수 있습니다.',
      });
      await expectError(BY_PROFILE, {}, {}, { code: 'UNAUTHENTICATED' });
    });
  });
});
