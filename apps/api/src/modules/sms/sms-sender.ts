import type { Logger } from '../../logger';

export type SmsMessage = { to: string; text: string };

/** Sends one text message; rejects when the message was not accepted for delivery. */
export type SmsSender = { send(message: SmsMessage): Promise<void> };

export type SmsConfig =
  | { driver: 'local' }
  | { driver: 'http'; apiUrl: string; apiKey: string; senderNumber: string | undefined };

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

const LOCAL_OUTBOX_SIZE = 50;

/**
 * Development and test stand-in for the gateway: the message goes to the log, so a developer can
 * read the code, and to an in-memory outbox that integration tests read.
 */
export class LocalSmsSender implements SmsSender {
  readonly outbox: SmsMessage[] = [];

  constructor(private readonly logger: Logger) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.push(message);
    if (this.outbox.length > LOCAL_OUTBOX_SIZE) this.outbox.shift();
    this.logger.info({ to: message.to, text: message.text }, '문자 메시지 (로컬 발송)');
  }

  /** The newest message sent to a number, if any. */
  findLastMessageTo(to: string): SmsMessage | undefined {
    return this.outbox.findLast((message) => message.to === to);
  }
}

const HTTP_TIMEOUT_MS = 10_000;

/** A Korean SMS gateway over HTTPS: POST {from, to, text} as JSON with the API key. */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly config: { apiUrl: string; apiKey: string; senderNumber: string | undefined },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.config.apiUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: this.config.apiKey,
        },
        body: JSON.stringify({
          from: this.config.senderNumber,
          to: message.to,
          text: message.text,
        }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsDeliveryError('SMS gateway unreachable', { cause: error });
    }
    // The body is drained so the connection can be reused either way.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
  }
}

export function createSmsSender(config: SmsConfig, logger: Logger): SmsSender {
  return config.driver === 'http' ? new HttpSmsSender(config) : new LocalSmsSender(logger);
}
