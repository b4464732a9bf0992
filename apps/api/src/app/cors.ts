import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
const ALLOWED_HEADERS = 'authorization, content-type, x-request-id';
const EXPOSED_HEADERS = 'x-request-id, content-disposition';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the web origin(s) only. Credentials are allowed because SPEC §7 names "included" as
 * one reading of the client's credentials mode. Returns true when the request was a preflight
 * and has been answered.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: string[],
): boolean {
  const origin = req.headers.origin;
  res.setHeader('vary', 'Origin');
  const isAllowed = origin !== undefined && allowedOrigins.includes(origin);
  if (isAllowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
  }
  const isPreflight =
    req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
  if (!isPreflight) return false;

  if (isAllowed) {
    res.setHeader('access-control-allow-methods', ALLOWED_METHODS);
    res.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
    res.setHeader('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
  }
  res.statusCode = 204;
  res.end();
  return true;
}
