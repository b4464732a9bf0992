import { withJosa } from '@gongsa/domain';
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SocialConfig } from '../../env';
import type { SocialProvider } from './social-provider-client';

/** Where the fake providers are mounted on this API (SOCIAL_DRIVER=local only). */
export const LOCAL_OAUTH_BASE_PATHS = {
  KAKAO: '/dev/oauth/kakao',
  NAVER: '/dev/oauth/naver',
} as const satisfies Record<SocialProvider, string>;

/** The real providers' paths below their base URLs, which the fakes copy. */
const PROVIDER_PATHS = {
  KAKAO: { authorize: '/oauth/authorize', token: '/oauth/token', me: '/v2/user/me' },
  NAVER: { authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', me: '/v1/nid/me' },
} as const satisfies Record<SocialProvider, Record<'authorize' | 'token' | 'me', string>>;

const ACCESS_TOKEN_TTL_S: Record<SocialProvider, number> = { KAKAO: 21_599, NAVER: 3_600 };
const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_FORM_BYTES = 16 * 1024;
const MAX_FIELD_LENGTH = 100;

type FakeAccount = { email: string | null; displayName: string };
type Grant = { account: FakeAccount; clientId: string; redirectUri: string; expiresAt: number };
type IssuedToken = { account: FakeAccount; expiresAt: number };

const PAGE_TEXT: Record<
  SocialProvider,
  { title: string; nameLabel: string; nameField: string; buttonColor: string }
> = {
  KAKAO: {
    title: '카카오계정으로 로그인',
    nameLabel: '닉네임',
    nameField: 'nickname',
    buttonColor: '#FEE500',
  },
  NAVER: {
    title: '네이버 아이디로 로그인',
    nameLabel: '이름',
    nameField: 'name',
    buttonColor: '#03C75A',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The same person always gets the same id, as with the real providers, so logging in twice with
 * one test account finds the account made the first time. Kakao ids are numbers; Naver's are
 * opaque strings.
 */
function deriveProviderUserId(provider: SocialProvider, account: FakeAccount): string {
  const digest = createHash('sha256')
    .update(`${provider}:${account.email ?? `nickname:${account.displayName}`}`)
    .digest();
  return provider === 'KAKAO'
    ? String(digest.readUIntBE(0, 6))
    : digest.subarray(0, 24).toString('base64url');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      return new URLSearchParams(
        Object.entries(json).map(([key, value]) => [key, String(value)] as [string, string]),
      );
    } catch {
      return null;
    }
  }
  return new URLSearchParams(text);
}

function readCookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function appendParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * A stand-in for Kakao's and Naver's OAuth servers for development and tests: the consent page,
 * the authorization-code-for-token exchange and the user-info API, with the real request and
 * answer shapes, over real HTTP. The web app and the API's HTTP adapters talk to it exactly as
 * they would to the provider. State is in memory: a restart forgets issued tokens.
 */
export class LocalOAuthProvider {
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, FakeAccount>();

  constructor(private readonly config: SocialConfig) {}

  /** Handles the request when it is for a fake provider; returns false otherwise. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    searchParams: URLSearchParams,
  ): Promise<boolean> {
    for (const provider of ['KAKAO', 'NAVER'] as const) {
      const base = LOCAL_OAUTH_BASE_PATHS[provider];
      if (!pathname.startsWith(`${base}/`)) continue;
      const path = pathname.slice(base.length);
      const paths = PROVIDER_PATHS[provider];
      if (path === paths.authorize && req.method === 'GET') {
        this.showConsent(req, res, provider, searchParams);
        return true;
      }
      if (path === paths.authorize && req.method === 'POST') {
        await this.acceptConsent(req, res, provider);
        return true;
      }
      const isTokenMethod = req.method === 'POST' || (provider === 'NAVER' && req.method === 'GET');
      if (path === paths.token && isTokenMethod) {
        await this.exchangeToken(req, res, provider, searchParams);
        return true;
      }
      if (path === paths.me && req.method === 'GET') {
        this.sendUserInfo(req, res, provider);
        return true;
      }
    }
    return false;
  }

  private readCredentials(provider: SocialProvider) {
    return provider === 'KAKAO' ? this.config.kakao : this.config.naver;
  }

  private readCookieName(provider: SocialProvider): string {
    return `gongsa_fake_${provider.toLowerCase()}_account`;
  }

  private showConsent(
    req: IncomingMessage,
    res: ServerResponse,
    provider: SocialProvider,
    params: URLSearchParams,
  ): void {
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('response_type') !== 'code') {
      sendHtml(res, 400, this.renderError(provider, 'response_type 은 code 여야 합니다.'));
      return;
    }
    if (clientId !== this.readCredentials(provider).clientId) {
      sendHtml(res, 400, this.renderError(provider, '등록되지 않은 앱(client_id)입니다.'));
      return;
    }
    if (!isHttpUrl(redirectUri)) {
      sendHtml(res, 400, this.renderError(provider, 'redirect_uri 가 올바르지 않습니다.'));
      return;
    }
    // Like a provider's own login session: the last test account is offered again.
    let remembered: FakeAccount | null = null;
    const cookie = readCookie(req, this.readCookieName(provider));
    if (cookie) {
      try {
        remembered = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as FakeAccount;
      } catch {
        remembered = null;
      }
    }
    sendHtml(
      res,
      200,
      this.renderConsent(provider, {
        clientId,
        redirectUri,
        state: params.get('state') ?? '',
        email: remembered?.email ?? '',
        displayName: remembered?.displayName ?? '',
        error: null,
      }),
    );
  }

  private async acceptConsent(
    req: IncomingMessage,
    res: ServerResponse,
    provider: SocialProvider,
  ): Promise<void> {
    const form = await readForm(req);
    const clientId = form?.get('client_id') ?? '';
    const redirectUri = form?.get('redirect_uri') ?? '';
    const state = form?.get('state') ?? '';
    if (!form || clientId !== this.readCredentials(provider).clientId || !isHttpUrl(redirectUri)) {
      sendHtml(res, 400, this.renderError(provider, '잘못된 로그인 요청입니다.'));
      return;
    }
    const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, MAX_FIELD_LENGTH);
    const displayName = (form.get(PAGE_TEXT[provider].nameField) ?? '')
      .trim()
      .slice(0, MAX_FIELD_LENGTH);
    const error =
      displayName === ''
        ? `${withJosa(PAGE_TEXT[provider].nameLabel, '을/를')} 입력해 주세요.`
        : email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
          ? '이메일 형식이 올바르지 않습니다.'
          : null;
    if (error) {
      sendHtml(
        res,
        400,
        this.renderConsent(provider, { clientId, redirectUri, state, email, displayName, error }),
      );
      return;
    }
    const account: FakeAccount = { email: email === '' ? null : email, displayName };
    const code = randomBytes(24).toString('base64url');
    this.grants.set(code, { account, clientId, redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
    res.statusCode = 302;
    res.setHeader(
      'set-cookie',
      `${this.readCookieName(provider)}=${Buffer.from(JSON.stringify(account)).toString('base64url')}; ` +
        `Path=${LOCAL_OAUTH_BASE_PATHS[provider]}; HttpOnly; SameSite=Lax`,
    );
    res.setHeader('location', appendParams(redirectUri, { code, state }));
    res.end();
  }

  private async exchangeToken(
    req: IncomingMessage,
    res: ServerResponse,
    provider: SocialProvider,
    query: URLSearchParams,
  ): Promise<void> {
    // Naver takes the parameters in the query string; Kakao in a form body.
    const params = req.method === 'POST' ? ((await readForm(req)) ?? new URLSearchParams()) : query;
    for (const [key, value] of query) if (!params.has(key)) params.set(key, value);
    const credentials = this.readCredentials(provider);
    const fail = (status: number, error: string, description: string, kakaoCode: string) =>
      provider === 'KAKAO'
        ? sendJson(res, status, { error, error_description: description, error_code: kakaoCode })
        : // Naver answers errors with 200 and an error field.
          sendJson(res, 200, { error, error_description: description });

    if (
      params.get('client_id') !== credentials.clientId ||
      params.get('client_secret') !== credentials.clientSecret
    ) {
      fail(401, 'invalid_client', 'Bad client credentials', 'KOE010');
      return;
    }

    let account: FakeAccount | undefined;
    const grantType = params.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = params.get('code') ?? '';
      const grant = this.grants.get(code);
      this.grants.delete(code);
      const redirectUri = params.get('redirect_uri');
      const isRedirectOk =
        provider === 'NAVER'
          ? redirectUri === null || redirectUri === grant?.redirectUri
          : redirectUri === grant?.redirectUri;
      if (
        !grant ||
        grant.expiresAt < Date.now() ||
        grant.clientId !== credentials.clientId ||
        !isRedirectOk
      ) {
        fail(400, 'invalid_grant', `authorization code not found for code=${code}`, 'KOE320');
        return;
      }
      account = grant.account;
    } else if (grantType === 'refresh_token') {
      account = this.refreshTokens.get(params.get('refresh_token') ?? '');
      if (!account) {
        fail(400, 'invalid_grant', 'invalid refresh token', 'KOE322');
        return;
      }
    } else {
      fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code', 'KOE006');
      return;
    }

    const accessToken = randomBytes(32).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    const ttl = ACCESS_TOKEN_TTL_S[provider];
    this.tokens.set(accessToken, { account, expiresAt: Date.now() + ttl * 1000 });
    this.refreshTokens.set(refreshToken, account);
    sendJson(res, 200, {
      token_type: 'bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      // Naver sends the number as a string.
      expires_in: provider === 'NAVER' ? String(ttl) : ttl,
      ...(provider === 'KAKAO' ? { refresh_token_expires_in: 5_183_999 } : {}),
    });
  }

  private sendUserInfo(req: IncomingMessage, res: ServerResponse, provider: SocialProvider): void {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    const issued = this.tokens.get(token);
    if (!issued || issued.expiresAt < Date.now()) {
      if (provider === 'KAKAO') {
        sendJson(res, 401, { msg: 'this access token does not exist', code: -401 });
      } else {
        sendJson(res, 401, {
          resultcode: '024',
          message: 'Authentication failed / 인증에 실패했습니다.',
        });
      }
      return;
    }
    const { account } = issued;
    const id = deriveProviderUserId(provider, account);
    if (provider === 'KAKAO') {
      sendJson(res, 200, {
        id: Number(id),
        connected_at: new Date().toISOString(),
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: account.displayName, is_default_nickname: false },
          ...(account.email
            ? {
                has_email: true,
                email_needs_agreement: false,
                is_email_valid: true,
                is_email_verified: true,
                email: account.email,
              }
            : { has_email: false }),
        },
      });
      return;
    }
    sendJson(res, 200, {
      resultcode: '00',
      message: 'success',
      response: {
        id,
        nickname: account.displayName,
        name: account.displayName,
        ...(account.email ? { email: account.email } : {}),
      },
    });
  }

  private renderPage(provider: SocialProvider, title: string, body: string): string {
    const color = PAGE_TEXT[provider].buttonColor;
    return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (테스트)</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif; background: #f5f5f5; color: #191919; }
  main { max-width: 420px; margin: 40px auto; padding: 32px 24px; background: #fff; border-radius: 12px; }
  @media (max-width: 460px) { main { margin: 16px; } }
  h1 { font-size: 22px; margin: 0 0 12px; }
  p { line-height: 1.6; margin: 0 0 16px; color: #3c3c3c; }
  .notice { font-size: 14px; padding: 12px; background: #fff8d6; border-radius: 8px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font-size: 16px; border: 1px solid #767676; border-radius: 6px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 600; }
  button { width: 100%; min-height: 48px; margin-top: 24px; font-size: 16px; font-weight: 700; border: 0; border-radius: 8px; background: ${color}; color: #191919; cursor: pointer; }
  .cancel { display: inline-block; margin-top: 16px; color: #3c3c3c; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  }

  private renderConsent(
    provider: SocialProvider,
    values: {
      clientId: string;
      redirectUri: string;
      state: string;
      email: string;
      displayName: string;
      error: string | null;
    },
  ): string {
    const text = PAGE_TEXT[provider];
    const cancelUrl = appendParams(values.redirectUri, {
      error: 'access_denied',
      error_description: 'User denied access',
      state: values.state,
    });
    const errorBlock = values.error
      ? `<p id="consent-error" class="error" role="alert">${escapeHtml(values.error)}</p>`
      : '';
    const describedBy = values.error ? ' aria-describedby="consent-error"' : '';
    return this.renderPage(
      provider,
      text.title,
      `<h1>${escapeHtml(text.title)}</h1>
<p class="notice">개발·테스트용 가짜 로그인 화면입니다. 실제 계정은 사용되지 않으며, 입력한 정보로 테스트 계정이 만들어집니다.</p>
<p>공사마켓 서비스가 ${escapeHtml(withJosa(text.nameLabel, '와/과'))} 이메일(선택) 제공에 대한 동의를 요청합니다.</p>
${errorBlock}
<form method="post">
<input type="hidden" name="client_id" value="${escapeHtml(values.clientId)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(values.redirectUri)}">
<input type="hidden" name="state" value="${escapeHtml(values.state)}">
<label for="fake-email">이메일 (선택)</label>
<input id="fake-email" name="email" type="email" autocomplete="email" value="${escapeHtml(values.email)}"${describedBy}>
<label for="fake-name">${escapeHtml(text.nameLabel)}</label>
<input id="fake-name" name="${text.nameField}" type="text" required maxlength="${MAX_FIELD_LENGTH}" value="${escapeHtml(values.displayName)}"${describedBy}>
<button type="submit">동의하고 계속하기</button>
</form>
<a class="cancel" href="${escapeHtml(cancelUrl)}">취소</a>`,
    );
  }

  private renderError(provider: SocialProvider, message: string): string {
    return this.renderPage(
      provider,
      PAGE_TEXT[provider].title,
      `<h1>${escapeHtml(PAGE_TEXT[provider].title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`,
    );
  }
}
