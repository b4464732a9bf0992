import { createDatabase, notifications, phoneAuthCodes, rateLimitHits } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  bearer,
  createAuthHeadersForTest,
  requestAuthNumberForTest,
  signInForTest,
  signUpForTest,
} from '../testing/accounts';
import { insertAnnouncementForTest } from '../testing/announcements.repository';
import { insertCompanyForTest } from '../testing/companies.repository';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { Database, DatabaseHandle } from './database';

/*
 * The API must hold its limits, sessions and jobs however many copies run behind a load
 * balancer. Each block starts two real apps (createApp, each with its own job runtime) on one
 * database: on PostgreSQL (DATABASE_URL) through two separate connection pools, as two processes
 * would; on PGlite, which one process alone may open, on the one shared handle. Every request
 * comes from 127.0.0.1, so each block has a database of its own.
 */

const TOO_MANY_SENDS = {
  message: '인증번호 요청 횟수를 초과했습니다. 60분 후에 다시 시도해 주세요.',
  extensions: { code: 'TOO_MANY_REQUESTS' },
};
const SESSION_EXPIRED = {
  message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  extensions: { code: 'FORBIDDEN' },
};
const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.';
const BACKOFF = '로그인에 여러 번 실패했습니다. 잠시 후 다시 시도해 주세요.';
const IP_CAP = '이 네트워크에서 로그인 실패가 너무 많습니다. 15분 후 다시 시도해 주세요.';

const ME = '{ me { id name } }';
const REFRESH = `mutation R($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) { accessToken refreshToken } }`;
const INVITE = `mutation I($announcementId: ID!, $profileId: ID!) {
  createAnnouncementInvitation(announcementId: $announcementId, profileId: $profileId) { id } }`;

type TwoApps = { db: Database; a: TestServer; b: TestServer };

/** A second handle on the test database: its own pool on PostgreSQL, the same one on PGlite. */
async function openSecondHandle(first: DatabaseHandle): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { ...first, close: async () => {} };
  const result = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0]!.name}`;
  return createDatabase({ url: url.toString(), maxConnections: 4 });
}

/** Two apps on one fresh database for the surrounding describe block. */
function setUpTwoApps(env: NodeJS.ProcessEnv): TwoApps {
  const started: Partial<TwoApps> = {};
  let first: DatabaseHandle | undefined;
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await openSecondHandle(first);
    started.db = first.db;
    started.a = await startTestServer({ db: first.db, env });
    started.b = await startTestServer({ db: second.db, env });
  });
  afterAll(async () => {
    await started.a?.close();
    await started.b?.close();
    await second?.close();
    await first?.close();
  });
  return {
    get db() {
      return started.db!;
    },
    get a() {
      return started.a!;
    },
    get b() {
      return started.b!;
    },
  };
}

function countCodesSent(apps: TwoApps): number {
  return apps.a.smsOutbox!.length + apps.b.smsOutbox!.length;
}

describe('the per-IP verification-code cap, shared by two API processes', () => {
  const apps = setUpTwoApps({ PHONE_AUTH_MAX_SENDS_PER_IP: '6' });

  it('counts codes sent through either app: the 7th is refused whichever app gets it', async () => {
    for (let send = 0; send < 6; send += 1) {
      const app = send % 2 === 0 ? apps.a : apps.b;
      const { body } = await requestAuthNumberForTest(app, `0104100000${send}`);
      expect(body).toEqual({ data: { requestAuthNumber: true } });
    }
    for (const app of [apps.a, apps.b]) {
      const { body } = await requestAuthNumberForTest(app, '010-4100-0099');
      expect(body.errors?.[0]).toMatchObject(TOO_MANY_SENDS);
    }
    expect(countCodesSent(apps)).toBe(6);
    expect(await apps.db.select().from(rateLimitHits)).toHaveLength(6);
  });
});

describe('the per-IP verification-code cap under simultaneous requests to two processes', () => {
  const apps = setUpTwoApps({ PHONE_AUTH_MAX_SENDS_PER_IP: '5' });

  it('lets exactly five of nine simultaneous requests through', async () => {
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, send) =>
        requestAuthNumberForTest(send % 2 === 0 ? apps.a : apps.b, `0104200000${send}`),
      ),
    );
    const sent = results.filter((result) => result.body.data?.requestAuthNumber === true);
    const refused = results.filter(
      (result) => result.body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS',
    );
    expect(sent).toHaveLength(5);
    expect(refused).toHaveLength(4);
    for (const result of refused) expect(result.body.errors?.[0]).toMatchObject(TOO_MANY_SENDS);
    expect(countCodesSent(apps)).toBe(5);
    expect(await apps.db.select().from(phoneAuthCodes)).toHaveLength(5);
  });
});

describe('sessions, login throttling and jobs across two API processes', () => {
  const apps = setUpTwoApps({ PHONE_AUTH_MAX_SENDS_PER_IP: '100', LOGIN_MAX_FAILURES_PER_IP: '6' });

  it('honours on B a session A issued, and a rotation on A retires the old refresh token on B', async () => {
    const issued = await signUpForTest(apps.a, {
      email: 'roaming@two-apps.test',
      name: '이동현',
      phoneNumber: '010-4300-0001',
    });
    const onB = await apps.b.graphql<{ me: { name: string } }>(ME, { headers: bearer(issued) });
    expect(onB.body).toEqual({ data: { me: { id: expect.any(String), name: '이동현' } } });

    const rotated = await apps.a.graphql<{
      refreshToken: { accessToken: string; refreshToken: string };
    }>(REFRESH, { variables: { refreshToken: issued.refreshToken } });
    expect(rotated.body.errors).toBeUndefined();
    const next = rotated.body.data!.refreshToken;
    expect((await apps.b.graphql(ME, { headers: bearer(next) })).body.errors).toBeUndefined();

    // The used token coming back to the other process is treated as theft there too.
    const replay = await apps.b.graphql(REFRESH, {
      variables: { refreshToken: issued.refreshToken },
    });
    expect(replay.body.errors).toEqual([expect.objectContaining(SESSION_EXPIRED)]);
    const afterTheft = await apps.a.graphql(REFRESH, {
      variables: { refreshToken: next.refreshToken },
    });
    expect(afterTheft.body.errors).toEqual([expect.objectContaining(SESSION_EXPIRED)]);
  });

  it('counts failed logins sent to either app, per account and per address', async () => {
    const messageOf = async (app: TestServer, loginId: string, password: string) =>
      (await signInForTest(app, loginId, password)).body.errors?.[0]?.message;

    for (let attempt = 0; attempt < 5; attempt += 1) {
      const app = attempt % 2 === 0 ? apps.a : apps.b;
      expect(await messageOf(app, 'roaming@two-apps.test', `guess-${attempt}!`)).toBe(
        WRONG_CREDENTIALS,
      );
    }
    // Five failures between them: the account's next try must wait, on either app.
    expect(await messageOf(apps.b, 'roaming@two-apps.test', TEST_PASSWORD)).toBe(BACKOFF);
    // A sixth failure from the address (another account) reaches the cap of six.
    expect(await messageOf(apps.b, 'nobody@two-apps.test', 'spray-2026!')).toBe(WRONG_CREDENTIALS);
    expect(await messageOf(apps.a, 'someone@two-apps.test', 'spray-2026!')).toBe(IP_CAP);
    expect(await messageOf(apps.b, 'someone@two-apps.test', 'spray-2026!')).toBe(IP_CAP);
  });

  it('runs a job enqueued through A exactly once while both apps drain the queues', async () => {
    await Promise.all([apps.a.drainJobs(), apps.b.drainJobs()]);
    const owner = await insertCompanyForTest(apps.db, { type: 'CONSUMER', name: '의뢰인' });
    const announcement = await insertAnnouncementForTest(apps.db, owner);
    const companies = await Promise.all(
      ['가', '나', '다'].map((label) => insertCompanyForTest(apps.db, { name: `${label}건설` })),
    );
    const headers = await createAuthHeadersForTest(owner.userId);
    for (const company of companies) {
      const { body } = await apps.a.graphql(INVITE, {
        variables: { announcementId: announcement.id, profileId: company.profileId },
        headers,
      });
      expect(body.errors).toBeUndefined();
    }

    const [onA, onB] = await Promise.all([apps.a.drainJobs(), apps.b.drainJobs()]);
    expect(onA.completed + onB.completed).toBe(3);
    for (const company of companies) {
      const rows = await apps.db
        .select({ type: notifications.type })
        .from(notifications)
        .where(eq(notifications.userId, company.userId));
      expect(rows).toEqual([{ type: 'INVITATION' }]);
    }
  });
});
