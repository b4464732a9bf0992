import { createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earliestSendTime } from '../notification-copy';
import { BizMessageAlimtalkSender } from './bizmessage-alimtalk-sender';
import { ChannelUnavailableError } from './channel-types';
import { FcmPushSender } from './fcm-push-sender';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A local HTTP server answering as told, recording what it was sent. */
async function startFake(answer: (request: Received) => { status: number; body: unknown }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body };
      received.push(request);
      const reply = answer(request);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const MESSAGE = {
  title: '새 견적 요청',
  body: '철근공사 요청',
  url: '/bid/7',
  dedupKey: 'gongsa-n1-d1',
};

describe('FCM HTTP v1 push adapter', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let fake: Awaited<ReturnType<typeof startFake>>;
  let sender: FcmPushSender;

  beforeAll(async () => {
    fake = await startFake(({ path, headers, body }) => {
      if (path === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [header, claims, signature] = assertion.split('.');
        const isSigned = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
        const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString('utf8'));
        const isRight =
          isSigned &&
          payload.iss === 'push@gongsa.iam.gserviceaccount.com' &&
          payload.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
          payload.exp - payload.iat === 3600;
        return isRight
          ? { status: 200, body: { access_token: 'access-1', expires_in: 3599 } }
          : { status: 400, body: { error: 'invalid_grant' } };
      }
      if (headers.authorization !== 'Bearer access-1') return { status: 401, body: {} };
      const token = JSON.parse(body).message.token as string;
      if (token === 'gone') {
        return {
          status: 404,
          body: {
            error: {
              status: 'NOT_FOUND',
              message: 'Requested entity was not found.',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'UNREGISTERED',
                },
              ],
            },
          },
        };
      }
      if (token === 'garbled') {
        return {
          status: 400,
          body: {
            error: {
              status: 'INVALID_ARGUMENT',
              message: 'The registration token is not a valid FCM registration token',
              details: [
                {
                  '@type': 'type.googleapis.com/google.rpc.BadRequest',
                  fieldViolations: [{ field: 'message.token', description: 'Invalid token' }],
                },
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'INVALID_ARGUMENT',
                },
              ],
            },
          },
        };
      }
      if (token === 'busy') return { status: 503, body: { error: { status: 'UNAVAILABLE' } } };
      return { status: 200, body: { name: 'projects/gongsa/messages/1' } };
    });
    sender = new FcmPushSender({
      projectId: 'gongsa',
      serviceAccount: {
        clientEmail: 'push@gongsa.iam.gserviceaccount.com',
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        tokenUri: `${fake.url}/token`,
      },
      apiUrl: fake.url,
      webOrigin: 'https://gongsa.kr',
      timeoutMs: 5_000,
    });
  });

  afterAll(async () => {
    await fake.close();
  });

  it('signs its own service-account JWT, caches the access token and posts messages:send', async () => {
    expect(await sender.send({ ...MESSAGE, token: 'device-a' })).toEqual({ status: 'sent' });
    expect(await sender.send({ ...MESSAGE, token: 'device-b' })).toEqual({ status: 'sent' });
    expect(fake.received.filter((request) => request.path === '/token')).toHaveLength(1);
    const sent = fake.received.find((request) => request.path.endsWith('messages:send'))!;
    expect(sent.path).toBe('/v1/projects/gongsa/messages:send');
    expect(JSON.parse(sent.body)).toEqual({
      message: {
        token: 'device-a',
        notification: { title: '새 견적 요청', body: '철근공사 요청' },
        data: { url: '/bid/7', dedupKey: 'gongsa-n1-d1' },
        webpush: {
          notification: { tag: 'gongsa-n1-d1' },
          fcm_options: { link: 'https://gongsa.kr/bid/7' },
        },
      },
    });
  });

  it('calls an UNREGISTERED or invalid token dead, and throws for what may pass', async () => {
    expect(await sender.send({ ...MESSAGE, token: 'gone' })).toEqual({
      status: 'deadToken',
      reason: 'UNREGISTERED: Requested entity was not found.',
    });
    expect(await sender.send({ ...MESSAGE, token: 'garbled' })).toMatchObject({
      status: 'deadToken',
    });
    await expect(sender.send({ ...MESSAGE, token: 'busy' })).rejects.toThrow(
      ChannelUnavailableError,
    );
  });
});

describe('Kakao BizMessage 알림톡 adapter', () => {
  let fake: Awaited<ReturnType<typeof startFake>>;

  beforeAll(async () => {
    fake = await startFake(({ body }) => {
      const to = JSON.parse(body).recipientNo as string;
      if (to === '01000000001')
        return { status: 200, body: { resultCode: '3015', resultMessage: 'x' } };
      if (to === '01000000002')
        return { status: 200, body: { resultCode: '2001', resultMessage: '발신 프로필 오류' } };
      if (to === '01000000003') return { status: 502, body: {} };
      return { status: 200, body: { resultCode: '0000', resultMessage: 'OK' } };
    });
  });

  afterAll(async () => {
    await fake.close();
  });

  it('sends the template with its variables and reads the result code', async () => {
    const sender = new BizMessageAlimtalkSender({
      apiUrl: fake.url,
      apiKey: 'key',
      senderKey: 'sender',
      timeoutMs: 5_000,
    });
    const message = {
      templateCode: 'GONGSA_APPLY_RECEIVED',
      variables: { title: '새 지원자가 있습니다', message: '…', url: '/myBid/detail/1' },
      dedupKey: 'gongsa-n1-d2',
    };
    expect(await sender.send({ ...message, to: '01012345678' })).toEqual({ status: 'sent' });
    const [first] = fake.received;
    expect(first!.path).toBe('/v2/alimtalk/send');
    expect(first!.headers['x-api-key']).toBe('key');
    expect(JSON.parse(first!.body)).toEqual({
      senderKey: 'sender',
      templateCode: 'GONGSA_APPLY_RECEIVED',
      recipientNo: '01012345678',
      templateParameter: message.variables,
      clientMessageKey: 'gongsa-n1-d2',
    });
    expect(await sender.send({ ...message, to: '01000000001' })).toEqual({
      status: 'unreachable',
      reason: '3015: 카카오톡 미사용자',
    });
    expect(await sender.send({ ...message, to: '01000000002' })).toEqual({
      status: 'rejected',
      reason: '2001: 발신 프로필 오류',
    });
    await expect(sender.send({ ...message, to: '01000000003' })).rejects.toThrow(
      ChannelUnavailableError,
    );
  });
});

describe('quiet hours (marketing kinds, Asia/Seoul)', () => {
  it('defers 21:00–08:00 to the next 08:00, and nothing else', () => {
    const at = (iso: string) => earliestSendTime('marketingNotice', new Date(iso)).toISOString();
    // 20:59 and 08:00 Seoul go at once; 21:00, 23:59, 00:30 and 07:59 wait for 08:00 (23:00 UTC).
    expect(at('2026-03-10T11:59:00Z')).toBe('2026-03-10T11:59:00.000Z');
    expect(at('2026-03-10T23:00:00Z')).toBe('2026-03-10T23:00:00.000Z');
    expect(at('2026-03-10T12:00:00Z')).toBe('2026-03-10T23:00:00.000Z');
    expect(at('2026-03-10T14:59:00Z')).toBe('2026-03-10T23:00:00.000Z');
    expect(at('2026-03-10T15:30:00Z')).toBe('2026-03-10T23:00:00.000Z');
    expect(at('2026-03-10T22:59:00Z')).toBe('2026-03-10T23:00:00.000Z');
    const night = new Date('2026-03-10T14:00:00Z');
    expect(earliestSendTime('announcementMatched', night)).toBe(night);
  });
});
