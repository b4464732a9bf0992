import { createHash } from 'node:crypto';
import {
  items,
  loginAttempts,
  profiles,
  refreshTokens,
  subscriptions,
  userPoints,
  users,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const PASSWORD = 'gongsa!2026';
const SIGN_IN = `mutation SignIn($loginId: String!, $password: String!) {
  signIn(loginId: $loginId, password: $password) { tokenType accessToken expiresIn refreshToken }
}`;
const ME =
  '{ me { id name nickname email phoneNumber avatar { id } profile { id type uniqueId progress companyName } } }';
const MY_POINT_INFO =
  '{ myPointInfo { nowPoint totalPoint refundProcessingPoint refundedTotalPoint } }';
const MY_REGULAR_PAYMENT = '{ myRegularPayment { item { name } isCanceled } }';

type AuthToken = {
  tokenType: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
};

describe('signing in and the logged-in header data', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ db: database.db });
    const { db } = database;
    const passwordHash = await hash(PASSWORD);
    const [user] = await db
      .insert(users)
      .values({
        name: '김건설',
        nickname: '한빛대표',
        email: 'owner@hanbit.example',
        passwordHash,
        phoneNumber: '010-1234-5678',
      })
      .returning({ id: users.id });
    userId = user!.id;
    await db.insert(profiles).values({
      userId,
      type: 'CORPORATION',
      uniqueId: 'HBC123456',
      progress: 60,
      companyName: '(주)한빛건설',
    });
    await db.insert(userPoints).values({
      userId,
      nowPoint: 12_000,
      totalPoint: 30_000,
      refundProcessingPoint: 1_000,
      refundedTotalPoint: 5_000,
    });
    const [item] = await db
      .insert(items)
      .values({ type: 'SUBSCRIPTION', name: '기업정보 무제한 구독', price: 99_000 })
      .returning({ id: items.id });
    await db.insert(subscriptions).values({
      userId,
      itemId: item!.id,
      isCanceled: true,
      expiresAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
    });
    await db.insert(users).values({
      name: '정지회원',
      email: 'suspended@example.com',
      passwordHash,
      state: 'SUSPENDED',
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function signIn(loginId: string, password: string) {
    return server.graphql<{ signIn: AuthToken }>(SIGN_IN, { variables: { loginId, password } });
  }

  it('answers me with null for a visitor', async () => {
    const { body } = await server.graphql(ME);
    expect(body).toEqual({ data: { me: null } });
  });

  it('asks a visitor to log in for login-only fields', async () => {
    for (const query of [MY_POINT_INFO, MY_REGULAR_PAYMENT]) {
      const { body } = await server.graphql(query);
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: '로그인이 필요합니다.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    }
  });

  it('answers FORBIDDEN for a garbage bearer token so the client refreshes', async () => {
    for (const query of [MY_POINT_INFO, ME]) {
      const { body } = await server.graphql(query, {
        headers: { authorization: 'Bearer not-a-jwt' },
      });
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
          extensions: { code: 'FORBIDDEN' },
        }),
      ]);
    }
  });

  it('refuses wrong credentials with one message that does not reveal which part was wrong', async () => {
    for (const [loginId, password] of [
      ['owner@hanbit.example', 'wrong-password!1'],
      ['nobody@hanbit.example', PASSWORD],
    ] as const) {
      const { body } = await signIn(loginId, password);
      expect(body.errors?.[0]).toMatchObject({
        message: '이메일 또는 비밀번호가 올바르지 않습니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const { body: empty } = await signIn('  ', PASSWORD);
    expect(empty.errors?.[0]?.message).toBe('이메일을 입력해 주세요.');
  });

  it('tells a suspended member why they cannot log in', async () => {
    const { body } = await signIn('suspended@example.com', PASSWORD);
    expect(body.errors?.[0]).toMatchObject({
      message: '이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('signs in and the token opens me, myPointInfo and myRegularPayment', async () => {
    const { body } = await signIn('  Owner@Hanbit.Example ', PASSWORD);
    expect(body.errors).toBeUndefined();
    const token = body.data!.signIn;
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(token.accessToken.split('.')).toHaveLength(3);
    expect(Buffer.from(token.refreshToken, 'base64url')).toHaveLength(32);

    const headers = { authorization: `Bearer ${token.accessToken}` };
    const me = await server.graphql(ME, { headers });
    expect(me.body).toEqual({
      data: {
        me: {
          id: String(userId),
          name: '김건설',
          nickname: '한빛대표',
          email: 'owner@hanbit.example',
          phoneNumber: '010-1234-5678',
          avatar: null,
          profile: {
            id: expect.any(String),
            type: 'CORPORATION',
            uniqueId: 'HBC123456',
            progress: 60,
            companyName: '(주)한빛건설',
          },
        },
      },
    });
    expect((await server.graphql(MY_POINT_INFO, { headers })).body.data).toEqual({
      myPointInfo: {
        nowPoint: 12_000,
        totalPoint: 30_000,
        refundProcessingPoint: 1_000,
        refundedTotalPoint: 5_000,
      },
    });
    expect((await server.graphql(MY_REGULAR_PAYMENT, { headers })).body.data).toEqual({
      myRegularPayment: { item: { name: '기업정보 무제한 구독' }, isCanceled: true },
    });

    const stored = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(
      createHash('sha256').update(token.refreshToken).digest('hex'),
    );
    expect(JSON.stringify(stored)).not.toContain(token.refreshToken);
  });

  it('slows down guessing: after 10 failures in 15 minutes the account refuses attempts', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { body } = await signIn('target@hanbit.example', `guess-${attempt}!`);
      expect(body.errors?.[0]?.message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
    }
    // From the fifth failure on, tries must be spaced out; these happened over the last minutes.
    await database.db.insert(loginAttempts).values(
      [9, 8, 7, 6, 5].map((minutesAgo) => ({
        loginId: 'target@hanbit.example',
        ipAddress: '203.0.113.9',
        isSuccess: false,
        failureReason: 'WRONG_CREDENTIALS',
        createdAt: new Date(Date.now() - minutesAgo * 60 * 1000),
      })),
    );
    const { body } = await signIn('target@hanbit.example', 'one-more!1');
    expect(body.errors?.[0]).toMatchObject({
      message: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});

describe('keeping a login alive with refresh tokens and ending it', () => {
  const REFRESH = `mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) { tokenType accessToken expiresIn refreshToken }
  }`;
  const SIGN_IN_KEEP = `mutation SignIn($loginId: String!, $password: String!, $isKeepLogin: Boolean) {
    signIn(loginId: $loginId, password: $password, isKeepLogin: $isKeepLogin) { accessToken refreshToken }
  }`;
  const SIGN_OUT =
    'mutation SignOut($refreshToken: String) { signOut(refreshToken: $refreshToken) }';
  const EXPIRED = {
    message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    extensions: { code: 'FORBIDDEN' },
  };
  const DAY_MS = 24 * 60 * 60 * 1000;

  let database: DatabaseHandle;
  let server: TestServer;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ db: database.db });
    const [user] = await database.db
      .insert(users)
      .values({ name: '이현장', email: 'site@hanbit.example', passwordHash: await hash(PASSWORD) })
      .returning({ id: users.id });
    userId = user!.id;
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function signIn(isKeepLogin?: boolean) {
    const { body } = await server.graphql<{ signIn: AuthToken }>(SIGN_IN_KEEP, {
      variables: { loginId: 'site@hanbit.example', password: PASSWORD, isKeepLogin },
    });
    expect(body.errors).toBeUndefined();
    return body.data!.signIn;
  }

  function refresh(refreshToken: string) {
    return server.graphql<{ refreshToken: AuthToken }>(REFRESH, { variables: { refreshToken } });
  }

  async function findStoredToken(refreshToken: string) {
    const [row] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, createHash('sha256').update(refreshToken).digest('hex')));
    return row!;
  }

  async function expectMeToBe(accessToken: string, expected: unknown) {
    const { body } = await server.graphql<{ me: { id: string } | null }>('{ me { id name } }', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(body.data?.me ?? null).toEqual(expected);
  }

  it('keeps a remembered login for a year and an ordinary one for a day', async () => {
    const remembered = await findStoredToken((await signIn(true)).refreshToken);
    const ordinary = await findStoredToken((await signIn()).refreshToken);

    expect(remembered.isRemember).toBe(true);
    const rememberedDays =
      (remembered.expiresAt.getTime() - remembered.createdAt.getTime()) / DAY_MS;
    expect(Math.round(rememberedDays)).toBe(365);
    expect(ordinary.isRemember).toBe(false);
    const ordinaryDays = (ordinary.expiresAt.getTime() - ordinary.createdAt.getTime()) / DAY_MS;
    expect(Math.round(ordinaryDays)).toBe(1);
    expect(ordinary.familyId).not.toBe(remembered.familyId);
  });

  it('exchanges a refresh token for new tokens that open me, in the same login', async () => {
    const first = await signIn(true);
    const { body } = await refresh(first.refreshToken);

    expect(body.errors).toBeUndefined();
    const rotated = body.data!.refreshToken;
    expect(rotated).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    await expectMeToBe(rotated.accessToken, { id: String(userId), name: '이현장' });

    const previous = await findStoredToken(first.refreshToken);
    const successor = await findStoredToken(rotated.refreshToken);
    expect(previous.usedAt).not.toBeNull();
    expect(successor).toMatchObject({
      userId,
      familyId: previous.familyId,
      isRemember: true,
      usedAt: null,
      revokedAt: null,
    });
    expect(successor.expiresAt.getTime()).toBeGreaterThan(previous.expiresAt.getTime() - 1);
  });

  it('treats a used token coming back as theft: it fails and its successor stops working too', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).body.data!.refreshToken;

    const replay = await refresh(first.refreshToken);
    expect(replay.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
    expect(replay.body.data).toBeNull();

    const afterTheft = await refresh(second.refreshToken);
    expect(afterTheft.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
    const family = await database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await findStoredToken(first.refreshToken)).familyId));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('answers the same FORBIDDEN for unknown, empty and expired tokens', async () => {
    const expired = await signIn();
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.id, (await findStoredToken(expired.refreshToken)).id));

    for (const token of ['not-a-refresh-token', '', expired.refreshToken]) {
      const { status, body } = await refresh(token);
      expect(body.errors).toEqual([expect.objectContaining(EXPIRED)]);
      expect(status).toBe(200);
    }
  });

  it('lets exactly one of two simultaneous refreshes of one token succeed', async () => {
    const { refreshToken } = await signIn(true);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);

    const succeeded = results.filter((result) => result.body.data?.refreshToken);
    const refused = results.filter((result) => result.body.errors);
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
  });

  it('refuses to refresh for a suspended account', async () => {
    const [suspended] = await database.db
      .insert(users)
      .values({
        name: '정지예정',
        email: 'soon@hanbit.example',
        passwordHash: await hash(PASSWORD),
      })
      .returning({ id: users.id });
    const { body } = await server.graphql<{ signIn: AuthToken }>(SIGN_IN_KEEP, {
      variables: { loginId: 'soon@hanbit.example', password: PASSWORD, isKeepLogin: true },
    });
    await database.db.update(users).set({ state: 'SUSPENDED' }).where(eq(users.id, suspended!.id));

    const refused = await refresh(body.data!.signIn.refreshToken);
    expect(refused.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
  });

  it('signs out: the login cannot be refreshed afterwards, and repeating it is harmless', async () => {
    const first = await signIn(true);
    const second = (await refresh(first.refreshToken)).body.data!.refreshToken;

    const signedOut = await server.graphql(SIGN_OUT, {
      variables: { refreshToken: second.refreshToken },
    });
    expect(signedOut.body).toEqual({ data: { signOut: true } });
    expect((await refresh(second.refreshToken)).body.errors).toEqual([
      expect.objectContaining(EXPIRED),
    ]);
    expect((await findStoredToken(second.refreshToken)).revokedAt).not.toBeNull();

    for (const variables of [{ refreshToken: second.refreshToken }, { refreshToken: 'x' }, {}]) {
      expect((await server.graphql(SIGN_OUT, { variables })).body).toEqual({
        data: { signOut: true },
      });
    }
  });

  it('signing out one login leaves the same user’s other logins working', async () => {
    const phone = await signIn(true);
    const laptop = await signIn(true);
    await server.graphql(SIGN_OUT, { variables: { refreshToken: phone.refreshToken } });

    const { body } = await refresh(laptop.refreshToken);
    expect(body.errors).toBeUndefined();
    await expectMeToBe(body.data!.refreshToken.accessToken, { id: String(userId), name: '이현장' });
  });
});
