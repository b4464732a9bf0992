import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient, type GraphqlAuth, type GraphqlDocument } from './graphql-client';
import { readGraphqlData, readGraphqlField } from './graphql-result';
import { resolveGraphqlEndpoint, readGraphqlMode } from './graphql-endpoint';

type MeResult = { me: { id: string; name: string } | null };
const ME_DOCUMENT = 'query Me { me { id name } }' as unknown as GraphqlDocument<
  MeResult,
  Record<string, never>
>;
const SIGN_IN_DOCUMENT = 'mutation SignIn { signIn { accessToken } }' as unknown as GraphqlDocument<
  { signIn: { accessToken: string } },
  { loginId: string; password: string }
>;

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

const FORBIDDEN_BODY = {
  data: null,
  errors: [{ message: '권한이 없습니다.', extensions: { code: 'FORBIDDEN' } }],
};
const ME_BODY = { data: { me: { id: '1', name: '김공사' } } };

describe('GraphQL result mapping', () => {
  it('returns the named field', () => {
    expect(readGraphqlField<MeResult, 'me'>(ME_BODY, 'me')).toEqual({ id: '1', name: '김공사' });
  });

  it('returns the first error as { error, code, message }', () => {
    const body = {
      errors: [
        {
          message: '이메일 또는 비밀번호가 올바르지 않습니다.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
        { message: '두 번째 오류', extensions: { code: 'NOT_FOUND' } },
      ],
    };
    expect(readGraphqlData(body)).toEqual({
      error: true,
      code: 'BAD_USER_INPUT',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('gives an error without a code the internal-error code, and a missing body a Korean message', () => {
    expect(readGraphqlData({ errors: [{ message: 'boom' }] })).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'boom',
    });
    expect(readGraphqlData(null)).toMatchObject({ error: true, code: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('GraphQL endpoint', () => {
  it('uses the proxy path by default and {API_URL}/graphql in direct mode', () => {
    expect(resolveGraphqlEndpoint(readGraphqlMode(undefined), undefined)).toBe('/api/graphql');
    expect(resolveGraphqlEndpoint(readGraphqlMode('direct'), 'https://api.example.kr/')).toBe(
      'https://api.example.kr/graphql',
    );
  });
});

describe('GraphQL client', () => {
  function setup(
    responses: Array<Response | Error>,
    auth: GraphqlAuth,
    refreshSession?: () => Promise<boolean>,
  ) {
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const fetchFake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), init: init ?? {} });
      const next = responses.shift();
      if (!next || next instanceof Error) throw next ?? new Error('no response');
      return next;
    });
    const onSessionExpired = vi.fn();
    const client = createGraphqlClient({
      endpoint: '/api/graphql',
      getAuth: () => auth,
      fetch: fetchFake,
      onSessionExpired,
      ...(refreshSession ? { refreshSession } : {}),
    });
    return { client, requests, onSessionExpired };
  }

  it('posts JSON with the bearer token, same-origin credentials and no caching', async () => {
    const { client, requests } = setup([jsonResponse(ME_BODY)], { token: 'abc', isLogin: true });
    await expect(client.requestField(ME_DOCUMENT, 'me')).resolves.toEqual({
      id: '1',
      name: '김공사',
    });
    const [sent] = requests;
    expect(sent?.url).toBe('/api/graphql');
    expect(sent?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
    });
    expect((sent?.init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      query: 'query Me { me { id name } }',
      variables: {},
    });
  });

  it('sends an empty Authorization header when there is no token', async () => {
    const { client, requests } = setup([jsonResponse({ data: { me: null } })], {
      token: null,
      isLogin: false,
    });
    await expect(client.requestField(ME_DOCUMENT, 'me')).resolves.toBeNull();
    expect((requests[0]?.init.headers as Record<string, string>).Authorization).toBe('');
  });

  it('refreshes once and retries when a logged-in user gets FORBIDDEN', async () => {
    const refresh = vi.fn(async () => true);
    const { client, requests, onSessionExpired } = setup(
      [jsonResponse(FORBIDDEN_BODY), jsonResponse(ME_BODY)],
      { token: 'old', isLogin: true },
      refresh,
    );
    await expect(client.requestField(ME_DOCUMENT, 'me')).resolves.toEqual({
      id: '1',
      name: '김공사',
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('returns the error and ends the session when the refresh fails', async () => {
    const { client, onSessionExpired } = setup(
      [jsonResponse(FORBIDDEN_BODY)],
      { token: 'old', isLogin: true },
      async () => false,
    );
    await expect(client.requestField(ME_DOCUMENT, 'me')).resolves.toEqual({
      error: true,
      code: 'FORBIDDEN',
      message: '권한이 없습니다.',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a logged-out user', async () => {
    const refresh = vi.fn(async () => true);
    const { client, requests } = setup(
      [jsonResponse(FORBIDDEN_BODY)],
      { token: null, isLogin: false },
      refresh,
    );
    await expect(client.request(ME_DOCUMENT)).resolves.toMatchObject({
      error: true,
      code: 'FORBIDDEN',
    });
    expect(refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });

  it('maps a network failure to a Korean error without logging it (the page offers a retry)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup([new TypeError('fetch failed')], { token: null, isLogin: false });
    const result = await client.requestField(SIGN_IN_DOCUMENT, 'signIn', {
      loginId: 'a@b.kr',
      password: 'x',
    });
    expect(result).toMatchObject({ error: true, code: 'NETWORK_ERROR' });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('logs a failed mutation only when the failure is unexpected (issue 13)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrongPassword = {
      errors: [
        {
          message: '이메일 또는 비밀번호가 올바르지 않습니다.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    };
    const serverFault = {
      errors: [{ message: '일시적인 오류', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    };
    const { client } = setup([jsonResponse(wrongPassword), jsonResponse(serverFault)], {
      token: null,
      isLogin: false,
    });
    const variables = { loginId: 'a@b.kr', password: 'x' };
    await expect(client.requestField(SIGN_IN_DOCUMENT, 'signIn', variables)).resolves.toMatchObject(
      { code: 'BAD_USER_INPUT' },
    );
    expect(consoleError).not.toHaveBeenCalled();
    await expect(client.requestField(SIGN_IN_DOCUMENT, 'signIn', variables)).resolves.toMatchObject(
      { code: 'INTERNAL_SERVER_ERROR' },
    );
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
