import type { NextConfig } from 'next';

// /api/graphql and /files/* are forwarded to the API by route handlers at request time
// (modules/graphql/utils/forward-to-api.ts), so one build serves any API_URL.
const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@gongsa/domain'],
  images: {
    qualities: [75],
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  },
};

export default nextConfig;
