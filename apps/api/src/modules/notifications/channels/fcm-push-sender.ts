import { createSign } from 'node:crypto';
import {
  ChannelUnavailableError,
  type PushMessage,
  type PushResult,
  type PushSender,
} from './channel-types';

/** A Google service account's key file (the fields FCM HTTP v1 needs). */
export type FcmServiceAccount = {
  clientEmail: string;
  privateKey: string;
  /** Where the signed assertion is exchanged for an access token. */
  tokenUri: string;
};

export type FcmConfig = {
  projectId: string;
  serviceAccount: FcmServiceAccount;
  /** https://fcm.googleapis.com unless a test points it elsewhere. */
  apiUrl: string;
  /** Absolute address a tapped notification opens, prefixed to the notification's url. */
  webOrigin: string;
  timeoutMs: number;
};

export const FCM_API_URL = 'https://fcm.googleapis.com';
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const ASSERTION_LIFETIME_S = 3600;
/** A token is renewed this long before Google says it expires. */
const TOKEN_RENEW_MARGIN_MS = 60_000;

/** FCM's error codes (FcmError.errorCode) that mean the token will never work again. */
const DEAD_TOKEN_CODES = new Set(['UNREGISTERED', 'SENDER_ID_MISMATCH']);
/** Codes worth another try later. */
const TRANSIENT_CODES = new Set(['UNAVAILABLE', 'INTERNAL', 'QUOTA_EXCEEDED']);

type FcmErrorBody = {
  error?: {
    status?: string;
    message?: string;
    details?: Array<{
      '@type'?: string;
      errorCode?: string;
      fieldViolations?: Array<{ field?: string; description?: string }>;
    }>;
  };
};

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

/** The service account's signed JWT (RS256) asking for FCM's scope: node:crypto, no library. */
export function signServiceAccountAssertion(account: FcmServiceAccount, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.clientEmail,
      scope: FCM_SCOPE,
      aud: account.tokenUri,
      iat: issuedAt,
      exp: issuedAt + ASSERTION_LIFETIME_S,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  return `${header}.${claims}.${base64url(signer.sign(account.privateKey))}`;
}

/** Reads what FCM's error answer says about this message. */
export function classifyFcmError(httpStatus: number, body: FcmErrorBody): PushResult | 'retry' {
  const details = body.error?.details ?? [];
  const code =
    details.find((detail) => detail.errorCode)?.errorCode ?? body.error?.status ?? 'UNKNOWN';
  const reason = `${code}: ${body.error?.message ?? `HTTP ${httpStatus}`}`;
  if (DEAD_TOKEN_CODES.has(code)) return { status: 'deadToken', reason };
  if (code === 'INVALID_ARGUMENT') {
    // A malformed or foreign token is INVALID_ARGUMENT with a violation on message.token.
    const isTokenField = details.some((detail) =>
      detail.fieldViolations?.some((violation) => violation.field === 'message.token'),
    );
    const mentionsToken = /registration token/i.test(body.error?.message ?? '');
    return isTokenField || mentionsToken
      ? { status: 'deadToken', reason }
      : { status: 'rejected', reason };
  }
  if (TRANSIENT_CODES.has(code) || httpStatus === 429 || httpStatus >= 500) return 'retry';
  // 401/403: our credentials; a person must fix them, retrying the message meanwhile is right.
  if (httpStatus === 401 || httpStatus === 403) return 'retry';
  return { status: 'rejected', reason };
}

/**
 * Web push through FCM HTTP v1: POST /v1/projects/{project}/messages:send with an OAuth2 access
 * token of the service account (JWT bearer grant), cached until a minute before it expires.
 */
export class FcmPushSender implements PushSender {
  private accessToken: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(
    private readonly config: FcmConfig,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: PushMessage): Promise<PushResult> {
    const token = await this.getAccessToken();
    const link = new URL(message.url, this.config.webOrigin).toString();
    const response = await this.post(
      `${this.config.apiUrl}/v1/projects/${encodeURIComponent(this.config.projectId)}/messages:send`,
      {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: message.token,
            notification: { title: message.title, body: message.body },
            data: { url: message.url, dedupKey: message.dedupKey },
            webpush: {
              notification: { tag: message.dedupKey },
              fcm_options: { link },
            },
          },
        }),
      },
    );
    if (response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      return { status: 'sent' };
    }
    if (response.status === 401) this.accessToken = null;
    const body = (await response.json().catch(() => ({}))) as FcmErrorBody;
    const outcome = classifyFcmError(response.status, body);
    if (outcome === 'retry') {
      throw new ChannelUnavailableError(
        `FCM answered ${response.status} ${body.error?.status ?? ''}`.trim(),
      );
    }
    return outcome;
  }

  private async post(url: string, init: { headers: Record<string, string>; body: string }) {
    try {
      return await fetch(url, {
        method: 'POST',
        ...init,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new ChannelUnavailableError('FCM unreachable', { cause: error });
    }
  }

  private async getAccessToken(): Promise<string> {
    const now = this.clock().getTime();
    if (this.accessToken && this.accessToken.expiresAt - TOKEN_RENEW_MARGIN_MS > now) {
      return this.accessToken.value;
    }
    // One exchange at a time: a batch of sends waits for the same token.
    this.pendingToken ??= this.exchangeToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async exchangeToken(): Promise<string> {
    const now = this.clock();
    const response = await this.post(this.config.serviceAccount.tokenUri, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signServiceAccountAssertion(this.config.serviceAccount, now),
      }).toString(),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    };
    if (!response.ok || !body.access_token) {
      throw new ChannelUnavailableError(`Google token endpoint answered ${response.status}`);
    }
    this.accessToken = {
      value: body.access_token,
      expiresAt: now.getTime() + (body.expires_in ?? 3600) * 1000,
    };
    return body.access_token;
  }
}
