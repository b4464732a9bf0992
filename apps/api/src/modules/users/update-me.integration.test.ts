import { categories, socialAccounts, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import {
  createAuthHeadersForTest,
  createUniqueEmailForTest,
  createUniquePhoneForTest,
  uploadImageForTest,
  verifyPhoneForTest,
} from '../../testing/accounts';
import { selectLeafCategoryIdsForTest } from '../../testing/companies.repository';
import { startTestServer, type TestServer } from '../../testing/test-server';

const USER_FIELDS = `id name nickname phoneNumber avatar { id } socialType socialTypes joinedAt
  notificationSetting { marketing keyword notice chat follow communityPost communityCommend locationRange categoryRange }
  allow { geolocation thirdParty }`;
const UPDATE_ME = `mutation U($data: UpdateMeInput!) { updateMe(data: $data) { ${USER_FIELDS} } }`;
const ME = `{ me { ${USER_FIELDS} } }`;

type UserResult = {
  id: string;
  name: string;
  nickname: string;
  phoneNumber: string;
  avatar: { id: string } | null;
  socialType: string;
  socialTypes: string[];
  joinedAt: string;
  notificationSetting: Record<string, unknown>;
  allow: { geolocation: boolean; thirdParty: boolean };
};

type Account = { userId: number; headers: Record<string, string> };

const NOT_VERIFIED = '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.';

describe('updateMe', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  let categoryIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'reference' });
    server = await startTestServer({
      db: database.db,
      env: { PHONE_AUTH_MAX_SENDS_PER_IP: '100' },
    });
    categoryIds = await selectLeafCategoryIdsForTest(database.db, 2);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function createAccount(): Promise<Account> {
    const [user] = await database.db
      .insert(users)
      .values({
        email: createUniqueEmailForTest('me'),
        passwordHash: 'not-used-in-these-tests',
        name: '김회원',
        nickname: '회원1',
        phoneNumber: createUniquePhoneForTest(),
      })
      .returning({ id: users.id });
    return { userId: user!.id, headers: await createAuthHeadersForTest(user!.id) };
  }

  async function update(account: Pick<Account, 'headers'>, data: Record<string, unknown>) {
    const { body } = await server.graphql<{ updateMe: UserResult }>(UPDATE_ME, {
      variables: { data },
      headers: account.headers,
    });
    return { user: body.data?.updateMe ?? null, errors: body.errors };
  }

  async function readMe(account: Account): Promise<UserResult> {
    const { body } = await server.graphql<{ me: UserResult }>(ME, { headers: account.headers });
    expect(body.errors).toBeUndefined();
    return body.data!.me;
  }

  it('answers UNAUTHENTICATED for a visitor', async () => {
    const { errors } = await update({ headers: {} }, { name: '방문자' });
    expect(errors?.[0]).toMatchObject({
      message: '로그인이 필요합니다.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('shows the defaults, the sign-in methods and the join date on me', async () => {
    const account = await createAccount();
    await database.db
      .insert(socialAccounts)
      .values({ userId: account.userId, provider: 'KAKAO', providerUserId: `k-${account.userId}` });
    const me = await readMe(account);
    expect(me).toMatchObject({
      socialType: 'EMAIL',
      socialTypes: ['EMAIL', 'KAKAO'],
      avatar: null,
      notificationSetting: {
        marketing: false,
        keyword: true,
        notice: true,
        chat: true,
        follow: true,
        communityPost: true,
        communityCommend: true,
        locationRange: null,
        categoryRange: [],
      },
      allow: { geolocation: false, thirdParty: false },
    });
    expect(Number.isNaN(Date.parse(me.joinedAt))).toBe(false);
  });

  it('changes name, nickname, notification switches and consents, and me shows them', async () => {
    const account = await createAccount();
    const { user, errors } = await update(account, {
      name: ' 이새름 ',
      nickname: '새닉네임',
      notificationSetting: {
        marketing: true,
        chat: false,
        locationRange: 30,
        categoryRange: categoryIds.map(String),
      },
      allow: { geolocation: true },
    });
    expect(errors).toBeUndefined();
    expect(user).toMatchObject({
      name: '이새름',
      nickname: '새닉네임',
      notificationSetting: {
        marketing: true,
        keyword: true,
        chat: false,
        locationRange: 30,
        categoryRange: categoryIds.map(String),
      },
      allow: { geolocation: true, thirdParty: false },
    });
    expect(await readMe(account)).toEqual(user);

    const nationwide = await update(account, { notificationSetting: { locationRange: null } });
    expect(nationwide.user?.notificationSetting).toMatchObject({
      locationRange: null,
      chat: false,
    });
  });

  it('applies the nickname rule and changes nothing on a bad input', async () => {
    const account = await createAccount();
    const before = await readMe(account);
    const short = await update(account, { name: '바뀌면안됨', nickname: '가' });
    expect(short.errors?.[0]).toMatchObject({
      message: '닉네임은 2자 이상 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'nickname' },
    });
    const symbols = await update(account, { nickname: '닉네임!!' });
    expect(symbols.errors?.[0]?.message).toBe('닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.');
    const unknownCategory = await update(account, {
      notificationSetting: { categoryRange: ['999999999'] },
    });
    expect(unknownCategory.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await readMe(account)).toEqual(before);
  });

  it('takes only leaf trades and the fixed distances for keyword notifications', async () => {
    const account = await createAccount();
    const before = await readMe(account);
    const [group] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.type, 'DEPTH_1'))
      .limit(1);
    const notLeaf = await update(account, {
      notificationSetting: { categoryRange: [String(categoryIds[0]), String(group!.id)] },
    });
    expect(notLeaf.errors?.[0]).toMatchObject({
      message: '알림 업종은 세부 업종(3단계)에서 선택해 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'notificationSetting.categoryRange' },
    });
    const oddDistance = await update(account, {
      notificationSetting: { marketing: true, locationRange: 20 },
    });
    expect(oddDistance.errors?.[0]).toMatchObject({
      message: '알림 받을 거리는 10km, 30km, 50km, 100km 또는 전국 중에서 골라 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await readMe(account)).toEqual(before);
  });

  it('changes the phone number only with a verification of the new number, once', async () => {
    const account = await createAccount();
    const before = await readMe(account);
    const newPhone = createUniquePhoneForTest();

    const withoutRequestId = await update(account, { phoneNumber: newPhone });
    expect(withoutRequestId.errors?.[0]).toMatchObject({
      message: '휴대폰 번호를 바꾸려면 새 번호로 인증을 먼저 완료해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const wrongRequestId = await update(account, { phoneNumber: newPhone, requestId: 'guess' });
    expect(wrongRequestId.errors?.[0]).toMatchObject({
      message: NOT_VERIFIED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const otherNumbersRequestId = await verifyPhoneForTest(server, createUniquePhoneForTest());
    const mismatch = await update(account, {
      phoneNumber: newPhone,
      requestId: otherNumbersRequestId,
    });
    expect(mismatch.errors?.[0]?.message).toBe(NOT_VERIFIED);
    expect(await readMe(account)).toEqual(before);

    const requestId = await verifyPhoneForTest(server, newPhone);
    const hyphenated = `${newPhone.slice(0, 3)}-${newPhone.slice(3, 7)}-${newPhone.slice(7)}`;
    const changed = await update(account, { phoneNumber: hyphenated, requestId });
    expect(changed.errors).toBeUndefined();
    expect(changed.user?.phoneNumber).toBe(newPhone);
    expect((await readMe(account)).phoneNumber).toBe(newPhone);

    // The verification is spent: it cannot move another account to the same number.
    const other = await createAccount();
    const reused = await update(other, { phoneNumber: newPhone, requestId });
    expect(reused.errors?.[0]?.message).toBe(NOT_VERIFIED);

    // Sending the current number again is not a change and needs no verification.
    const same = await update(account, { phoneNumber: newPhone, nickname: '그대로' });
    expect(same.errors).toBeUndefined();
    expect(same.user).toMatchObject({ phoneNumber: newPhone, nickname: '그대로' });
  });

  it('sets the avatar to one of the viewer’s uploads and clears it with null', async () => {
    const account = await createAccount();
    const stranger = await createAccount();
    const avatarId = await uploadImageForTest(server, account.headers);
    const set = await update(account, { avatarId });
    expect(set.errors).toBeUndefined();
    expect(set.user?.avatar).toEqual({ id: avatarId });

    const foreign = await update(account, {
      avatarId: await uploadImageForTest(server, stranger.headers),
    });
    expect(foreign.errors?.[0]).toMatchObject({
      message: '프로필 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'avatarId' },
    });
    expect((await readMe(account)).avatar).toEqual({ id: avatarId });

    const cleared = await update(account, { avatarId: null });
    expect(cleared.user?.avatar).toBeNull();
  });
});
