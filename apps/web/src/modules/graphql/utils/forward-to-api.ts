import { readServerEnv } from '../../config/utils/server-env';

/** Hop-by-hop and encoding headers that must not be copied across the proxy. */
const DROPPED_REQUEST_HEADERS = ['host', 'connection', 'content-length', 'accept-encoding'];
const DROPPED_RESPONSE_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
];

/**
 * Forwards a browser request to the API (the /api/graphql proxy and /files/*). Done at request
 * time rather than with next.config rewrites, which are frozen at build time: the same build then
 * serves any API_URL.
 */
export async function forwardToApi(request: Request, apiPath: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = `${readServerEnv().apiUrl}${apiPath}${incoming.search}`;
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      // Streams the upload through instead of buffering it.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    return Response.json(
      {
        errors: [
          {
            message: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
            extensions: { code: 'SERVICE_UNAVAILABLE' },
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
