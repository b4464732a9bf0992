import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeSocialCode } from './exchange-social-code';

/** Answers like Kakao (form body) and Naver (query string, errors with 200). */
function answerTokenRequest(url: URL, body: URLSearchParams) {
  const params = url.pathname === '/oauth2.0/token' ? url.searchParams : body;
  if (params.get('client_secret') !== 'secret') {
    return {
      status: url.pathname === '/oauth/token' ? 401 : 200,
      body: { error: 'invalid_client' },
    };
  }
  if (params.get('code') !== 'good-code') {
    return {
      status: url.pathname === '/oauth/token' ? 400 : 200,
      body: { error: 'invalid_grant' },
    };
  }
  return { status: 200, body: { access_token: `token-for-${params.get('redirect_uri')}` } };
}

describe('exchanging the authorization code', () => {
  let server: http.Server;
  let authUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const answer = answerTokenRequest(
          url,
          new URLSearchParams(Buffer.concat(chunks).toString()),
        );
        res.statusCode = answer.status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const input = { code: 'good-code', state: 'state', redirectUri: 'http://web/auth/kakao' };

  it('gets the access token from Kakao and from Naver', async () => {
    const config = { authUrl, clientId: 'id', clientSecret: 'secret' };
    expect(await exchangeSocialCode('kakao', config, input)).toEqual({
      isExchanged: true,
      accessToken: 'token-for-http://web/auth/kakao',
    });
    expect(await exchangeSocialCode('naver', config, input)).toMatchObject({ isExchanged: true });
  });

  it('explains a spent code, a wrong registration and an unreachable provider in Korean', async () => {
    const config = { authUrl, clientId: 'id', clientSecret: 'secret' };
    expect(await exchangeSocialCode('naver', config, { ...input, code: 'old' })).toEqual({
      isExchanged: false,
      status: 400,
      message: '네이버 로그인 요청이 만료되었습니다. 처음부터 다시 시도해 주세요.',
    });
    expect(
      await exchangeSocialCode('kakao', { ...config, clientSecret: 'wrong' }, input),
    ).toMatchObject({ message: '카카오 로그인 설정에 문제가 있습니다. 고객센터로 문의해 주세요.' });
    expect(
      await exchangeSocialCode('kakao', { ...config, authUrl: 'http://127.0.0.1:1' }, input),
    ).toMatchObject({ message: '카카오 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' });
  });
});
