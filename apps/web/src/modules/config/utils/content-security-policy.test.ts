import { describe, expect, it } from 'vitest';
import { FIREBASE_PUSH_ORIGINS } from '../../notifications/push/firebase-web-config';
import {
  buildContentSecurityPolicy,
  createNonce,
  readNonce,
  toHttpOrigin,
} from './content-security-policy';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources.join(' ')];
    }),
  );
}

const PRODUCTION = {
  nonce: 'bm9uY2U=',
  isDevelopment: false,
  fileOrigins: ['https://api.gongsa.kr', 'https://files.gongsa.kr'],
  apiOrigins: [],
  paymentWindowOrigins: ['https://api.gongsa.kr'],
};

describe('the pages’ Content-Security-Policy', () => {
  it('runs only scripts with this response’s nonce and what they load; never eval in production', () => {
    const script = directives(buildContentSecurityPolicy(PRODUCTION)).get('script-src');
    expect(script).toBe("'self' 'nonce-bm9uY2U=' 'strict-dynamic' https://t1.daumcdn.net");
    expect(script).not.toContain('unsafe-inline');
    expect(script).not.toContain('unsafe-eval');
  });

  it('allows eval under next dev only', () => {
    const policy = buildContentSecurityPolicy({ ...PRODUCTION, isDevelopment: true });
    expect(directives(policy).get('script-src')).toContain("'unsafe-eval'");
  });

  it('refuses framing, plugins, other bases and form targets', () => {
    const policy = directives(buildContentSecurityPolicy(PRODUCTION));
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
  });

  it('posts forms only here and to the payment window: NicePay’s hosts or the API’s sandbox', () => {
    const policy = directives(buildContentSecurityPolicy(PRODUCTION));
    expect(policy.get('form-action')).toBe(
      "'self' https://api.gongsa.kr https://web.nicepay.co.kr https://pg-web.nicepay.co.kr",
    );
    const local = directives(
      buildContentSecurityPolicy({
        ...PRODUCTION,
        paymentWindowOrigins: ['http://127.0.0.1:4100'],
      }),
    );
    expect(local.get('form-action')).toBe(
      "'self' http://127.0.0.1:4100 https://web.nicepay.co.kr https://pg-web.nicepay.co.kr",
    );
    expect(local.get('form-action')).not.toContain('*');
  });

  it('loads images and downloads from where files are served, and calls the API directly only when told', () => {
    const policy = directives(buildContentSecurityPolicy(PRODUCTION));
    expect(policy.get('img-src')).toBe("'self' https://api.gongsa.kr https://files.gongsa.kr");
    expect(policy.get('connect-src')).toBe("'self' https://api.gongsa.kr https://files.gongsa.kr");
    const direct = directives(
      buildContentSecurityPolicy({
        ...PRODUCTION,
        fileOrigins: ['https://api.gongsa.kr'],
        apiOrigins: ['https://api.gongsa.kr'],
      }),
    );
    expect(direct.get('connect-src')).toBe("'self' https://api.gongsa.kr");
  });

  it('lets web push reach Firebase and register its worker only when Firebase is configured', () => {
    const policy = directives(buildContentSecurityPolicy(PRODUCTION));
    expect(policy.has('worker-src')).toBe(false);
    const push = directives(
      buildContentSecurityPolicy({ ...PRODUCTION, webPushOrigins: FIREBASE_PUSH_ORIGINS }),
    );
    expect(push.get('connect-src')).toBe(
      "'self' https://api.gongsa.kr https://files.gongsa.kr https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com",
    );
    expect(push.get('worker-src')).toBe("'self'");
  });
});

describe('nonces and origins', () => {
  it('reads the nonce back from a policy built here', () => {
    const nonce = createNonce();
    expect(readNonce(buildContentSecurityPolicy({ ...PRODUCTION, nonce }))).toBe(nonce);
    expect(readNonce("frame-ancestors 'none'")).toBeUndefined();
    expect(readNonce(null)).toBeUndefined();
  });

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('takes the origin of an http(s) address and nothing else', () => {
    expect(toHttpOrigin('https://api.gongsa.kr/graphql')).toBe('https://api.gongsa.kr');
    expect(toHttpOrigin('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(toHttpOrigin('/api/graphql')).toBeNull();
    expect(toHttpOrigin('javascript:alert(1)')).toBeNull();
    expect(toHttpOrigin(undefined)).toBeNull();
  });
});
