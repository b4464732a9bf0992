/**
 * The Content-Security-Policy of every page (docs/adr/0023-content-security-policy.md). The proxy
 * (src/proxy.ts) builds it per request with a fresh nonce; Next reads the nonce from the request's
 * copy of the header and puts it on every script it renders.
 *
 * What pages load from elsewhere, and why each source is here:
 * - the Daum (Kakao) postcode widget: its loader script, which loads the rest itself, and the
 *   search page it may show in a frame (modules/profile/utils/daum-postcode.ts);
 * - uploaded files: images and downloads come from the API's public address, or from the public
 *   bucket (S3_PUBLIC_URL) where public files are stored;
 * - the API itself when the browser calls it directly (NEXT_PUBLIC_GRAPHQL_MODE=direct);
 * - the payment window (issue 14): 포인트 충전 posts the signed order form to it as a full-page
 *   navigation, which form-action governs — NicePay's window, or the local sandbox the API serves
 *   at its public address (the API decides which; the page only follows its windowUrl);
 * - web push with Firebase (NEXT_PUBLIC_FIREBASE_*, ADR 0031): the SDK's token calls, and the
 *   service worker /firebase-messaging-sw.js — only in a build with that config.
 * An experimentation SDK adds its hosts here when it is built.
 */
export const POSTCODE_SCRIPT_ORIGINS = ['https://t1.daumcdn.net'] as const;
export const POSTCODE_FRAME_ORIGINS = [
  'https://postcode.map.daum.net',
  'https://postcode.map.kakao.com',
] as const;

/**
 * NicePay's web payment window (결제창) hosts. The order form is posted to the window the API
 * names; browsers also check form-action on the redirects a form post follows, so every host of
 * the window is listed, not only the one the form names.
 */
export const NICEPAY_WINDOW_ORIGINS = [
  'https://web.nicepay.co.kr',
  'https://pg-web.nicepay.co.kr',
] as const;

export type ContentSecurityPolicyInput = {
  nonce: string;
  /** `next dev` only: React rebuilds server error stacks in the browser with eval. */
  isDevelopment: boolean;
  /** Origins uploaded files are served from (the API's public address, a public bucket). */
  fileOrigins: readonly string[];
  /** Origins the browser calls besides this site (the API in direct mode). */
  apiOrigins: readonly string[];
  /**
   * Where the payment window may be besides NicePay's hosts: the API's public origin, which serves
   * the local sandbox window.
   */
  paymentWindowOrigins: readonly string[];
  /**
   * Hosts web push calls for its token (FIREBASE_PUSH_ORIGINS) when Firebase is configured; then
   * this site's service worker is allowed too (worker-src 'self'). Empty: neither.
   */
  webPushOrigins?: readonly string[];
};

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

/**
 * Scripts: only those carrying this response's nonce, and what they load ('strict-dynamic'), so an
 * injected <script> or inline handler never runs. 'self' and the widget's host are what browsers
 * without 'strict-dynamic' fall back to; browsers with it ignore them. Styles allow inline
 * attributes: React renders style="…" on the server (bars, avatars) and a style cannot run code.
 */
export function buildContentSecurityPolicy({
  nonce,
  isDevelopment,
  fileOrigins,
  apiOrigins,
  paymentWindowOrigins,
  webPushOrigins = [],
}: ContentSecurityPolicyInput): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        `'nonce-${nonce}'`,
        "'strict-dynamic'",
        ...POSTCODE_SCRIPT_ORIGINS,
        ...(isDevelopment ? ["'unsafe-eval'"] : []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", ...fileOrigins])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...fileOrigins, ...apiOrigins, ...webPushOrigins])],
    // Without it workers fall back to script-src, whose 'strict-dynamic' ignores 'self'.
    ...(webPushOrigins.length > 0 ? [['worker-src', ["'self'"]] as [string, string[]]] : []),
    ['frame-src', [...POSTCODE_FRAME_ORIGINS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', unique(["'self'", ...paymentWindowOrigins, ...NICEPAY_WINDOW_ORIGINS])],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The origin of an absolute http(s) URL, or null for anything else (unset, relative, garbage). */
export function toHttpOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** 128 random bits, base64: new for every response, so a page's nonce tells nothing about the next. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** The nonce in a policy built here (the request's copy), for a script of our own. */
export function readNonce(policy: string | null | undefined): string | undefined {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
}

/**
 * The one inline script of our own, first in every page's <head>. Zod compiles object schemas with
 * new Function() unless told not to, and its probe for that is refused by this policy, which
 * reports a violation on every page with a form. Zod reads this global when it builds a schema;
 * the schemas work the same without the compiled fast path. Inline rather than in a bundle: it
 * must run before any chunk that builds a schema, and it costs no first-load JavaScript.
 */
export const JITLESS_ZOD_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
