import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  exchangeRememberedLogin,
  forgetRememberedLogin,
  rememberLogin,
} from './remembered-login-route';

const PAGE = {
  host: '127.0.0.1:3000',
  origin: 'http://127.0.0.1:3000',
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': '203.0.113.7',
  'user-agent': 'Chromium',
};

function sessionRequest(method: string, headers: Record<string, string>, body?: unknown) {
  return new Request('http://127.0.0.1:3000/api/session', {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

type ApiCall = { query: string; variables: Record<string, unknown>; headers: Headers };

/** The API as the route sees it over HTTP: each call recorded, answered by `reply`. */
function fakeApi(reply: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as Omit<ApiCall, 'headers'>;
    const call = { ...body, headers: new Headers(init?.headers) };
    calls.push(call);
    return reply(call);
  });
  return calls;
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

beforeEach(() => {
  vi.stubEnv('NODE_ENV', 'production');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('PUT /api/session (remember a login)', () => {
  it('keeps the token in an HttpOnly cookie and answers nothing the page could read', async () => {
    const response = await rememberLogin(sessionRequest('PUT', PAGE, { refreshToken: 'rt-1' }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(setCookies(response)[0]).toBe(
      'gs_refresh=rt-1; Path=/api/session; Max-Age=31536000; HttpOnly; SameSite=Lax',
    );
  });

  it('marks the cookies Secure behind a load balancer that terminated TLS', async () => {
    const response = await rememberLogin(
      sessionRequest(
        'PUT',
        {
          ...PAGE,
          host: 'gongsa.market',
          origin: 'https://gongsa.market',
          'x-forwarded-proto': 'https',
        },
        { refreshToken: 'rt-1' },
      ),
    );
    expect(setCookies(response)[0]).toContain('; Secure');
  });

  it('refuses what is not a token', async () => {
    for (const body of [{}, { refreshToken: '' }, { refreshToken: 'x'.repeat(600) }, 'rt']) {
      const response = await rememberLogin(sessionRequest('PUT', PAGE, body));
      expect(response.status).toBe(400);
      expect(setCookies(response)).toEqual([]);
    }
  });
});

describe('POST /api/session (exchange the remembered login)', () => {
  it('rotates the token at the API for the browser’s address and gives the page the access token only', async () => {
    const calls = fakeApi(() =>
      Response.json({
        data: { refreshToken: { accessToken: 'access-2', refreshToken: 'rt-2' } },
      }),
    );
    const response = await exchangeRememberedLogin(
      sessionRequest('POST', { ...PAGE, cookie: 'gs_remembered=1; gs_refresh=rt-1' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accessToken: 'access-2' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(setCookies(response)[0]).toMatch(/^gs_refresh=rt-2; Path=\/api\/session;.* HttpOnly/);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toContain('refreshToken(refreshToken: $refreshToken)');
    expect(calls[0]?.variables).toEqual({ refreshToken: 'rt-1' });
    expect(calls[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(calls[0]?.headers.get('user-agent')).toBe('Chromium');
  });

  it('ends the remembered login when the API refuses the token (used, revoked, expired)', async () => {
    fakeApi(() =>
      Response.json({
        errors: [
          {
            message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      }),
    );
    const response = await exchangeRememberedLogin(
      sessionRequest('POST', { ...PAGE, cookie: 'gs_refresh=used' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: '로그인이 만료되었습니다. 다시 로그인해 주세요.' },
    });
    expect(setCookies(response)).toContain(
      'gs_refresh=; Path=/api/session; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('keeps the remembered login when the API does not answer (a brief outage logs nobody out)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const down = await exchangeRememberedLogin(
      sessionRequest('POST', { ...PAGE, cookie: 'gs_refresh=rt-1' }),
    );
    expect(down.status).toBe(503);
    expect(setCookies(down)).toEqual([]);

    vi.restoreAllMocks();
    fakeApi(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const failing = await exchangeRememberedLogin(
      sessionRequest('POST', { ...PAGE, cookie: 'gs_refresh=rt-1' }),
    );
    expect(failing.status).toBe(503);
    expect(setCookies(failing)).toEqual([]);
  });

  it('answers 401 without asking the API when the browser remembers nothing', async () => {
    const calls = fakeApi(() => Response.json({}));
    const response = await exchangeRememberedLogin(sessionRequest('POST', PAGE));
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });
});

describe('DELETE /api/session (forget)', () => {
  it('ends the login at the API and deletes the cookies', async () => {
    const calls = fakeApi(() => Response.json({ data: { signOut: true } }));
    const response = await forgetRememberedLogin(
      sessionRequest('DELETE', { ...PAGE, cookie: 'gs_refresh=rt-1' }),
    );
    expect(response.status).toBe(204);
    expect(calls.map((call) => call.variables)).toEqual([{ refreshToken: 'rt-1' }]);
    expect(setCookies(response)).toHaveLength(3);
    expect(setCookies(response).every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });
});

describe('requests from another site', () => {
  it('are refused with 403 in Korean before anything is read or changed', async () => {
    const calls = fakeApi(() => Response.json({}));
    const crossSite = {
      ...PAGE,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      cookie: 'gs_refresh=rt-1',
    };
    for (const response of [
      await rememberLogin(sessionRequest('PUT', crossSite, { refreshToken: 'attacker' })),
      await exchangeRememberedLogin(sessionRequest('POST', crossSite)),
      await forgetRememberedLogin(sessionRequest('DELETE', crossSite)),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: '다른 사이트에서 보낸 요청은 처리하지 않습니다.' },
      });
      expect(setCookies(response)).toEqual([]);
    }
    expect(calls).toEqual([]);
  });
});
