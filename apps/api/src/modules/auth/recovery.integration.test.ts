import { createHash } from 'node:crypto';
import { phoneAuthCodes, refreshTokens, socialAccounts, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import {
  TEST_PASSWORD,
  signInForTest,
  signUpForTest,
  verifyPhoneForTest,
} from '../../testing/accounts';
import { startTestServer, type TestServer } from '../../testing/test-server';

const FIND_EMAIL = `mutation F($name: String!, $phoneNumber: String!, $requestId: String!) {
  validateFindEmailPhoneAuth(name: $name, phoneNumber: $phoneNumber, requestId: $requestId) {
    loginId socialTypes
  }
}`;
const CHANGE_PASSWORD = `mutation C($email: String!, $phoneNumber: String!, $requestId: String!,
  $newPassword: String!) {
  changePasswordFromPhoneAuth(email: $email, phoneNumber: $phoneNumber, requestId: $requestId,
    newPassword: $newPassword)
}`;
const REFRESH = `mutation R($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) { accessToken }
}`;

const NO_ACCOUNT = '입력하신 정보와 일치하는 계정이 없습니다.';
const NOT_VERIFIED = '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.';
const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.';
const NEW_PASSWORD = 'new-pass!2027';

describe('finding the email and resetting the password with a phone code', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      db: database.db,
      env: { PHONE_AUTH_MAX_SENDS_PER_IP: '1000' },
    });
    await signUpForTest(server, {
      email: 'contact@gongsa.test',
      name: '김찾기',
      phoneNumber: '010-3000-0001',
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  function findEmail(name: string, phoneNumber: string, requestId: string) {
    return server.graphql<{
      validateFindEmailPhoneAuth: { loginId: string | null; socialTypes: string[] };
    }>(FIND_EMAIL, { variables: { name, phoneNumber, requestId } });
  }

  function changePassword(variables: {
    email: string;
    phoneNumber: string;
    requestId: string;
    newPassword: string;
  }) {
    return server.graphql<{ changePasswordFromPhoneAuth: boolean }>(CHANGE_PASSWORD, {
      variables,
    });
  }

  it('shows the masked email and how the account signs in, once per verification', async () => {
    const requestId = await verifyPhoneForTest(server, '010-3000-0001');
    const { body } = await findEmail(' 김찾기 ', '01030000001', requestId);
    expect(body).toEqual({
      data: {
        validateFindEmailPhoneAuth: { loginId: 'co*****@gongsa.test', socialTypes: ['EMAIL'] },
      },
    });

    const again = await findEmail('김찾기', '01030000001', requestId);
    expect(again.body.errors?.[0]).toMatchObject({
      message: NOT_VERIFIED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists linked Kakao and Naver logins and shows the newest of two accounts', async () => {
    await signUpForTest(server, {
      email: 'old@gongsa.test',
      name: '이중가입',
      phoneNumber: '010-3000-0002',
    });
    await signUpForTest(server, {
      email: 'newer@gongsa.test',
      name: '이중가입',
      phoneNumber: '010-3000-0002',
    });
    const [newer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'newer@gongsa.test'));
    await database.db.insert(socialAccounts).values([
      { userId: newer!.id, provider: 'NAVER', providerUserId: 'naver-1' },
      { userId: newer!.id, provider: 'KAKAO', providerUserId: 'kakao-1' },
    ]);

    const requestId = await verifyPhoneForTest(server, '010-3000-0002');
    const { body } = await findEmail('이중가입', '010-3000-0002', requestId);
    expect(body.data?.validateFindEmailPhoneAuth).toEqual({
      loginId: 'ne***@gongsa.test',
      socialTypes: ['EMAIL', 'KAKAO', 'NAVER'],
    });
  });

  it('says no account matches a wrong name, and keeps the verification for a second try', async () => {
    const requestId = await verifyPhoneForTest(server, '010-3000-0001');
    const { body } = await findEmail('박없음', '010-3000-0001', requestId);
    expect(body.errors?.[0]).toMatchObject({
      message: NO_ACCOUNT,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(body.data).toBeNull();

    const retry = await findEmail('김찾기', '010-3000-0001', requestId);
    expect(retry.body.data?.validateFindEmailPhoneAuth.loginId).toBe('co*****@gongsa.test');
  });

  it('refuses a request id of another phone, an unknown one, or one older than 30 minutes', async () => {
    const otherPhone = await verifyPhoneForTest(server, '010-3000-0009');
    const wrongPhone = await findEmail('김찾기', '010-3000-0001', otherPhone);
    expect(wrongPhone.body.errors?.[0]?.message).toBe(NOT_VERIFIED);

    const unknown = await findEmail('김찾기', '010-3000-0001', 'made-up-request-id');
    expect(unknown.body.errors?.[0]?.message).toBe(NOT_VERIFIED);

    const stale = await verifyPhoneForTest(server, '010-3000-0001');
    await database.db
      .update(phoneAuthCodes)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(phoneAuthCodes.phoneNumber, '01030000001'));
    const expired = await findEmail('김찾기', '010-3000-0001', stale);
    expect(expired.body.errors?.[0]).toMatchObject({
      message: NOT_VERIFIED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a weak password and someone else’s phone, changing nothing', async () => {
    const requestId = await verifyPhoneForTest(server, '010-3000-0001');
    const weak = await changePassword({
      email: 'contact@gongsa.test',
      phoneNumber: '010-3000-0001',
      requestId,
      newPassword: 'short1!',
    });
    expect(weak.body.errors?.[0]).toMatchObject({
      message: '비밀번호는 8자 이상이어야 합니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const someoneElses = await verifyPhoneForTest(server, '010-3000-0002');
    const mismatch = await changePassword({
      email: 'contact@gongsa.test',
      phoneNumber: '010-3000-0002',
      requestId: someoneElses,
      newPassword: NEW_PASSWORD,
    });
    expect(mismatch.body.errors?.[0]).toMatchObject({
      message: NO_ACCOUNT,
      extensions: { code: 'NOT_FOUND' },
    });

    expect((await signInForTest(server, 'contact@gongsa.test', TEST_PASSWORD)).body.errors).toBe(
      undefined,
    );
    expect(
      (await signInForTest(server, 'contact@gongsa.test', NEW_PASSWORD)).body.errors?.[0]?.message,
    ).toBe(WRONG_CREDENTIALS);
  });

  it('resets the password: the new one works, the old one and every old login do not', async () => {
    await signUpForTest(server, {
      email: 'reset@gongsa.test',
      name: '박재설정',
      phoneNumber: '010-3000-0003',
    });
    const first = (await signInForTest(server, 'reset@gongsa.test', TEST_PASSWORD)).body.data!
      .signIn;
    const second = (await signInForTest(server, 'reset@gongsa.test', TEST_PASSWORD)).body.data!
      .signIn;
    // Failed guesses before the reset must not keep the owner out afterwards.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await signInForTest(server, 'reset@gongsa.test', `guess-${attempt}!`);
    }

    const requestId = await verifyPhoneForTest(server, '010-3000-0003');
    const { body } = await changePassword({
      email: ' Reset@Gongsa.test ',
      phoneNumber: '01030000003',
      requestId,
      newPassword: NEW_PASSWORD,
    });
    expect(body).toEqual({ data: { changePasswordFromPhoneAuth: true } });

    const [stored] = await database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'reset@gongsa.test'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const old = await signInForTest(server, 'reset@gongsa.test', TEST_PASSWORD);
    expect(old.body.errors?.[0]?.message).toBe(WRONG_CREDENTIALS);
    const fresh = await signInForTest(server, 'reset@gongsa.test', NEW_PASSWORD);
    expect(fresh.body.errors).toBeUndefined();

    for (const token of [first.refreshToken, second.refreshToken]) {
      const refreshed = await server.graphql(REFRESH, { variables: { refreshToken: token } });
      expect(refreshed.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const [live] = await database.db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(
        eq(
          refreshTokens.tokenHash,
          createHash('sha256').update(fresh.body.data!.signIn.refreshToken).digest('hex'),
        ),
      );
    expect(live).toEqual({ revokedAt: null });

    const reused = await changePassword({
      email: 'reset@gongsa.test',
      phoneNumber: '01030000003',
      requestId,
      newPassword: 'another!2028',
    });
    expect(reused.body.errors?.[0]?.message).toBe(NOT_VERIFIED);
  });

  it('spends one verification on one call, whichever it is', async () => {
    await signUpForTest(server, {
      email: 'once@gongsa.test',
      name: '한번만',
      phoneNumber: '010-3000-0004',
    });
    const requestId = await verifyPhoneForTest(server, '010-3000-0004');
    const found = await findEmail('한번만', '010-3000-0004', requestId);
    expect(found.body.data?.validateFindEmailPhoneAuth.loginId).toBe('on**@gongsa.test');
    const { body } = await changePassword({
      email: 'once@gongsa.test',
      phoneNumber: '010-3000-0004',
      requestId,
      newPassword: NEW_PASSWORD,
    });
    expect(body.errors?.[0]).toMatchObject({
      message: NOT_VERIFIED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('does not find an account that has left', async () => {
    await database.db
      .update(users)
      .set({ state: 'LEFT', deletedAt: new Date() })
      .where(eq(users.email, 'old@gongsa.test'));
    await database.db
      .update(users)
      .set({ state: 'LEFT', deletedAt: new Date() })
      .where(eq(users.email, 'newer@gongsa.test'));
    const requestId = await verifyPhoneForTest(server, '010-3000-0002');
    const { body } = await findEmail('이중가입', '010-3000-0002', requestId);
    expect(body.errors?.[0]).toMatchObject({
      message: NO_ACCOUNT,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
