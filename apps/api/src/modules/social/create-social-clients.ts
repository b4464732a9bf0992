import type { Env } from '../../env';
import { createKakaoClient } from './kakao-client';
import { LOCAL_OAUTH_BASE_PATHS } from './local-oauth-provider';
import { createNaverClient } from './naver-client';
import type { SocialClients } from './social-provider-client';

/**
 * The HTTP adapters, pointed at the configured provider or, when no URL is configured in local
 * mode, at this server's fake provider. Both ways go over HTTP, so the fake tests the adapter.
 */
export function createSocialClients(env: Env): SocialClients {
  const readLocalUrl = (path: string) => `${env.publicApiUrl}${path}`;
  const { kakao, naver } = env.social;
  return {
    KAKAO: createKakaoClient({
      readApiUrl: () => kakao.apiUrl ?? readLocalUrl(LOCAL_OAUTH_BASE_PATHS.KAKAO),
    }),
    NAVER: createNaverClient({
      readApiUrl: () => naver.apiUrl ?? readLocalUrl(LOCAL_OAUTH_BASE_PATHS.NAVER),
    }),
  };
}
