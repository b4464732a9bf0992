import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeRememberedLogin, forgetRememberedLogin } from './remembered-login';
import { storeRememberedLogin } from './store-remembered-login';

/** The session route as the page sees it: each request recorded, answered by `reply`. */
function fakeRoute(reply: () => Response | Promise<Response>) {
  const sent: Array<{ input: unknown; init?: RequestInit }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ input, init });
    return reply();
  });
  return sent;
}

function offline() {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the page’s side of the remembered login', () => {
  it('hands a new login’s refresh token to the route once', async () => {
    const sent = fakeRoute(() => new Response(null, { status: 204 }));
    expect(await storeRememberedLogin('rt-1')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toBe('/api/session');
    expect(sent[0]?.init?.method).toBe('PUT');
    expect(sent[0]?.init?.body).toBe('{"refreshToken":"rt-1"}');
    vi.restoreAllMocks();
    offline();
    expect(await storeRememberedLogin('rt-1')).toBe(false);
  });

  it('gets an access token from the exchange', async () => {
    const sent = fakeRoute(() => Response.json({ accessToken: 'access-2' }));
    expect(await exchangeRememberedLogin()).toEqual({
      accessToken: 'access-2',
      refreshToken: null,
    });
    expect(sent[0]?.init?.method).toBe('POST');
  });

  it('is logged out only by a refusal, never by an outage', async () => {
    fakeRoute(() => Response.json({ error: {} }, { status: 401 }));
    expect(await exchangeRememberedLogin()).toBe('rejected');
    vi.restoreAllMocks();
    fakeRoute(() => Response.json({ error: {} }, { status: 503 }));
    expect(await exchangeRememberedLogin()).toBe('unavailable');
    vi.restoreAllMocks();
    fakeRoute(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    expect(await exchangeRememberedLogin()).toBe('unavailable');
    vi.restoreAllMocks();
    fakeRoute(() => new Response('<html>', { status: 200 }));
    expect(await exchangeRememberedLogin()).toBe('unavailable');
    vi.restoreAllMocks();
    offline();
    expect(await exchangeRememberedLogin()).toBe('unavailable');
  });

  it('forgets with a request that may outlive the page, and never throws', async () => {
    const sent = fakeRoute(() => new Response(null, { status: 204 }));
    await forgetRememberedLogin();
    expect(sent[0]?.init).toMatchObject({ method: 'DELETE', keepalive: true });
    vi.restoreAllMocks();
    offline();
    await expect(forgetRememberedLogin()).resolves.toBeUndefined();
  });
});
