import { readServerEnv } from '../../config/utils/server-env';
import type { SocialProviderSlug } from './social-providers';

/**
 * The web server's Kakao/Naver settings, read at request time (the same build serves any
 * environment). The client secret never reaches the browser: only the token route uses it.
 *
 *   KAKAO_CLIENT_ID / KAKAO_CLIENT_SECRET / KAKAO_AUTH_URL (default https://kauth.kakao.com)
 *   NAVER_CLIENT_ID / NAVER_CLIENT_SECRET / NAVER_AUTH_URL (default https://nid.naver.com)
 *
 * Without a client id the provider is the API's local fake (API_URL + /dev/oauth/<provider>,
 * SOCIAL_DRIVER=local there) with its well-known test credentials, so development and the browser
 * tests need no settings. The API refuses the fake in production, so a production web server
 * without credentials fails visibly at the provider instead of logging anyone in.
 */
export type SocialServerConfig = { authUrl: string; clientId: string; clientSecret: string };

const REAL_AUTH_URLS: Record<SocialProviderSlug, string> = {
  kakao: 'https://kauth.kakao.com',
  naver: 'https://nid.naver.com',
};

const LOCAL_CREDENTIALS: Record<SocialProviderSlug, { clientId: string; clientSecret: string }> = {
  kakao: { clientId: 'gongsa-local-kakao', clientSecret: 'gongsa-local-kakao-secret' },
  naver: { clientId: 'gongsa-local-naver', clientSecret: 'gongsa-local-naver-secret' },
};

function readText(name: string): string | null {
  const value = process.env[name]?.trim() ?? '';
  return value === '' ? null : value;
}

export function readSocialServerConfig(slug: SocialProviderSlug): SocialServerConfig {
  const prefix = slug.toUpperCase();
  const clientId = readText(`${prefix}_CLIENT_ID`);
  const authUrl = readText(`${prefix}_AUTH_URL`)?.replace(/\/+$/, '') ?? null;
  if (clientId === null) {
    return {
      authUrl: authUrl ?? `${readServerEnv().apiUrl}/dev/oauth/${slug}`,
      ...LOCAL_CREDENTIALS[slug],
    };
  }
  return {
    authUrl: authUrl ?? REAL_AUTH_URLS[slug],
    clientId,
    clientSecret: readText(`${prefix}_CLIENT_SECRET`) ?? '',
  };
}

/** Paths below the auth URL, the same for the real providers and the fakes. */
export const SOCIAL_AUTH_PATHS: Record<SocialProviderSlug, { authorize: string; token: string }> = {
  kakao: { authorize: '/oauth/authorize', token: '/oauth/token' },
  naver: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token' },
};
