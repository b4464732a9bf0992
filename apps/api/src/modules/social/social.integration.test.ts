import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { profiles, socialAccounts, userPoints, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { parseEnv, EnvError } from '../../env';
import {
  TEST_PASSWORD,
  bearer,
  createUniqueEmailForTest,
  createUniquePhoneForTest,
  signInForTest,
  signUpForTest,
  verifyPhoneForTest,
} from '../../testing/accounts';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { createKakaoClient } from './kakao-client';
import { createNaverClient } from './naver-client';

const REDIRECT_URI = 'http://127.0.0.1:3000/auth/kakao';
const NAVER_REDIRECT_URI = 'http://127.0.0.1:3000/auth/naver';

const TOKEN_FIELDS = 'tokenType accessToken expiresIn refreshToken';
const SIGN_IN_KAKAO = `mutation K($accessToken: String!) {
  signInKakao(accessToken: $accessToken) { isRegistered email name hasEmailAccount token { ${TOKEN_FIELDS} } }
}`;
const SIGN_IN_NAVER = `mutation N($accessToken: String!) {
  signInNaver(accessToken: $accessToken) { isRegistered email name hasEmailAccount token { ${TOKEN_FIELDS} } }
}`;
const SIGN_UP_KAKAO = `mutation SK($accessToken: String!, $data: SocialSignUpInput!, $requestId: String!,
  $isMarketingNoti: Boolean) {
  signUpKakao(accessToken: $accessToken, data: $data, requestId: $requestId,
    isMarketingNoti: $isMarketingNoti) { ${TOKEN_FIELDS} }
}`;
const SIGN_UP_NAVER = `mutation SN($accessToken: String!, $data: SocialSignUpInput!, $requestId: String!) {
  signUpNaver(accessToken: $accessToken, data: $data, requestId: $requestId) { ${TOKEN_FIELDS} }
}`;
const LINK_NAVER = `mutation LN($accessToken: String!, $userId: ID!) {
  linkNaver(accessToken: $accessToken, userId: $userId)
}`;
const LINK_KAKAO = `mutation LK($accessToken: String!, $userId: ID!) {
  linkKakao(accessToken: $accessToken, userId: $userId)
}`;
const ME = '{ me { id name nickname email phoneNumber profile { type } } }';

type TokenBody = { accessToken: string };
type SignInBody = {
  isRegistered: boolean;
  email: string | null;
  name: string | null;
  hasEmailAccount: boolean;
  token: TokenBody | null;
};

let nicknameSerial = 0;
function createUniqueNickname(prefix: string): string {
  nicknameSerial += 1;
  return `${prefix}${nicknameSerial}`;
}

/**
 * Plays the browser and the web server against the fake provider: open the consent page, submit
 * the test account, follow the redirect's code, swap it for an access token.
 */
async function loginAtKakao(
  server: TestServer,
  account: { email?: string; nickname: string },
): Promise<string> {
  const base = `${server.url}/dev/oauth/kakao`;
  const authorize = new URL(`${base}/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: 'gongsa-local-kakao',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    state: 'state-1',
  }).toString();
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('동의하고 계속하기');

  const consent = await fetch(`${base}/oauth/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_id: 'gongsa-local-kakao',
      redirect_uri: REDIRECT_URI,
      state: 'state-1',
      email: account.email ?? '',
      nickname: account.nickname,
    }),
  });
  expect(consent.status).toBe(302);
  const location = new URL(consent.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  expect(location.searchParams.get('state')).toBe('state-1');

  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'gongsa-local-kakao',
      client_secret: 'gongsa-local-kakao-secret',
      redirect_uri: REDIRECT_URI,
      code: location.searchParams.get('code')!,
    }),
  });
  expect(token.status).toBe(200);
  const body = (await token.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
  expect(body.refresh_token).toEqual(expect.any(String));
  return body.access_token as string;
}

async function loginAtNaver(
  server: TestServer,
  account: { email?: string; name: string },
): Promise<string> {
  const base = `${server.url}/dev/oauth/naver`;
  const consent = await fetch(`${base}/oauth2.0/authorize`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      client_id: 'gongsa-local-naver',
      redirect_uri: NAVER_REDIRECT_URI,
      state: 'naver-state',
      email: account.email ?? '',
      name: account.name,
    }),
  });
  expect(consent.status).toBe(302);
  const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
  const token = await fetch(
    `${base}/oauth2.0/token?${new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'gongsa-local-naver',
      client_secret: 'gongsa-local-naver-secret',
      code,
      state: 'naver-state',
    })}`,
  );
  const body = (await token.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ token_type: 'bearer', expires_in: '3600' });
  return body.access_token as string;
}

const CONSUMER_PROFILE = { type: 'CONSUMER' };

describe('Kakao and Naver login against the local fake providers', () => {
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

  async function signUpWithEmail(email: string): Promise<{ userId: string; token: TokenBody }> {
    const token = await signUpForTest(server, {
      email,
      name: '이메일회원',
      nickname: createUniqueNickname('메일'),
      phoneNumber: createUniquePhoneForTest(),
    });
    const me = await server.graphql<{ me: { id: string } }>(ME, { headers: bearer(token) });
    return { userId: me.body.data!.me.id, token };
  }

  /** Verifies a new phone number and signs up with the provider's token: the tokens and number. */
  async function signUpWithProvider(
    provider: 'Kakao' | 'Naver',
    accessToken: string,
    account: { name: string; nicknamePrefix: string; isMarketingNoti?: boolean },
  ): Promise<{ phoneNumber: string; token: TokenBody }> {
    const phoneNumber = createUniquePhoneForTest();
    const { body } = await server.graphql<Record<string, TokenBody>>(
      provider === 'Kakao' ? SIGN_UP_KAKAO : SIGN_UP_NAVER,
      {
        variables: {
          accessToken,
          requestId: await verifyPhoneForTest(server, phoneNumber),
          isMarketingNoti: account.isMarketingNoti,
          data: {
            name: account.name,
            nickname: createUniqueNickname(account.nicknamePrefix),
            phoneNumber,
            profile: CONSUMER_PROFILE,
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    return { phoneNumber, token: body.data![`signUp${provider}`]! };
  }

  it('signs a new Kakao user up and then logs them straight in', async () => {
    const email = createUniqueEmailForTest('social-kakao');
    const accessToken = await loginAtKakao(server, { email, nickname: '카카오친구' });

    const first = await server.graphql<{ signInKakao: SignInBody }>(SIGN_IN_KAKAO, {
      variables: { accessToken },
    });
    expect(first.body).toEqual({
      data: {
        signInKakao: {
          isRegistered: false,
          email,
          name: '카카오친구',
          hasEmailAccount: false,
          token: null,
        },
      },
    });

    const { phoneNumber, token } = await signUpWithProvider('Kakao', accessToken, {
      name: '김카카오',
      nicknamePrefix: '카카오',
      isMarketingNoti: true,
    });
    const me = await server.graphql<{ me: Record<string, unknown> }>(ME, {
      headers: bearer(token),
    });
    expect(me.body.data!.me).toMatchObject({
      name: '김카카오',
      email,
      phoneNumber,
      profile: { type: 'CONSUMER' },
    });

    const userId = Number(me.body.data!.me.id);
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ socialType: 'KAKAO', passwordHash: null, isMarketingNoti: true });
    expect(user!.lastLoginAt).not.toBeNull();
    const links = await database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId));
    expect(links).toEqual([expect.objectContaining({ provider: 'KAKAO' })]);
    expect(
      await database.db.select().from(profiles).where(eq(profiles.userId, userId)),
    ).toHaveLength(1);
    expect(
      await database.db.select().from(userPoints).where(eq(userPoints.userId, userId)),
    ).toHaveLength(1);

    // A new provider login (new access token) for the same Kakao account.
    const again = await loginAtKakao(server, { email, nickname: '카카오친구' });
    const second = await server.graphql<{ signInKakao: SignInBody }>(SIGN_IN_KAKAO, {
      variables: { accessToken: again },
    });
    expect(second.body.data!.signInKakao).toMatchObject({
      isRegistered: true,
      hasEmailAccount: false,
    });
    const meAgain = await server.graphql<{ me: { id: string } }>(ME, {
      headers: bearer(second.body.data!.signInKakao.token!),
    });
    expect(meAgain.body.data!.me.id).toBe(String(userId));

    const duplicate = await server.graphql(SIGN_UP_KAKAO, {
      variables: {
        accessToken: again,
        requestId: await verifyPhoneForTest(server, phoneNumber),
        data: { name: '김카카오', nickname: '또가입', phoneNumber, profile: CONSUMER_PROFILE },
      },
    });
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: '이미 가입된 카카오 계정입니다. 카카오 로그인을 이용해 주세요.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('signs up without an email when the provider gives none', async () => {
    const accessToken = await loginAtKakao(server, { nickname: `이메일없음${Date.now()}` });
    const { token } = await signUpWithProvider('Kakao', accessToken, {
      name: '무메일',
      nicknamePrefix: '무메일',
    });
    const me = await server.graphql<{ me: { email: string | null } }>(ME, {
      headers: bearer(token),
    });
    expect(me.body.data!.me.email).toBeNull();
  });

  it('tells about an email account with the same address and leaves the address to it', async () => {
    const email = createUniqueEmailForTest('social-taken');
    await signUpWithEmail(email);
    const accessToken = await loginAtNaver(server, { email, name: '네이버친구' });

    const signIn = await server.graphql<{ signInNaver: SignInBody }>(SIGN_IN_NAVER, {
      variables: { accessToken },
    });
    expect(signIn.body.data!.signInNaver).toEqual({
      isRegistered: false,
      email,
      name: '네이버친구',
      hasEmailAccount: true,
      token: null,
    });

    // The user may still make a separate Naver account; it does not get the taken address.
    const { token } = await signUpWithProvider('Naver', accessToken, {
      name: '네이버',
      nicknamePrefix: '네이버',
    });
    const me = await server.graphql<{ me: { email: string | null } }>(ME, {
      headers: bearer(token),
    });
    expect(me.body.data!.me.email).toBeNull();
  });

  it('links a Naver account to the signed-in email account', async () => {
    const email = createUniqueEmailForTest('social-link');
    const owner = await signUpWithEmail(email);
    const accessToken = await loginAtNaver(server, { email, name: '연결할사람' });

    const anonymous = await server.graphql(LINK_NAVER, {
      variables: { accessToken, userId: owner.userId },
    });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    const stranger = await signUpWithEmail(createUniqueEmailForTest('social-stranger'));
    const forOther = await server.graphql(LINK_NAVER, {
      variables: { accessToken, userId: owner.userId },
      headers: bearer(stranger.token),
    });
    expect(forOther.body.errors?.[0]).toMatchObject({
      message: '본인 계정에만 연결할 수 있습니다.',
      extensions: { code: 'FORBIDDEN' },
    });

    const password = await signInForTest(server, email, TEST_PASSWORD);
    const linked = await server.graphql(LINK_NAVER, {
      variables: { accessToken, userId: owner.userId },
      headers: bearer(password.body.data!.signIn),
    });
    expect(linked.body).toEqual({ data: { linkNaver: true } });
    const linkedAgain = await server.graphql(LINK_NAVER, {
      variables: { accessToken, userId: owner.userId },
      headers: bearer(password.body.data!.signIn),
    });
    expect(linkedAgain.body).toEqual({ data: { linkNaver: true } });

    const signIn = await server.graphql<{ signInNaver: SignInBody }>(SIGN_IN_NAVER, {
      variables: { accessToken },
    });
    const me = await server.graphql<{ me: { id: string } }>(ME, {
      headers: bearer(signIn.body.data!.signInNaver.token!),
    });
    expect(me.body.data!.me.id).toBe(owner.userId);

    const takenByOwner = await server.graphql(LINK_NAVER, {
      variables: { accessToken, userId: stranger.userId },
      headers: bearer(stranger.token),
    });
    expect(takenByOwner.body.errors?.[0]).toMatchObject({
      message: '이 네이버 계정은 이미 다른 회원 계정에 연결되어 있습니다.',
      extensions: { code: 'CONFLICT' },
    });

    const secondNaver = await loginAtNaver(server, {
      email: createUniqueEmailForTest('social-second'),
      name: '두번째',
    });
    const another = await server.graphql(LINK_NAVER, {
      variables: { accessToken: secondNaver, userId: owner.userId },
      headers: bearer(password.body.data!.signIn),
    });
    expect(another.body.errors?.[0]).toMatchObject({
      message: '이미 다른 네이버 계정이 연결되어 있습니다.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('refuses tokens the provider does not know', async () => {
    const kakao = await server.graphql(SIGN_IN_KAKAO, {
      variables: { accessToken: 'not-a-token' },
    });
    expect(kakao.body.errors?.[0]).toMatchObject({
      message: '카카오 로그인 정보가 만료되었습니다. 다시 시도해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const naver = await server.graphql(SIGN_IN_NAVER, { variables: { accessToken: 'expired' } });
    expect(naver.body.errors?.[0]).toMatchObject({
      message: '네이버 로그인 정보가 만료되었습니다. 다시 시도해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const link = await server.graphql(LINK_KAKAO, { variables: { accessToken: '', userId: '1' } });
    expect(link.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('hands out a code once, only with the right client secret and redirect address', async () => {
    const base = `${server.url}/dev/oauth/kakao`;
    const consent = await fetch(`${base}/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        client_id: 'gongsa-local-kakao',
        redirect_uri: REDIRECT_URI,
        state: 's',
        email: '',
        nickname: '한번만',
      }),
    });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    const exchange = (overrides: Record<string, string>) =>
      fetch(`${base}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'gongsa-local-kakao',
          client_secret: 'gongsa-local-kakao-secret',
          redirect_uri: REDIRECT_URI,
          code,
          ...overrides,
        }),
      });
    const wrongSecret = await exchange({ client_secret: 'guess' });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    expect((await exchange({})).status).toBe(200);
    const reused = await exchange({});
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    const badPage = await fetch(
      `${base}/oauth/authorize?client_id=someone-else&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code`,
    );
    expect(badPage.status).toBe(400);
    expect(await badPage.text()).toContain('등록되지 않은 앱(client_id)입니다.');

    const emptyName = await fetch(`${base}/oauth/authorize`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: 'gongsa-local-kakao',
        redirect_uri: REDIRECT_URI,
        state: 's',
        nickname: ' ',
      }),
    });
    expect(emptyName.status).toBe(400);
    expect(await emptyName.text()).toContain('닉네임을 입력해 주세요.');
  });
});

describe('the provider HTTP adapters', () => {
  let silent: http.Server;
  let silentUrl: string;
  let odd: http.Server;
  let oddUrl: string;

  beforeAll(async () => {
    // Accepts the request and never answers: the adapter's timeout has to end it.
    silent = http.createServer(() => {});
    odd = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ unexpected: true }));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    silent.closeAllConnections();
    odd.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await new Promise<void>((resolve) => odd.close(() => resolve()));
  });

  it('gives up on a provider that does not answer', async () => {
    const client = createKakaoClient({ readApiUrl: () => silentUrl, timeoutMs: 200 });
    await expect(client.fetchProfile('token')).rejects.toMatchObject({
      message: '카카오 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('reports a provider that cannot be reached', async () => {
    const client = createNaverClient({ readApiUrl: () => 'http://127.0.0.1:1' });
    await expect(client.fetchProfile('token')).rejects.toMatchObject({
      message: '네이버 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    });
  });

  it('does not trust an answer of the wrong shape', async () => {
    const client = createKakaoClient({ readApiUrl: () => oddUrl });
    await expect(client.fetchProfile('token')).rejects.toMatchObject({
      message: '카카오 로그인 정보를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
  });
});

describe('social login settings', () => {
  it('keeps the fake providers out of production unless allowed', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-that-is-long-enough-123',
      DATABASE_URL: 'postgres://db/gongsa',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'b',
      S3_REGION: 'r',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
      SMS_DRIVER: 'http',
      SMS_API_URL: 'https://sms.example.com',
      SMS_API_KEY: 'k',
      BUSINESS_STATUS_DRIVER: 'nts',
      NTS_SERVICE_KEY: 'n',
      GEOCODER_DRIVER: 'http',
      KAKAO_REST_API_KEY: 'g',
      PAYMENT_GATEWAY: 'nicepay',
      NICEPAY_MID: 'gongsa001m',
      NICEPAY_MERCHANT_KEY: 'production-merchant-key',
      PUSH_DRIVER: 'fcm',
      FCM_SERVICE_ACCOUNT_JSON: '{"project_id":"p","client_email":"e","private_key":"k"}',
      ALIMTALK_DRIVER: 'bizmessage',
      BIZMESSAGE_API_URL: 'https://api.bizmessage.example',
      BIZMESSAGE_API_KEY: 'k',
      BIZMESSAGE_SENDER_KEY: 's',
    };
    expect(parseEnv(production).social).toMatchObject({
      driver: 'http',
      kakao: { apiUrl: 'https://kapi.kakao.com', authUrl: 'https://kauth.kakao.com' },
      naver: { apiUrl: 'https://openapi.naver.com', authUrl: 'https://nid.naver.com' },
    });
    expect(() => parseEnv({ ...production, SOCIAL_DRIVER: 'local' })).toThrow(EnvError);
    expect(parseEnv({ NODE_ENV: 'test' }).social).toMatchObject({
      driver: 'local',
      kakao: { apiUrl: null, clientId: 'gongsa-local-kakao' },
    });
  });

  it('does not serve the fake providers when the real ones are configured', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ db: database.db, env: { SOCIAL_DRIVER: 'http' } });
    try {
      const response = await fetch(`${server.url}/dev/oauth/kakao/v2/user/me`);
      expect(response.status).toBe(404);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
