import { loginAttempts } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { TEST_PASSWORD, signInForTest, signUpForTest } from '../../testing/accounts';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { LOGIN_THROTTLE, getLoginBackoffMs } from './auth.service';

const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.';
const BACKOFF = '로그인에 여러 번 실패했습니다. 잠시 후 다시 시도해 주세요.';
const IP_CAP = '이 네트워크에서 로그인 실패가 너무 많습니다. 15분 후 다시 시도해 주세요.';

describe('getLoginBackoffMs', () => {
  it('waits nothing for the first four failures, then 1 s doubling up to a minute', () => {
    expect([0, 1, 4].map(getLoginBackoffMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 9].map(getLoginBackoffMs)).toEqual([1000, 2000, 4000, 16_000]);
    expect(getLoginBackoffMs(40)).toBe(60_000);
  });
});

describe('login throttling per account and per address', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      db: database.db,
      env: { LOGIN_MAX_FAILURES_PER_IP: '8', PHONE_AUTH_MAX_SENDS_PER_IP: '1000' },
    });
    await signUpForTest(server, {
      email: 'steady@throttle.test',
      name: '정상회원',
      phoneNumber: '010-5000-0001',
    });
    await signUpForTest(server, {
      email: 'target@throttle.test',
      name: '표적회원',
      phoneNumber: '010-5000-0002',
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function messageOf(loginId: string, password: string): Promise<string | undefined> {
    return (await signInForTest(server, loginId, password)).body.errors?.[0]?.message;
  }

  it('never counts successful logins: many in a row from one address all work', async () => {
    for (let login = 0; login < 12; login += 1) {
      expect(await messageOf('steady@throttle.test', TEST_PASSWORD)).toBeUndefined();
    }
  });

  it('after five failures makes the next try wait, without locking the owner out', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await messageOf('target@throttle.test', `guess-${attempt}!`)).toBe(WRONG_CREDENTIALS);
    }
    const { body } = await signInForTest(server, 'target@throttle.test', TEST_PASSWORD);
    expect(body.errors?.[0]).toMatchObject({
      message: BACKOFF,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });

    // A minute later the wait (1 s after the fifth failure) is long over.
    await database.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '1 minute'` })
      .where(eq(loginAttempts.loginId, 'target@throttle.test'));
    expect(await messageOf('target@throttle.test', TEST_PASSWORD)).toBeUndefined();
  });

  it('caps failures from one address across accounts, and the cap ends after 15 minutes', async () => {
    // Five failures so far from this address (the previous test); three more reach the cap of 8.
    for (const loginId of ['a@throttle.test', 'b@throttle.test', 'c@throttle.test']) {
      expect(await messageOf(loginId, 'spray-2026!')).toBe(WRONG_CREDENTIALS);
    }
    const { body } = await signInForTest(server, 'd@throttle.test', 'spray-2026!');
    expect(body.errors?.[0]).toMatchObject({
      message: IP_CAP,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(await messageOf('steady@throttle.test', TEST_PASSWORD)).toBe(IP_CAP);

    await database.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '16 minutes'` });
    expect(await messageOf('steady@throttle.test', TEST_PASSWORD)).toBeUndefined();
  });
});

// PGlite runs one transaction at a time, but parallel requests still interleave between
// statements; PostgreSQL (CI's second pass) runs them truly side by side.
describe('login throttling under parallel tries', () => {
  const app = setUpTestServer(() => createTestDatabase(), {
    env: { LOGIN_MAX_FAILURES_PER_IP: '8', PHONE_AUTH_MAX_SENDS_PER_IP: '1000' },
  });

  beforeAll(async () => {
    await signUpForTest(app.server, {
      email: 'raced@throttle.test',
      name: '경합회원',
      phoneNumber: '010-5000-0003',
    });
  });

  async function checkedPasswords(): Promise<number> {
    const rows = await app.handle.db
      .select({ id: loginAttempts.id })
      .from(loginAttempts)
      .where(eq(loginAttempts.failureReason, 'WRONG_CREDENTIALS'));
    return rows.length;
  }

  it('checks no more passwords for one account than the limits allow, however many race', async () => {
    const startedAt = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        signInForTest(app.server, 'raced@throttle.test', `race-guess-${index}!`).then(
          ({ body }) => body.errors?.[0]?.extensions?.code,
        ),
      ),
    );
    const wrong = answers.filter((code) => code === 'BAD_USER_INPUT').length;
    // Five failures start the backoff (1 s, doubling), so at most five passwords are tried at
    // once, plus one for each backoff that ran out while the 60 tries were still arriving (a
    // loaded machine can take seconds to send them).
    const seconds = (Date.now() - startedAt) / 1000;
    const backoffsRunOut = Math.floor(Math.log2(seconds + 1));
    expect(wrong).toBeGreaterThan(0);
    expect(wrong).toBeLessThanOrEqual(LOGIN_THROTTLE.backoffAfterFailures + backoffsRunOut);
    expect(answers.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(60 - wrong);
    expect(await checkedPasswords()).toBe(wrong);
  });

  it('checks no more passwords from one address than its cap, across accounts', async () => {
    await app.handle.db.delete(loginAttempts);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signInForTest(app.server, `spray-${index}@throttle.test`, 'spray-2026!').then(
          ({ body }) => body.errors?.[0]?.message,
        ),
      ),
    );
    const wrong = answers.filter((message) => message === WRONG_CREDENTIALS).length;
    expect(wrong).toBe(8);
    expect(answers.filter((message) => message === IP_CAP)).toHaveLength(32);
    expect(await checkedPasswords()).toBe(8);
  });
});
