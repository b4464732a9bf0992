import type { Database } from '../../../app/database';
import { insertOutboxMessage } from '../notifications.repository';
import type {
  AlimtalkMessage,
  AlimtalkResult,
  AlimtalkSender,
  PushMessage,
  PushResult,
  PushSender,
} from './channel-types';

/*
 * The local defaults (development, tests, the demo): what would have been sent is written to
 * notification_outbox, one row per dedup key as a provider would keep one message per key.
 * Production refuses them unless ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION is set (env.ts).
 */

export class LocalPushSender implements PushSender {
  constructor(private readonly db: Database) {}

  async send(message: PushMessage): Promise<PushResult> {
    await insertOutboxMessage(this.db, {
      channel: 'PUSH',
      target: message.token,
      dedupKey: message.dedupKey,
      payload: { title: message.title, body: message.body, url: message.url },
    });
    return { status: 'sent' };
  }
}

export class LocalAlimtalkSender implements AlimtalkSender {
  constructor(private readonly db: Database) {}

  async send(message: AlimtalkMessage): Promise<AlimtalkResult> {
    await insertOutboxMessage(this.db, {
      channel: 'ALIMTALK',
      target: message.to,
      dedupKey: message.dedupKey,
      payload: { templateCode: message.templateCode, ...message.variables },
    });
    return { status: 'sent' };
  }
}
