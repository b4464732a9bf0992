import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { startTestServer } from '../../testing/test-server';

const REQUEST =
  'mutation R($phoneNumber: String!) { requestAuthNumber(phoneNumber: $phoneNumber) }';

describe('GET /dev/sms-outbox (local SMS sender, DEV_TOOLS=true)', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }), {
    env: { DEV_TOOLS: 'true' },
  });

  it('shows the newest code sent to a number, whatever way the number is written', async () => {
    await app.server.graphql(REQUEST, { variables: { phoneNumber: '010-5555-0101' } });
    await app.server.graphql(REQUEST, { variables: { phoneNumber: '01055550101' } });
    const newest = app.server.smsOutbox!.at(-1)!;

    const response = await fetch(`${app.server.url}/dev/sms-outbox?to=010-5555-0101`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: { to: string; code: string } };
    expect(body.message.to).toBe('01055550101');
    expect(newest.text).toContain(`[${body.message.code}]`);
  });

  it('answers 404 in Korean for a number that received nothing', async () => {
    const response = await fetch(`${app.server.url}/dev/sms-outbox?to=01099990000`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: '이 번호로 보낸 문자가 없습니다.' },
    });
  });
});

describe('GET /dev/sms-outbox with a real SMS gateway configured', () => {
  it('does not exist', async () => {
    const handle = await createTestDatabase({ seed: 'none' });
    const server = await startTestServer({
      db: handle.db,
      env: {
        DEV_TOOLS: 'true',
        SMS_DRIVER: 'http',
        SMS_API_URL: 'http://127.0.0.1:9/sms',
        SMS_API_KEY: 'key',
      },
    });
    try {
      const response = await fetch(`${server.url}/dev/sms-outbox?to=01055550101`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        '요청한 주소를 찾을 수 없습니다.',
      );
    } finally {
      await server.close();
      await handle.close();
    }
  });
});
