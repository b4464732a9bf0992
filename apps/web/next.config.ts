import type { NextConfig } from 'next';

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
  // The UI font's file name carries its content hash (apps/web/scripts/build-ui-font.py).
  async headers() {
    return [
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
