import { SOCIAL_PROVIDER_NAMES, type SocialProviderSlug } from './social-providers';
import { SOCIAL_AUTH_PATHS, type SocialServerConfig } from './social-server-config';

export const SOCIAL_TOKEN_TIMEOUT_MS = 5000;

export type SocialCodeExchange =
  | { isExchanged: true; accessToken: string }
  | { isExchanged: false; status: number; message: string };

type TokenAnswer = { access_token?: unknown; error?: unknown };

/**
 * Swaps the authorization code the provider sent back for the user's access token (RFC 6749
 * §4.1.3) with the client secret, which is why it runs on the web server. Kakao takes a form body;
 * Naver takes the same values in the query string and answers errors with 200.
 */
export async function exchangeSocialCode(
  slug: SocialProviderSlug,
  config: SocialServerConfig,
  input: { code: string; state: string; redirectUri: string },
): Promise<SocialCodeExchange> {
  const name = SOCIAL_PROVIDER_NAMES[slug];
  const params = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uri: input.redirectUri,
    code: input.code,
    ...(slug === 'naver' ? { state: input.state } : {}),
  });
  const url = `${config.authUrl}${SOCIAL_AUTH_PATHS[slug].token}`;
  let answer: TokenAnswer;
  try {
    const response = await fetch(slug === 'naver' ? `${url}?${params}` : url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        ...(slug === 'kakao'
          ? { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' }
          : {}),
      },
      body: slug === 'kakao' ? params : undefined,
      cache: 'no-store',
      signal: AbortSignal.timeout(SOCIAL_TOKEN_TIMEOUT_MS),
    });
    answer = (await response.json()) as TokenAnswer;
  } catch {
    return {
      isExchanged: false,
      status: 502,
      message: `${name} 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.`,
    };
  }
  if (typeof answer.access_token === 'string' && answer.access_token !== '') {
    return { isExchanged: true, accessToken: answer.access_token };
  }
  if (answer.error === 'invalid_client' || answer.error === 'unauthorized_client') {
    return {
      isExchanged: false,
      status: 502,
      message: `${name} 로그인 설정에 문제가 있습니다. 고객센터로 문의해 주세요.`,
    };
  }
  return {
    isExchanged: false,
    status: 400,
    message: `${name} 로그인 요청이 만료되었습니다. 처음부터 다시 시도해 주세요.`,
  };
}
