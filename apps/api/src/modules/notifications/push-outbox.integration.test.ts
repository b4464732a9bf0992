import { createTestDatabase } from '@gongsa/db/testing';
import { describe, expect, it } from 'vitest';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { LocalPushSender } from './channels/local-channels';

describe('GET /dev/push-outbox (local push channel, DEV_TOOLS=true)', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }), {
    env: { DEV_TOOLS: 'true' },
  });

  it('lists the pushes recorded for one token, newest first, and no other token’s', async () => {
    const sender = new LocalPushSender(app.handle.db);
    const push = { body: '본문', url: '/myPage/noti' };
    await sender.send({ ...push, token: 'local-web-a', title: '첫 알림', dedupKey: 'k1' });
    await sender.send({ ...push, token: 'local-web-b', title: '남의 알림', dedupKey: 'k2' });
    await sender.send({ ...push, token: 'local-web-a', title: '둘째 알림', dedupKey: 'k3' });

    const response = await fetch(`${app.server.url}/dev/push-outbox?token=local-web-a`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { messages: Array<{ title: string; url: string }> };
    expect(body.messages.map((message) => message.title)).toEqual(['둘째 알림', '첫 알림']);
    expect(body.messages[0]?.url).toBe('/myPage/noti');

    const none = await fetch(`${app.server.url}/dev/push-outbox?token=local-web-c`);
    expect(await none.json()).toEqual({ messages: [] });
  });

  it('refuses a request a web page sends', async () => {
    const response = await fetch(`${app.server.url}/dev/push-outbox?token=local-web-a`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
