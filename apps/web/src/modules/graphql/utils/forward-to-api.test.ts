import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardToApi, GRAPHQL_MAX_BODY_BYTES, readBodyWithin } from './forward-to-api';

function streamOf(text: string, chunks: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / chunks);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += size) {
        controller.enqueue(bytes.subarray(offset, offset + size));
      }
      controller.close();
    },
  });
}

describe('readBodyWithin', () => {
  it('joins the chunks of a body within the cap', async () => {
    const body = await readBodyWithin(streamOf('{"query":"{ __typename }"}', 4), 100);
    expect(new TextDecoder().decode(body!)).toBe('{"query":"{ __typename }"}');
  });

  it('stops at the first byte past the cap', async () => {
    expect(await readBodyWithin(streamOf('x'.repeat(101), 10), 100)).toBeNull();
  });
});

describe('forwardToApi with a body cap', () => {
  let api: Server;
  let apiUrl = '';
  const received: number[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        received.push(size);
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{"__typename":"Query"}}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
  });

  function post(body: ReadableStream<Uint8Array>) {
    return new Request('http://127.0.0.1:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  it('refuses a chunked body over 1 MB in Korean without sending it on', async () => {
    const large = JSON.stringify({
      query: '{ __typename }',
      padding: 'x'.repeat(GRAPHQL_MAX_BODY_BYTES),
    });
    const response = await forwardToApi(post(streamOf(large, 32)), '/graphql', {
      maxBodyBytes: GRAPHQL_MAX_BODY_BYTES,
      apiUrl,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: '요청 본문이 너무 큽니다.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    expect(received).toEqual([]);
  });

  it('passes a body within the cap on whole', async () => {
    const small = JSON.stringify({ query: '{ __typename }' });
    const response = await forwardToApi(post(streamOf(small, 3)), '/graphql', {
      maxBodyBytes: GRAPHQL_MAX_BODY_BYTES,
      apiUrl,
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(received).toEqual([new TextEncoder().encode(small).length]);
  });
});
