import { readServerEnv } from '../../config/utils/server-env';
import { SERVICE_UNAVAILABLE_CODE } from './graphql-result';

/** Hop-by-hop and encoding headers that must not be copied across the proxy. */
const DROPPED_REQUEST_HEADERS = ['host', 'connection', 'content-length', 'accept-encoding'];
const DROPPED_RESPONSE_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
];

/** The API's own cap on a GraphQL request body (GRAPHQL_MAX_BODY_BYTES), applied here first. */
export const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;

const BODY_TOO_LARGE = {
  errors: [{ message: '요청 본문이 너무 큽니다.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
};

/**
 * The whole body, counted by the bytes that arrive (a chunked body has no Content-Length, and one
 * can lie): null as soon as it passes `maxBytes`, and the rest is not read.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * Forwards a browser request to the API (the /api/graphql proxy and /files/*). Done at request
 * time rather than with next.config rewrites, which are frozen at build time: the same build then
 * serves any API_URL. With `maxBodyBytes` the body is read here, counted by its bytes, and refused
 * past the cap before anything reaches the API; without it (uploads) it streams through.
 */
export async function forwardToApi(
  request: Request,
  apiPath: string,
  options: { maxBodyBytes?: number; apiUrl?: string } = {},
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${options.apiUrl ?? readServerEnv().apiUrl}${apiPath}${incoming.search}`;
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let body: BodyInit | null = hasBody ? request.body : null;
  if (hasBody && options.maxBodyBytes !== undefined) {
    const declared = Number(request.headers.get('content-length') ?? 0);
    const read =
      declared > options.maxBodyBytes
        ? null
        : await readBodyWithin(request.body, options.maxBodyBytes);
    if (read === null) return Response.json(BODY_TOO_LARGE, { status: 413 });
    body = read;
  }
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
      // Streams an upload through instead of buffering it.
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return Response.json(
      {
        errors: [
          {
            message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
            extensions: { code: SERVICE_UNAVAILABLE_CODE },
          },
        ],
      },
      { status: 502 },
    );
  }
  const responseHeaders = new Headers(response.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  return new Response(response.body, { status: response.status, headers: responseHeaders });
}
