import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './request-origin';

function headers(entries: Record<string, string>) {
  return new Headers({ host: 'gongsa.market', ...entries });
}

describe('requests that may change the login', () => {
  it('come from a page of this site', () => {
    expect(
      isSameOriginRequest(
        headers({ origin: 'https://gongsa.market', 'sec-fetch-site': 'same-origin' }),
      ),
    ).toBe(true);
    // A browser that sends only one of the two.
    expect(isSameOriginRequest(headers({ origin: 'https://gongsa.market' }))).toBe(true);
    expect(isSameOriginRequest(headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });

  it('accept the public host a trusted load balancer names', () => {
    expect(
      isSameOriginRequest(
        new Headers({
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'gongsa.market',
          origin: 'https://gongsa.market',
        }),
      ),
    ).toBe(true);
  });

  it('refuse another site, a sibling subdomain, an opaque origin and a request from no page', () => {
    expect(
      isSameOriginRequest(
        headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      ),
    ).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'https://evil.example' }))).toBe(false);
    expect(
      isSameOriginRequest(
        headers({ origin: 'https://gongsa.market', 'sec-fetch-site': 'same-site' }),
      ),
    ).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'https://shop.gongsa.market' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'null' }))).toBe(false);
    expect(isSameOriginRequest(headers({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isSameOriginRequest(headers({}))).toBe(false);
  });
});
