import { NextResponse } from 'next/server';
import { isSocialProviderSlug } from '../../../../../modules/social-login/utils/social-providers';
import {
  SOCIAL_AUTH_PATHS,
  readSocialServerConfig,
} from '../../../../../modules/social-login/utils/social-server-config';
import {
  isSocialState,
  readCallbackUri,
} from '../../../../../modules/social-login/utils/social-request';

export const dynamic = 'force-dynamic';

/**
 * Sends the browser to the provider's consent page with our client id, so the login buttons do
 * not need to know the provider's address or our registration.
 */
export async function GET(request: Request, { params }: { params: Promise<{ provider: string }> }) {
  const { provider } = await params;
  const query = new URL(request.url).searchParams;
  const state = query.get('state') ?? '';
  if (!isSocialProviderSlug(provider) || !isSocialState(state)) {
    return NextResponse.json({ error: { message: '잘못된 로그인 요청입니다.' } }, { status: 400 });
  }
  const redirectUri = readCallbackUri(provider, query.get('redirectUri'));
  if (!redirectUri) {
    return NextResponse.json({ error: { message: '잘못된 로그인 요청입니다.' } }, { status: 400 });
  }
  const config = readSocialServerConfig(provider);
  const target = new URL(`${config.authUrl}${SOCIAL_AUTH_PATHS[provider].authorize}`);
  target.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return NextResponse.redirect(target, { status: 302, headers: { 'cache-control': 'no-store' } });
}
