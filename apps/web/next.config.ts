import type { NextConfig } from 'next';

export const SECURITY_HEADERS = [
  // Pages get the whole policy, with a nonce per response, from src/proxy.ts (ADR 0023); this one
  // is for every other response (route handlers, files, static assets).
  {
    key: 'Content-Security-Policy',
    value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), interest-cohort=()',
  },
  // Browsers ignore it over plain HTTP (npm start on localhost); behind TLS it pins HTTPS.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

// /api/graphql and /files/* are forwarded to the API by route handlers at request time
// (modules/graphql/utils/forward-to-api.ts), so one build serves any API_URL.
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@gongsa/domain'],
  turbopack: {
    // SWR's React 16/17 fallback; React 19 has useSyncExternalStore (docs/adr/0014-web-data-layer.md).
    resolveAlias: {
      'use-sync-external-store/shim': './src/modules/data/utils/use-sync-external-store-shim.ts',
    },
  },
  async headers() {
    return [
      // On every response (ADR 0020): no page of ours may be framed by another site (clickjacking),
      // content types are what they say, a full URL never leaves in Referer to other sites, and
      // only the location (distance sorting) of the powerful features is ever asked for.
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The UI font's file name carries its content hash (apps/web/scripts/build-ui-font.py).
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  images: {
    qualities: [75],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  },
};

export default nextConfig;
