import { NextResponse } from 'next/server';
import { exchangeSocialCode } from '../../../../../modules/social-login/utils/exchange-social-code';
import { isSocialProviderSlug } from '../../../../../modules/social-login/utils/social-providers';
import { readSocialServerConfig } from '../../../../../modules/social-login/utils/social-server-config';
import {
  isSocialState,
  readCallbackUri,
} from '../../../../../modules/social-login/utils/social-request';

export const dynamic = 'force-dynamic';

const MAX_CODE_LENGTH = 1024;

/**
 * POST {code, state, redirectUri} → {accessToken} or {error:{message}}: the code-for-token swap,
 * done here because it needs the client secret.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ provider: string }> },
) {
  const { provider } = await params;
  const invalid = NextResponse.json(
    { error: { message: '잘못된 로그인 요청입니다. 처음부터 다시 시도해 주세요.' } },
    { status: 400 },
  );
  if (!isSocialProviderSlug(provider)) return invalid;
  let body: { code?: unknown; state?: unknown; redirectUri?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return invalid;
  }
  const code = typeof body.code === 'string' ? body.code : '';
  const state = typeof body.state === 'string' ? body.state : '';
  const redirectUri = readCallbackUri(
    provider,
    typeof body.redirectUri === 'string' ? body.redirectUri : null,
  );
  if (code === '' || code.length > MAX_CODE_LENGTH || !isSocialState(state) || !redirectUri) {
    return invalid;
  }
  const result = await exchangeSocialCode(provider, readSocialServerConfig(provider), {
    code,
    state,
    redirectUri,
  });
  const headers = { 'cache-control': 'no-store' };
  return result.isExchanged
    ? NextResponse.json({ accessToken: result.accessToken }, { headers })
    : NextResponse.json({ error: { message: result.message } }, { status: result.status, headers });
}
