/*
 * The outside channels a notification goes out on (ADR 0031), each an interface with a real HTTP
 * adapter and a local default, like modules/sms and the payment gateway. A send answers what
 * happened when the provider decided (sent, a dead token, unreachable on KakaoTalk, rejected);
 * it throws when nothing is known (network, timeout, 5xx, 429), and the delivery job retries.
 */

export type PushMessage = {
  token: string;
  title: string;
  body: string;
  /** Where a tap leads (the notification's url, relative to the web origin). */
  url: string;
  /**
   * The delivery's identity: FCM gets it as the web notification's tag (a repeated send replaces
   * the shown notification instead of adding one); the local outbox keeps one row per key.
   */
  dedupKey: string;
};

export type PushResult =
  | { status: 'sent' }
  /** The token no longer reaches an app (uninstalled, expired, another project's). */
  | { status: 'deadToken'; reason: string }
  /** The provider refused this message for good; retrying cannot help. */
  | { status: 'rejected'; reason: string };

export type PushSender = { send(message: PushMessage): Promise<PushResult> };

export type AlimtalkMessage = {
  /** Digits only. */
  to: string;
  templateCode: string;
  /** The template's variables: the copy's title, message and url. */
  variables: { title: string; message: string; url: string };
  dedupKey: string;
};

export type AlimtalkResult =
  | { status: 'sent' }
  /** KakaoTalk cannot take it (not a KakaoTalk user, template rejected): send an SMS instead. */
  | { status: 'unreachable'; reason: string }
  | { status: 'rejected'; reason: string };

export type AlimtalkSender = { send(message: AlimtalkMessage): Promise<AlimtalkResult> };

/** Thrown for an answer that says nothing final (5xx, 429, a timeout): the job retries. */
export class ChannelUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChannelUnavailableError';
  }
}
