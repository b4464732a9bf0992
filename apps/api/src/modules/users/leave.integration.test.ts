import {
  announcementApplies,
  announcements,
  pointWithdrawals,
  profiles,
  refreshTokens,
  socialAccounts,
  users,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import {
  TEST_PASSWORD,
  bearer,
  signInForTest,
  signUpForTest,
  type TestTokens,
} from '../../testing/accounts';
import { startTestServer, type TestServer } from '../../testing/test-server';

const CAN_LEAVE = '{ canLeaveUser { canLeave reasons } }';
const LEAVE = 'mutation { leavingUser }';
const ME = '{ me { id email } }';
const IS_EXIST_EMAIL = 'mutation E($email: String!) { isExistEmail(email: $email) }';
const REFRESH = `mutation R($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) { accessToken }
}`;

const OPEN_ANNOUNCEMENT_REASON =
  '진행 중인 공고가 1건 있습니다. 공고를 마감하거나 취소한 뒤 탈퇴할 수 있습니다.';
const PENDING_APPLY_REASON =
  '선정을 기다리는 견적 지원이 1건 있습니다. 지원을 포기하거나 선정이 끝난 뒤 탈퇴할 수 있습니다.';
const PENDING_WITHDRAWAL_REASON =
  '처리 중인 포인트 환불·출금 신청이 1건 있습니다. 처리가 끝난 뒤 탈퇴할 수 있습니다.';

type CanLeave = { canLeaveUser: { canLeave: boolean; reasons: string[] } };

describe('leaving the service', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let phoneSerial = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      db: database.db,
      env: { PHONE_AUTH_MAX_SENDS_PER_IP: '1000' },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function createMember(
    email: string,
  ): Promise<{ tokens: TestTokens; userId: number; profileId: number }> {
    phoneSerial += 1;
    const tokens = await signUpForTest(server, {
      email,
      name: '탈퇴예정',
      phoneNumber: `010-4000-${String(phoneSerial).padStart(4, '0')}`,
    });
    const [row] = await database.db
      .select({ userId: users.id, profileId: profiles.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email.toLowerCase()));
    return { tokens, userId: row!.userId, profileId: row!.profileId };
  }

  async function insertAnnouncement(
    owner: { userId: number; profileId: number },
    state: 'RECRUITING' | 'CHOOSING' | 'CLOSED',
  ): Promise<number> {
    const [row] = await database.db
      .insert(announcements)
      .values({
        userId: owner.userId,
        profileId: owner.profileId,
        uniqueId: `L${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        state,
        workType: 'REPAIR',
        orderType: 'PRIVATE',
        fieldInfo: 'RESIDENCE',
        servicePriceType: 'WRITE',
        postingDay: 7,
        postingEndAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: announcements.id });
    return row!.id;
  }

  function canLeave(tokens?: TestTokens) {
    return server.graphql<CanLeave>(CAN_LEAVE, { headers: tokens ? bearer(tokens) : {} });
  }

  function leave(tokens?: TestTokens) {
    return server.graphql<{ leavingUser: boolean }>(LEAVE, {
      headers: tokens ? bearer(tokens) : {},
    });
  }

  it('asks a visitor to log in', async () => {
    for (const { body } of [await canLeave(), await leave()]) {
      expect(body.errors?.[0]).toMatchObject({
        message: '로그인이 필요합니다.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('blocks leaving while an own announcement is open, and changes nothing when tried', async () => {
    const member = await createMember('owner@leave.test');
    await insertAnnouncement(member, 'RECRUITING');

    expect((await canLeave(member.tokens)).body.data).toEqual({
      canLeaveUser: { canLeave: false, reasons: [OPEN_ANNOUNCEMENT_REASON] },
    });
    const { body } = await leave(member.tokens);
    expect(body.errors?.[0]).toMatchObject({
      message: OPEN_ANNOUNCEMENT_REASON,
      extensions: { code: 'BAD_USER_INPUT', reasons: [OPEN_ANNOUNCEMENT_REASON] },
    });
    expect((await signInForTest(server, 'owner@leave.test', TEST_PASSWORD)).body.errors).toBe(
      undefined,
    );
    const [stored] = await database.db
      .select({ state: users.state, name: users.name })
      .from(users)
      .where(eq(users.id, member.userId));
    expect(stored).toEqual({ state: 'ACTIVE', name: '탈퇴예정' });
  });

  it('blocks on an application awaiting selection and on a refund in progress', async () => {
    const owner = await createMember('client@leave.test');
    const announcementId = await insertAnnouncement(owner, 'CHOOSING');
    const member = await createMember('applicant@leave.test');
    await database.db.insert(announcementApplies).values({
      announcementId,
      userId: member.userId,
      profileId: member.profileId,
      state: 'SUBMITTED',
    });
    await database.db
      .insert(pointWithdrawals)
      .values({ userId: member.userId, state: 'PROCESSING', point: 5_000 });

    expect((await canLeave(member.tokens)).body.data).toEqual({
      canLeaveUser: {
        canLeave: false,
        reasons: [PENDING_APPLY_REASON, PENDING_WITHDRAWAL_REASON],
      },
    });
  });

  it('lets go once announcements are closed and refunds are done', async () => {
    const member = await createMember('finished@leave.test');
    await insertAnnouncement(member, 'CLOSED');
    const other = await createMember('other-client@leave.test');
    const closedElsewhere = await insertAnnouncement(other, 'CLOSED');
    await database.db.insert(announcementApplies).values({
      announcementId: closedElsewhere,
      userId: member.userId,
      profileId: member.profileId,
      state: 'SUBMITTED',
    });
    await database.db
      .insert(pointWithdrawals)
      .values({ userId: member.userId, state: 'COMPLETED', point: 5_000 });

    expect((await canLeave(member.tokens)).body.data).toEqual({
      canLeaveUser: { canLeave: true, reasons: [] },
    });
  });

  it('leaves: personal data erased, logins ended, profile hidden, email free again', async () => {
    const member = await createMember('Leaver@Leave.test');
    const second = (await signInForTest(server, 'leaver@leave.test', TEST_PASSWORD)).body.data!
      .signIn;
    await database.db
      .insert(socialAccounts)
      .values({ userId: member.userId, provider: 'KAKAO', providerUserId: 'kakao-leaver' });

    expect((await leave(member.tokens)).body).toEqual({ data: { leavingUser: true } });

    const [user] = await database.db.select().from(users).where(eq(users.id, member.userId));
    expect(user).toMatchObject({
      state: 'LEFT',
      email: null,
      passwordHash: null,
      name: null,
      nickname: null,
      phoneNumber: null,
      birth: null,
      avatarFileId: null,
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    expect(user!.leavedAt).toBeInstanceOf(Date);
    expect(
      await database.db
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, member.userId)),
    ).toEqual([]);
    const [profile] = await database.db
      .select({ isView: profiles.isView, deletedAt: profiles.deletedAt })
      .from(profiles)
      .where(eq(profiles.id, member.profileId));
    expect(profile!.isView).toBe(false);
    expect(profile!.deletedAt).toBeInstanceOf(Date);

    const tokens = await database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, member.userId));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    for (const token of [member.tokens.refreshToken, second.refreshToken]) {
      const refreshed = await server.graphql(REFRESH, { variables: { refreshToken: token } });
      expect(refreshed.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }

    const login = await signInForTest(server, 'leaver@leave.test', TEST_PASSWORD);
    expect(login.body.errors?.[0]?.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    const me = await server.graphql(ME, { headers: bearer(member.tokens) });
    expect(me.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await leave(member.tokens);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const exists = await server.graphql(IS_EXIST_EMAIL, {
      variables: { email: 'leaver@leave.test' },
    });
    expect(exists.body.data).toEqual({ isExistEmail: false });
    const comeback = await createMember('leaver@leave.test');
    expect(comeback.userId).not.toBe(member.userId);
  });

  it('answers SPEC §8’s message when the check itself fails', async () => {
    const member = await createMember('unlucky@leave.test');
    await database.db.execute(sql`alter table point_withdrawals rename to point_withdrawals_away`);
    try {
      const { body } = await canLeave(member.tokens);
      expect(body.errors?.[0]).toMatchObject({
        message: '알 수 없는 오류가 발생했습니다.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    } finally {
      await database.db.execute(
        sql`alter table point_withdrawals_away rename to point_withdrawals`,
      );
    }
  });
});
