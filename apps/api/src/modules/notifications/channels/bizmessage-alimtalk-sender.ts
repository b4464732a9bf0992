import {
  ChannelUnavailableError,
  type AlimtalkMessage,
  type AlimtalkResult,
  type AlimtalkSender,
} from './channel-types';

export type BizMessageConfig = {
  /** The provider's API base, e.g. https://api.bizmessage.example (no trailing slash). */
  apiUrl: string;
  apiKey: string;
  /** The Kakao channel's sender key (발신 프로필 키) the templates are registered under. */
  senderKey: string;
  timeoutMs: number;
};

/**
 * The provider's result codes (ADR 0031 documents the assumed API). Codes in UNREACHABLE mean
 * KakaoTalk cannot deliver this message to this person whatever we do: the delivery falls back to
 * SMS. Any other non-success code is a refusal of the message itself.
 */
export const BIZMESSAGE_SUCCESS_CODE = '0000';
export const BIZMESSAGE_UNREACHABLE_CODES: Readonly<Record<string, string>> = {
  '3015': '카카오톡 미사용자',
  '3016': '템플릿 불일치 또는 미승인 템플릿',
  '3018': '카카오톡으로 보낼 수 없는 사용자 (차단, 장기 미사용)',
};

/**
 * 알림톡 through a Kakao BizMessage provider: POST {apiUrl}/v2/alimtalk/send with the API key,
 * the sender key, the template code and its variables; `clientMessageKey` (the delivery's dedup
 * key) lets the provider drop a message it already took.
 */
export class BizMessageAlimtalkSender implements AlimtalkSender {
  constructor(private readonly config: BizMessageConfig) {}

  async send(message: AlimtalkMessage): Promise<AlimtalkResult> {
    let response: Response;
    try {
      response = await fetch(`${this.config.apiUrl}/v2/alimtalk/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': this.config.apiKey },
        body: JSON.stringify({
          senderKey: this.config.senderKey,
          templateCode: message.templateCode,
          recipientNo: message.to,
          templateParameter: message.variables,
          clientMessageKey: message.dedupKey,
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new ChannelUnavailableError('BizMessage unreachable', { cause: error });
    }
    const body = (await response.json().catch(() => ({}))) as {
      resultCode?: string;
      resultMessage?: string;
    };
    if (response.status === 429 || response.status >= 500) {
      throw new ChannelUnavailableError(`BizMessage answered ${response.status}`);
    }
    const code = body.resultCode ?? `HTTP_${response.status}`;
    if (response.ok && code === BIZMESSAGE_SUCCESS_CODE) return { status: 'sent' };
    const reason = `${code}: ${BIZMESSAGE_UNREACHABLE_CODES[code] ?? body.resultMessage ?? '알 수 없는 응답'}`;
    return code in BIZMESSAGE_UNREACHABLE_CODES
      ? { status: 'unreachable', reason }
      : { status: 'rejected', reason };
  }
}
