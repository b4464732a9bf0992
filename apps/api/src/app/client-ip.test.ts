import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, resolveClientIp } from './client-ip';

function request(remoteAddress: string | undefined, forwardedFor?: string) {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as Parameters<typeof resolveClientIp>[0];
}

const LOOPBACK = parseTrustedProxies('127.0.0.1, ::1');

describe('resolveClientIp', () => {
  it('uses the socket peer when it is not a trusted proxy, ignoring what it claims', () => {
    expect(resolveClientIp(request('203.0.113.9', '198.51.100.1'), LOOPBACK)).toBe('203.0.113.9');
  });

  it('takes the address the trusted web server forwards', () => {
    expect(resolveClientIp(request('::ffff:127.0.0.1', '198.51.100.7'), LOOPBACK)).toBe(
      '198.51.100.7',
    );
  });

  it('skips trusted hops from the right and never trusts a forged leftmost entry', () => {
    const proxies = parseTrustedProxies('127.0.0.1,10.0.0.5');
    expect(resolveClientIp(request('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.0.0.5'), proxies)).toBe(
      '198.51.100.7',
    );
  });

  it('falls back to the peer when a trusted proxy forwards nothing', () => {
    expect(resolveClientIp(request('127.0.0.1'), LOOPBACK)).toBe('127.0.0.1');
    expect(resolveClientIp(request(undefined), LOOPBACK)).toBeNull();
  });

  it('trusts nobody when TRUSTED_PROXIES is empty', () => {
    expect(resolveClientIp(request('127.0.0.1', '198.51.100.7'), parseTrustedProxies(''))).toBe(
      '127.0.0.1',
    );
  });
});
