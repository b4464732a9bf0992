import { createDatabase, migrate } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { DatabaseHandle } from './database';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true',
  ALLOW_PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  WEB_ORIGIN: 'https://gongsa.kr',
};

function nest(depth: number): string {
  let selection = 'name';
  for (let level = 0; level < depth; level += 1) selection = `ofType { ${selection} }`;
  return `{ __type(name: "Query") { fields { type { ${selection} } } } }`;
}

describe('the API in test mode', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Introspection (DEV_TOOLS) builds the deep documents the limits below are tested with.
    server = await startTestServer({ db: database.db, env: { DEV_TOOLS: 'true' } });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('answers each operation of a document that holds several, whichever ran first', async () => {
    const query = 'query Kind { __typename } query RootName { __schema { queryType { name } } }';
    const ask = async (operationName: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName }),
      });
      return (await response.json()) as { data?: unknown };
    };
    expect((await ask('RootName')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await ask('Kind')).data).toEqual({ __typename: 'Query' });
    expect((await ask('RootName')).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('reports health after pinging the database', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('echoes the caller’s request id and logs every line of that request with it', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'web-7f3a2c' },
      body: JSON.stringify({ query: '{ myPointInfo { nowPoint } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('web-7f3a2c');
    await response.json();
    const lines = server.logLines.filter((line) => line.requestId === 'web-7f3a2c');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: '요청 처리 완료',
        method: 'POST',
        path: '/graphql',
        status: 200,
      }),
    );
  });

  it('gives a request without an id a fresh UUID, and ignores unsafe ids', async () => {
    for (const headers of [{}, { 'x-request-id': 'bad id\twith spaces' }] as Array<
      Record<string, string>
    >) {
      const response = await fetch(`${server.url}/healthz`, { headers });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('rejects an over-deep query with a Korean message', async () => {
    expect((await server.graphql(nest(8))).body.errors).toBeUndefined();
    const { body } = await server.graphql(nest(13));
    expect(body.data).toBeUndefined();
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: '요청한 쿼리가 너무 깊습니다. (최대 12단계)',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    );
  });

  it('rejects an alias flood with a Korean message', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: cri { name }`).join(' ');
    const { body } = await server.graphql(`{ ${aliases} }`);
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: '쿼리에 별칭(alias)이 너무 많습니다. (최대 15개)',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    );
  });

  it('rejects an oversized query document before parsing it all', async () => {
    const fields = Array.from({ length: 2100 }, () => '__typename').join(' ');
    const { body } = await server.graphql(`{ ${fields} }`);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: '요청한 쿼리가 너무 깁니다.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });

  it('refuses a request body over 1 MB', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ __typename }',
        variables: { padding: 'x'.repeat(1024 * 1024) },
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: '요청 본문이 너무 큽니다.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('counts the bytes of a chunked body (no Content-Length) against the same 1 MB', async () => {
    function chunkedBody(text: string, chunks: number): RequestInit {
      const bytes = new TextEncoder().encode(text);
      const size = Math.ceil(bytes.length / chunks);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += size) {
            controller.enqueue(bytes.subarray(offset, offset + size));
          }
          controller.close();
        },
      });
      return {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit;
    }
    const small = JSON.stringify({ query: '{ __typename }' });
    const fine = await fetch(`${server.url}/graphql`, chunkedBody(small, 3));
    expect(await fine.json()).toEqual({ data: { __typename: 'Query' } });

    const large = JSON.stringify({
      query: '{ __typename }',
      variables: { padding: 'x'.repeat(1024 * 1024) },
    });
    const refused = await fetch(`${server.url}/graphql`, chunkedBody(large, 64)).catch(
      (error: unknown) => error,
    );
    // The server answers as soon as the cap is passed and closes the connection; a client still
    // sending may see the close first. Either way nothing over the cap is executed.
    if (refused instanceof Response) {
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({
        errors: [
          { message: '요청 본문이 너무 큽니다.', extensions: { code: 'PAYLOAD_TOO_LARGE' } },
        ],
      });
    } else {
      expect(refused).toBeInstanceOf(Error);
    }
    expect(server.logLines.some((line) => line.path === '/graphql' && line.status === 413)).toBe(
      true,
    );
  });

  it('answers a body it cannot read in Korean, repeating nothing of it', async () => {
    const cases: Array<[string, string]> = [
      [
        '{"query": "{ __typename }", "variables": {"secret": "abc',
        '요청 본문이 올바른 JSON 형식이 아닙니다.',
      ],
      ['hello secret world', '요청 본문이 올바른 JSON 형식이 아닙니다.'],
      ['"a secret string"', '요청 본문은 JSON 객체여야 합니다.'],
      [
        '{"query": "{ __typename }", "secretParameter": 1}',
        '요청 본문에 알 수 없는 항목이 있습니다.',
      ],
      ['{"variables": {}}', '실행할 GraphQL 쿼리가 없습니다.'],
      // A key a promise helper reads (the parsed-body handover must not take it for a promise).
      ['{"query": "{ __typename }", "then": 1}', '요청 본문에 알 수 없는 항목이 있습니다.'],
      [
        '{"query": "{ __typename }", "then": {"secret": 1}}',
        '요청 본문에 알 수 없는 항목이 있습니다.',
      ],
      ['{}', '실행할 GraphQL 쿼리가 없습니다.'],
    ];
    for (const [body, message] of cases) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        errors: [{ message, extensions: { code: 'BAD_REQUEST' } }],
      });
      expect(text).not.toMatch(/secret|JSON at position|Unexpected token/);
    }
  });

  it('answers CORS preflights for the web origin only', async () => {
    const allowed = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');

    const foreign = await fetch(`${server.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with a Korean 404', async () => {
    const response = await fetch(`${server.url}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: '요청한 주소를 찾을 수 없습니다.' },
    });
  });
});

/**
 * A database the test may shut down mid-run to cause a real unexpected failure: always an
 * in-memory PGlite (closing a server database under a live pool races its teardown).
 */
async function openDisposableDatabase(): Promise<DatabaseHandle> {
  const handle = await createDatabase({ dataDir: 'memory://' });
  await migrate(handle.db, handle.driver);
  return handle;
}

// `npm start` leaves NODE_ENV unset (development) and DEV_TOOLS off: the same closed surface as
// production.
describe.each([
  ['in production mode', PRODUCTION_ENV],
  ['as npm start runs it (no DEV_TOOLS)', { NODE_ENV: 'development' }],
])('the API %s', (_name, env) => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await openDisposableDatabase();
    server = await startTestServer({ db: database.db, env });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses introspection', async () => {
    const { body } = await server.graphql('{ __schema { types { name } } }');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: '이 서버에서는 스키마 조회(introspection)를 사용할 수 없습니다.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const typeQuery = await server.graphql('{ __type(name: "Query") { name } }');
    expect(typeQuery.body.errors?.[0]?.message).toBe(
      '이 서버에서는 스키마 조회(introspection)를 사용할 수 없습니다.',
    );
  });

  it('does not serve GraphiQL', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  it('has no development helpers', async () => {
    const outbox = await fetch(`${server.url}/dev/sms-outbox?to=01055550101`);
    expect(outbox.status).toBe(404);
    const pushes = await fetch(`${server.url}/dev/push-outbox?token=local-web-1`);
    expect(pushes.status).toBe(404);
    const visitors = await fetch(
      `${server.url}/dev/visitors?visitorId=6f1c2b1e-8a4d-4c39-9d7e-0b6a5f3e2c11`,
    );
    expect(visitors.status).toBe(404);
    const grant = await fetch(`${server.url}/dev/points/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'consumer@gongsa.kr', point: 1000 }),
    });
    expect(grant.status).toBe(404);
  });

  it('does not hint at field names', async () => {
    const { body } = await server.graphql('{ licence { name } }');
    expect(JSON.stringify(body)).not.toContain('Did you mean');
  });

  it('masks unexpected failures: Korean message, no stack, no internals', async () => {
    // A database that went away is the most common unexpected failure.
    await database.close();
    const { body } = await server.graphql('{ licenses { id name } }', {
      headers: { 'x-request-id': 'web-masked-1' },
    });
    expect(body.errors).toEqual([
      {
        message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
        locations: [{ line: 1, column: 3 }],
        path: ['licenses'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/stack|originalError|at .*\.ts/);

    const health = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'web-health-1' },
    });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    // Lines written while a request runs carry its id: the GraphQL context's logger and a
    // route's logger are the request's own.
    expect(server.logLines).toContainEqual(
      expect.objectContaining({
        msg: 'GraphQL 처리 중 예기치 않은 오류',
        requestId: 'web-masked-1',
      }),
    );
    expect(server.logLines).toContainEqual(
      expect.objectContaining({ msg: '데이터베이스 상태 확인 실패', requestId: 'web-health-1' }),
    );
  });
});

describe('the API with the development tools (npm run dev: DEV_TOOLS=true)', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await openDisposableDatabase();
    server = await startTestServer({
      db: database.db,
      env: { NODE_ENV: 'development', DEV_TOOLS: 'true' },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers introspection', async () => {
    const { body } = await server.graphql('{ __schema { queryType { name } } }');
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('serves GraphiQL and shows the original of a masked error to developers', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('공사마켓 API');

    await database.close();
    const { body } = await server.graphql('{ licenses { id } }');
    expect(body.errors?.[0]).toMatchObject({
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', originalError: { stack: expect.any(String) } },
    });
  });
});
