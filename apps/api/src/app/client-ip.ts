import type { IncomingMessage } from 'node:http';

/** IPv4 peers can show up as IPv4-mapped IPv6 addresses ('::ffff:127.0.0.1'). */
function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The address per-IP limits count against. Browsers reach the API through the web server, so the
 * socket peer is usually that server; only a peer listed in TRUSTED_PROXIES may say who the client
 * is, and then the rightmost X-Forwarded-For entry that is not itself a trusted proxy is taken —
 * the one the nearest trusted hop saw. Entries further left were written by the client and can be
 * forged, so they are never used on their own.
 */
export function resolveClientIp(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedProxies: ReadonlySet<string>,
): string | null {
  const peer = req.socket.remoteAddress ? normalizeAddress(req.socket.remoteAddress) : null;
  if (peer === null || !trustedProxies.has(peer)) return peer;

  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normalizeAddress)
    .filter((entry) => entry !== '');
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index]!;
    if (!trustedProxies.has(hop)) return hop;
  }
  return chain[0] ?? peer;
}

export function parseTrustedProxies(value: string): Set<string> {
  return new Set(
    value
      .split(',')
      .map(normalizeAddress)
      .filter((entry) => entry !== ''),
  );
}
