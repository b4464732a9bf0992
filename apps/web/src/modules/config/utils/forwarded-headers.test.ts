import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, rewriteForwardedHeaders } from './forwarded-headers';

function rewrite(headers: IncomingHttpHeaders, peer: string | undefined, trusted = '') {
  const copy = { ...headers };
  rewriteForwardedHeaders(copy, peer, parseTrustedProxies(trusted));
  return copy;
}

describe('rewriteForwardedHeaders', () => {
  it('replaces what a client says about itself with the address it connected from', () => {
    expect(
      rewrite(
        {
          host: 'gongsa.kr',
          'x-forwarded-for': '203.0.113.9, 198.51.100.1',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'evil.example',
          'x-real-ip': '203.0.113.9',
          forwarded: 'for=203.0.113.9',
        },
        '::ffff:192.0.2.44',
      ),
    ).toEqual({ host: 'gongsa.kr', 'x-forwarded-for': '192.0.2.44' });
  });

  it('sets the address when the client sent none', () => {
    expect(rewrite({}, '192.0.2.44')).toEqual({ 'x-forwarded-for': '192.0.2.44' });
  });

  it('takes the client a trusted load balancer added, not what the client wrote before it', () => {
    expect(
      rewrite(
        { 'x-forwarded-for': '203.0.113.9, 192.0.2.44', 'x-forwarded-proto': 'https' },
        '10.0.0.5',
        '10.0.0.5',
      ),
    ).toEqual({ 'x-forwarded-for': '192.0.2.44', 'x-forwarded-proto': 'https' });
  });
});
