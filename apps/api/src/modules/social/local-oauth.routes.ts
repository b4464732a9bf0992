import { sendError } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import type { SocialConfig } from '../../env';
import { NotFoundError } from '../../errors';
import { LocalOAuthProvider } from './local-oauth-provider';

/**
 * The fake Kakao/Naver provider under /dev/oauth/… exists only with SOCIAL_DRIVER=local (which
 * parseEnv refuses in production unless explicitly allowed). One provider instance per app keeps
 * its issued codes and tokens between the authorize, token and user-info calls.
 */
export function createLocalOAuthRoutes(social: SocialConfig): readonly HttpRoute[] {
  if (social.driver !== 'local') return [];
  const provider = new LocalOAuthProvider(social);
  return [
    {
      name: 'dev.oauth',
      methods: 'ANY',
      path: /^\/dev\/oauth\/(?:kakao|naver)\//,
      handle: async (req, res, ctx) => {
        if (await provider.handle(req, res, ctx.pathname, ctx.searchParams)) return;
        sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
      },
    },
  ];
}
