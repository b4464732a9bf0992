import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { businessStatuses, phoneAuthCodes, profiles, userPoints, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import {
  bearer,
  readSmsCodeForTest,
  requestAuthNumberForTest,
  signInForTest,
  validateAuthNumberForTest,
  verifyPhoneForTest,
} from '../../testing/accounts';
import { createBusinessNumberForTest } from '../../testing/companies.repository';
import { startTestServer, type TestServer } from '../../testing/test-server';

const IS_EXIST_EMAIL = 'mutation E($email: String!) { isExistEmail(email: $email) }';
const SIGN_UP = `mutation S($data: SignUpInput!, $requestId: String!, $isMarketingNoti: Boolean,
  $isAllowGeolocation: Boolean, $isAllowThirdParty: Boolean) {
  signUp(data: $data, requestId: $requestId, isMarketingNoti: $isMarketingNoti,
    isAllowGeolocation: $isAllowGeolocation, isAllowThirdParty: $isAllowThirdParty) {
    tokenType accessToken expiresIn refreshToken
  }
}`;
const ME =
  '{ me { id name nickname email phoneNumber profile { type uniqueId companyName progress } } }';

const TOO_MANY_ATTEMPTS = '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.';
const NOT_VERIFIED = '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.';
/** A fresh valid 사업자등록번호, hyphenated as people type it: one live profile may hold it. */
function createHyphenatedBusinessNumber(): string {
  const digits = createBusinessNumberForTest();
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

function otherCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('phone verification codes', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  function findCodes(phoneDigits: string) {
    return database.db
      .select()
      .from(phoneAuthCodes)
      .where(eq(phoneAuthCodes.phoneNumber, phoneDigits));
  }

  it('refuses a number that is not a Korean phone number', async () => {
    for (const phoneNumber of ['12345', '010-12-5678', '']) {
      const { body } = await requestAuthNumberForTest(server, phoneNumber);
      expect(body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/전화번호를 입력해 주세요/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(server.smsOutbox).toEqual([]);
  });

  it('texts a six-digit code that is stored only as a hash and lasts three minutes', async () => {
    const { body } = await requestAuthNumberForTest(server, '010-2000-0001');
    expect(body).toEqual({ data: { requestAuthNumber: true } });
    const code = readSmsCodeForTest(server, '01020000001');
    expect(code).toMatch(/^\d{6}$/);

    const [row] = await findCodes('01020000001');
    expect(row!.codeHash).not.toContain(code);
    expect(row!.attempts).toBe(0);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3 * 60 * 1000);
  });

  it('sends at most five codes to one number an hour and says when to try again', async () => {
    for (let send = 0; send < 5; send += 1) {
      expect((await requestAuthNumberForTest(server, '01020000002')).body.data).toEqual({
        requestAuthNumber: true,
      });
    }
    const { body } = await requestAuthNumberForTest(server, '010-2000-0002');
    expect(body.errors?.[0]).toMatchObject({
      message: '인증번호 요청 횟수를 초과했습니다. 60분 후에 다시 시도해 주세요.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(await findCodes('01020000002')).toHaveLength(5);
    expect(server.smsOutbox!.filter((sent) => sent.to === '01020000002')).toHaveLength(5);
  });

  it('counts wrong codes down and kills the code after the fifth wrong one', async () => {
    await requestAuthNumberForTest(server, '010-2000-0003');
    const code = readSmsCodeForTest(server, '01020000003');
    const wrong = otherCode(code);

    for (const remaining of [4, 3, 2, 1]) {
      const { body } = await validateAuthNumberForTest(server, '010-2000-0003', wrong);
      expect(body.errors?.[0]).toMatchObject({
        message: `인증번호가 일치하지 않습니다. (남은 횟수 ${remaining}회)`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const fifth = await validateAuthNumberForTest(server, '010-2000-0003', wrong);
    expect(fifth.body.errors?.[0]?.message).toBe(TOO_MANY_ATTEMPTS);
    // Even the right code no longer works once the tries are used up.
    const sixth = await validateAuthNumberForTest(server, '010-2000-0003', code);
    expect(sixth.body.errors?.[0]).toMatchObject({
      message: TOO_MANY_ATTEMPTS,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await findCodes('01020000003'))[0]!.attempts).toBe(5);
  });

  it('accepts a new code after the old one was used up', async () => {
    await requestAuthNumberForTest(server, '010-2000-0003');
    const { body } = await validateAuthNumberForTest(
      server,
      '01020000003',
      readSmsCodeForTest(server, '01020000003'),
    );
    expect(body.data?.validateAuthNumber).toMatch(/^[\w-]{43}$/);
  });

  it('lets only five of many simultaneous wrong guesses count', async () => {
    await requestAuthNumberForTest(server, '010-2000-0004');
    const wrong = otherCode(readSmsCodeForTest(server, '01020000004'));
    const results = await Promise.all(
      Array.from({ length: 8 }, () => validateAuthNumberForTest(server, '010-2000-0004', wrong)),
    );
    const messages = results.map((result) => result.body.errors?.[0]?.message);
    expect(messages.filter((message) => message === TOO_MANY_ATTEMPTS)).toHaveLength(4);
    expect((await findCodes('01020000004'))[0]!.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    await requestAuthNumberForTest(server, '010-2000-0005');
    const code = readSmsCodeForTest(server, '01020000005');
    await database.db
      .update(phoneAuthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneAuthCodes.phoneNumber, '01020000005'));

    const { body } = await validateAuthNumberForTest(server, '010-2000-0005', code);
    expect(body.errors?.[0]).toMatchObject({
      message: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('asks for a code first when none was sent to the number', async () => {
    const { body } = await validateAuthNumberForTest(server, '010-2000-0099', '123456');
    expect(body.errors?.[0]).toMatchObject({
      message: '인증번호를 먼저 받아 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('the per-IP cap on verification codes', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('refuses the 21st code from one address within an hour, whatever the number', async () => {
    for (let send = 0; send < 20; send += 1) {
      const phoneNumber = `0103000${String(send).padStart(4, '0')}`;
      expect((await requestAuthNumberForTest(server, phoneNumber)).body.data).toEqual({
        requestAuthNumber: true,
      });
    }
    const { body } = await requestAuthNumberForTest(server, '010-3000-9999');
    expect(body.errors?.[0]).toMatchObject({
      message: '인증번호 요청 횟수를 초과했습니다. 60분 후에 다시 시도해 주세요.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});

describe('sending codes through an HTTP SMS gateway', () => {
  type Received = { authorization: string | undefined; body: unknown };
  const received: Received[] = [];
  let gatewayStatus = 500;
  let gateway: http.Server;
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(gatewayStatus, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase();
    server = await startTestServer({
      db: database.db,
      env: {
        SMS_DRIVER: 'http',
        SMS_API_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
        SMS_API_KEY: 'Bearer gateway-key',
        SMS_SENDER_NUMBER: '02-1234-5678',
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await new Promise<void>((resolve) => gateway?.close(() => resolve()));
  });

  it('reports a gateway failure in Korean and keeps nothing that counts as a send', async () => {
    const { body } = await requestAuthNumberForTest(server, '010-4000-0001');
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: '인증번호 전송 중 오류가 발생했습니다.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      }),
    ]);
    expect(received).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(phoneAuthCodes)
      .where(eq(phoneAuthCodes.phoneNumber, '01040000001'));
    expect(rows).toEqual([]);
    expect(
      (await validateAuthNumberForTest(server, '010-4000-0001', '123456')).body.errors?.[0]
        ?.message,
    ).toBe('인증번호를 먼저 받아 주세요.');
  });

  it('posts the number and text with the API key once the gateway accepts', async () => {
    gatewayStatus = 200;
    const { body } = await requestAuthNumberForTest(server, '010-4000-0001');
    expect(body).toEqual({ data: { requestAuthNumber: true } });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer gateway-key',
      body: {
        from: '02-1234-5678',
        to: '01040000001',
        text: expect.stringMatching(/^\[공사마켓\] 인증번호 \[\d{6}\]/),
      },
    });
  });
});

describe('signing up by email', () => {
  const PASSWORD = 'build!2026';
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ db: database.db });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  function corporationData(overrides: Record<string, unknown> = {}) {
    return {
      email: 'New.Owner@Gongsa.example',
      password: PASSWORD,
      name: '박대표',
      nickname: '새건설',
      phoneNumber: '010-5000-0001',
      profile: {
        type: 'CORPORATION',
        companyName: '(주)새건설',
        ownerName: '박대표',
        businessNumber: createHyphenatedBusinessNumber(),
      },
      ...overrides,
    };
  }

  function signUp(variables: Record<string, unknown>) {
    return server.graphql<{
      signUp: { tokenType: string; accessToken: string; refreshToken: string };
    }>(SIGN_UP, { variables });
  }

  function isExistEmail(email: string) {
    return server.graphql<{ isExistEmail: boolean }>(IS_EXIST_EMAIL, { variables: { email } });
  }

  it('goes from code to account: the new user is logged in and me shows the profile', async () => {
    expect((await isExistEmail('new.owner@gongsa.example')).body.data).toEqual({
      isExistEmail: false,
    });
    const requestId = await verifyPhoneForTest(server, '010-5000-0001');
    const data = corporationData();
    const { body } = await signUp({
      data,
      requestId,
      isMarketingNoti: true,
      isAllowThirdParty: true,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.signUp).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });

    const me = await server.graphql<{ me: unknown }>(ME, {
      headers: bearer(body.data!.signUp),
    });
    expect(me.body).toEqual({
      data: {
        me: {
          id: expect.any(String),
          name: '박대표',
          nickname: '새건설',
          email: 'new.owner@gongsa.example',
          phoneNumber: '01050000001',
          profile: {
            type: 'CORPORATION',
            uniqueId: expect.stringMatching(/^[ABC][A-Z]{2}\d{6}$/),
            companyName: '(주)새건설',
            // 상호명, 대표자명 and 사업자등록번호 are 3 of a 법인's 22 fields, worth 90 without a portfolio.
            progress: 12,
          },
        },
      },
    });

    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.owner@gongsa.example'));
    expect(user).toMatchObject({
      isMarketingNoti: true,
      isAllowGeolocation: false,
      isAllowThirdParty: true,
      socialType: 'EMAIL',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({
      ownerName: '박대표',
      businessNumber: data.profile.businessNumber.replace(/-/g, ''),
      // The local business-status table does not know this number: a claim, not yet confirmed.
      businessNumberVerifiedAt: null,
    });
    expect(
      await database.db.select().from(userPoints).where(eq(userPoints.userId, user!.id)),
    ).toEqual([expect.objectContaining({ nowPoint: 0, totalPoint: 0 })]);

    const signIn = await signInForTest(server, 'new.owner@gongsa.example', PASSWORD);
    expect(signIn.body.errors).toBeUndefined();
  });

  it("counts a new consumer or engineer's name and verified phone towards the profile", async () => {
    const cases = [
      // 이름 and 연락처 are 2 of a consumer's 6 fields (worth 90 without a portfolio) and all of
      // the basics; 2 of an engineer's 12 (worth 85), who still lacks 주소 and 업종.
      {
        type: 'CONSUMER',
        phone: '010-5000-0101',
        email: 'new.consumer@gongsa.example',
        progress: 30,
        isCompleted: true,
      },
      {
        type: 'ENGINEER',
        phone: '010-5000-0102',
        email: 'new.engineer@gongsa.example',
        progress: 14,
        isCompleted: false,
      },
    ];
    for (const { type, phone, email, progress, isCompleted } of cases) {
      const requestId = await verifyPhoneForTest(server, phone);
      const { body } = await signUp({
        data: corporationData({ email, name: '최소비', phoneNumber: phone, profile: { type } }),
        requestId,
      });
      expect(body.errors).toBeUndefined();
      const me = await server.graphql<{
        me: { profile: { progress: number; isCompleted: boolean } };
      }>('{ me { profile { progress isCompleted } } }', { headers: bearer(body.data!.signUp) });
      expect(me.body.data!.me.profile).toEqual({ progress, isCompleted });
      const [profile] = await database.db
        .select({ ownerName: profiles.ownerName, phoneNumber: profiles.phoneNumber })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(users.email, email));
      expect(profile).toEqual({ ownerName: '최소비', phoneNumber: phone.replace(/\D/g, '') });
    }
  });

  it('reports taken emails regardless of case, but not those of accounts that left', async () => {
    expect((await isExistEmail(' NEW.owner@gongsa.EXAMPLE ')).body.data).toEqual({
      isExistEmail: true,
    });
    await database.db.insert(users).values({
      name: '탈퇴회원',
      email: 'left@gongsa.example',
      deletedAt: new Date(),
      state: 'LEFT',
    });
    expect((await isExistEmail('left@gongsa.example')).body.data).toEqual({
      isExistEmail: false,
    });
    const { body } = await isExistEmail('not-an-email');
    expect(body.errors?.[0]).toMatchObject({
      message: '올바른 이메일 주소를 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a 사업자등록번호 another member holds, pointing to 고객센터, and writes nothing', async () => {
    const first = corporationData({
      email: 'claim.first@gongsa.example',
      phoneNumber: '010-5000-0011',
    });
    expect(
      (await signUp({ data: first, requestId: await verifyPhoneForTest(server, '010-5000-0011') }))
        .body.errors,
    ).toBeUndefined();
    const requestId = await verifyPhoneForTest(server, '010-5000-0012');
    const second = corporationData({
      email: 'claim.second@gongsa.example',
      phoneNumber: '010-5000-0012',
      profile: { ...first.profile, companyName: '(주)남의번호' },
    });
    const { body } = await signUp({ data: second, requestId });
    expect(body.errors?.[0]).toMatchObject({
      message:
        '이미 다른 회원이 등록한 사업자등록번호입니다. 본인 업체의 번호라면 고객센터로 문의해 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'businessNumber' },
    });
    expect((await isExistEmail('claim.second@gongsa.example')).body.data).toEqual({
      isExistEmail: false,
    });
    // The verification is still usable with another number.
    const retried = await signUp({
      data: {
        ...second,
        profile: { ...second.profile, businessNumber: createHyphenatedBusinessNumber() },
      },
      requestId,
    });
    expect(retried.body.errors).toBeUndefined();
  });

  it('confirms the number with the business-status lookup at sign-up', async () => {
    const data = corporationData({
      email: 'confirmed@gongsa.example',
      phoneNumber: '010-5000-0013',
    });
    const digits = data.profile.businessNumber.replace(/-/g, '');
    await database.db.insert(businessStatuses).values({
      businessNumber: digits,
      statusCode: '01',
      statusName: '계속사업자',
      taxType: '부가가치세 일반과세자',
    });
    const requestId = await verifyPhoneForTest(server, '010-5000-0013');
    expect((await signUp({ data, requestId })).body.errors).toBeUndefined();
    const [profile] = await database.db
      .select({ verifiedAt: profiles.businessNumberVerifiedAt })
      .from(profiles)
      .where(eq(profiles.businessNumber, digits));
    expect(profile?.verifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a request id a second time', async () => {
    const requestId = await verifyPhoneForTest(server, '010-5000-0002');
    const data = corporationData({ email: 'first@gongsa.example', phoneNumber: '01050000002' });
    expect((await signUp({ data, requestId })).body.errors).toBeUndefined();

    const { body } = await signUp({
      data: {
        ...data,
        email: 'second@gongsa.example',
        profile: { ...data.profile, businessNumber: createHyphenatedBusinessNumber() },
      },
      requestId,
    });
    expect(body.errors?.[0]).toMatchObject({
      message: NOT_VERIFIED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await isExistEmail('second@gongsa.example')).body.data).toEqual({
      isExistEmail: false,
    });
  });

  it('refuses a request id issued for another phone number, or one too old', async () => {
    const requestId = await verifyPhoneForTest(server, '010-5000-0003');
    const other = await signUp({
      data: corporationData({ email: 'other@gongsa.example', phoneNumber: '010-5000-0004' }),
      requestId,
    });
    expect(other.body.errors?.[0]?.message).toBe(NOT_VERIFIED);

    await database.db
      .update(phoneAuthCodes)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(phoneAuthCodes.phoneNumber, '01050000003'));
    const stale = await signUp({
      data: corporationData({ email: 'other@gongsa.example', phoneNumber: '010-5000-0003' }),
      requestId,
    });
    expect(stale.body.errors?.[0]?.message).toBe(NOT_VERIFIED);
  });

  it('refuses a taken email with CONFLICT and leaves the verification usable', async () => {
    const requestId = await verifyPhoneForTest(server, '010-5000-0005');
    const taken = await signUp({
      data: corporationData({ email: 'NEW.OWNER@gongsa.example', phoneNumber: '010-5000-0005' }),
      requestId,
    });
    expect(taken.body.errors?.[0]).toMatchObject({
      message: '이미 가입된 이메일입니다.',
      extensions: { code: 'CONFLICT' },
    });

    const retried = await signUp({
      data: corporationData({
        email: 'another@gongsa.example',
        phoneNumber: '010-5000-0005',
        nickname: '소비자',
        profile: { type: 'CONSUMER' },
      }),
      requestId,
    });
    expect(retried.body.errors).toBeUndefined();
  });

  it('shows the first Korean rule a field breaks', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'abcdefgh' }, '비밀번호에 숫자를 1자 이상 포함해 주세요.'],
      [{ nickname: '가' }, '닉네임은 2자 이상 입력해 주세요.'],
      [{ nickname: '새건설!' }, '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.'],
      [{ email: 'owner@' }, '올바른 이메일 주소를 입력해 주세요.'],
      [{ phoneNumber: '1234' }, '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)'],
      [
        {
          profile: {
            type: 'PRIVATE_BUSINESS',
            companyName: '새설비',
            ownerName: '박대표',
            businessNumber: '123-45-67890',
          },
        },
        '유효하지 않은 사업자등록번호입니다.',
      ],
      [
        { profile: { type: 'CORPORATION', companyName: '새설비', ownerName: '박대표' } },
        '사업자등록번호를 입력해 주세요.',
      ],
      [{ profile: { type: 'CORPORATION', ownerName: '박대표' } }, '상호명을 입력해 주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const { body } = await signUp({ data: corporationData(overrides), requestId: 'unused' });
      expect(body.errors?.[0], message).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});
