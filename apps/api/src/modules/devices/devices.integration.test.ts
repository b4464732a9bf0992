import { devices } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { startTestServer, type TestServer } from '../../testing/test-server';

const SIGN_IN = `mutation S($loginId: String!, $password: String!) {
  signIn(loginId: $loginId, password: $password) { accessToken }
}`;
const SET = `mutation Set($token: String!, $os: String) {
  setFCMToken(fcmRegistrationToken: $token, os: $os)
}`;
const REMOVE = 'mutation Remove($token: String!) { removeFCMToken(fcmRegistrationToken: $token) }';

describe('setFCMToken / removeFCMToken', () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  const bearer: Record<'corp' | 'private', Record<string, string>> = { corp: {}, private: {} };

  async function signIn(email: string): Promise<Record<string, string>> {
    const { body } = await server.graphql<{ signIn: { accessToken: string } }>(SIGN_IN, {
      variables: { loginId: email, password: 'gongsa1234!' },
    });
    return { authorization: `Bearer ${body.data!.signIn.accessToken}` };
  }

  async function readLiveOwners(token: string) {
    const rows = await handle.db
      .select({ userId: devices.userId, os: devices.os })
      .from(devices)
      .where(and(eq(devices.fcmRegistrationToken, token), isNull(devices.deletedAt)));
    return rows;
  }

  beforeAll(async () => {
    handle = await createTestDatabase({ seed: 'demo' });
    server = await startTestServer({ db: handle.db });
    bearer.corp = await signIn('corp@gongsa.test');
    bearer.private = await signIn('private@gongsa.test');
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it('registers a token once however often the app calls it', async () => {
    for (const os of ['android', 'android']) {
      const { body } = await server.graphql(SET, {
        variables: { token: 'token-a', os },
        headers: bearer.corp,
      });
      expect(body).toEqual({ data: { setFCMToken: true } });
    }
    const owners = await readLiveOwners('token-a');
    expect(owners).toHaveLength(1);
    expect(owners[0]!.os).toBe('android');
  });

  it('moves the token to whoever signs in on the same phone next', async () => {
    await server.graphql(SET, { variables: { token: 'token-b' }, headers: bearer.corp });
    await server.graphql(SET, { variables: { token: 'token-b' }, headers: bearer.private });
    const owners = await readLiveOwners('token-b');
    expect(owners).toHaveLength(1);
    const { body } = await server.graphql(REMOVE, {
      variables: { token: 'token-b' },
      headers: bearer.corp,
    });
    // The first account no longer holds it, so its logout does not silence the second one.
    expect(body).toEqual({ data: { removeFCMToken: false } });
    expect(await readLiveOwners('token-b')).toEqual(owners);
  });

  it('removes the caller’s own token', async () => {
    await server.graphql(SET, { variables: { token: 'token-c' }, headers: bearer.corp });
    const { body } = await server.graphql(REMOVE, {
      variables: { token: 'token-c' },
      headers: bearer.corp,
    });
    expect(body).toEqual({ data: { removeFCMToken: true } });
    expect(await readLiveOwners('token-c')).toEqual([]);
  });

  it('refuses visitors and empty tokens in Korean, storing nothing', async () => {
    const anonymous = await server.graphql(SET, { variables: { token: 'token-d' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const empty = await server.graphql(SET, { variables: { token: '  ' }, headers: bearer.corp });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: '푸시 알림 토큰이 비어 있습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await readLiveOwners('token-d')).toEqual([]);
    expect(await readLiveOwners('')).toEqual([]);
  });
});
