import type { IncomingHttpHeaders } from 'node:http';

/** Headers a client could send to pass for someone else, or for a secure connection. */
const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
] as const;

/** IPv4 peers can show up as IPv4-mapped IPv6 addresses ('::ffff:127.0.0.1'). */
function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

export function parseTrustedProxies(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map(normalizeAddress)
      .filter((entry) => entry !== ''),
  );
}

/**
 * Before Next sees a request: the API's per-address limits count against the X-Forwarded-For the
 * web proxy passes on, and Next keeps whatever X-Forwarded-For the client sent (it only fills the
 * header when it is missing). So the web server writes it itself, with one address:
 * - a peer in the web's TRUSTED_PROXIES (a load balancer in front of it) says who the client is in
 *   the last X-Forwarded-For entry, the one it added; its other forwarded headers stay;
 * - any other peer is the client: every forwarded header it sent is dropped and X-Forwarded-For
 *   becomes its socket address (Next then fills host, port and proto from the connection).
 */
export function rewriteForwardedHeaders(
  headers: IncomingHttpHeaders,
  peer: string | undefined,
  trustedProxies: ReadonlySet<string>,
): void {
  const address = peer === undefined ? undefined : normalizeAddress(peer);
  if (address !== undefined && trustedProxies.has(address)) {
    const chain = String(headers['x-forwarded-for'] ?? '')
      .split(',')
      .map(normalizeAddress)
      .filter((entry) => entry !== '');
    headers['x-forwarded-for'] = chain.at(-1) ?? address;
    return;
  }
  for (const name of FORWARDED_HEADERS) delete headers[name];
  if (address !== undefined) headers['x-forwarded-for'] = address;
}
