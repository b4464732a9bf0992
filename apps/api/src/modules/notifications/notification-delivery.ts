import type { Database } from '../../app/database';
import type { Logger } from '../../logger';
import { JOB_CATALOGUE } from '../../platform/jobs/catalogue';
import { enqueue } from '../../platform/jobs/enqueue';
import type { JobHandler } from '../../platform/jobs/job-runtime';
import { forgetDeadPushToken } from '../devices';
import type { NotificationChannels } from './channels/create-notification-channels';
import { earliestSendTime, NOTIFICATION_KINDS, type NotificationKind } from './notification-copy';

function isKnownKind(kind: string | null): kind is NotificationKind {
  return kind !== null && Object.hasOwn(NOTIFICATION_KINDS, kind);
}
import {
  findDeliveries,
  recordDeliveryAttempt,
  updateDelivery,
  type DeliveryToSend,
} from './notifications.repository';

export type DeliveryDependencies = {
  channels: NotificationChannels;
  /** The web's address, for links in text messages. */
  webOrigin: string;
  now: () => Date;
};

const DELIVER_QUEUE = JOB_CATALOGUE['notification.deliver'].queue;

/** What a finished attempt leaves on the row. */
type Outcome =
  | { state: 'SENT'; reason: string | null }
  | { state: 'FAILED'; reason: string; deadToken?: string };

/** The key a provider (and the local outbox) knows a delivery by; the same on every attempt. */
export function deliveryDedupKey(delivery: Pick<DeliveryToSend, 'id' | 'notificationId'>) {
  return `gongsa-n${delivery.notificationId}-d${delivery.id}`;
}

async function sendOne(delivery: DeliveryToSend, deps: DeliveryDependencies): Promise<Outcome> {
  const dedupKey = deliveryDedupKey(delivery);
  const url = delivery.url ?? '/';
  if (delivery.channel === 'PUSH') {
    const result = await deps.channels.push.send({
      token: delivery.target,
      title: delivery.title,
      body: delivery.message,
      url,
      dedupKey,
    });
    if (result.status === 'sent') return { state: 'SENT', reason: null };
    if (result.status === 'deadToken') {
      return {
        state: 'FAILED',
        reason: `만료된 푸시 토큰 (${result.reason})`,
        deadToken: delivery.target,
      };
    }
    return { state: 'FAILED', reason: `푸시 거절 (${result.reason})` };
  }
  const template = delivery.kind
    ? NOTIFICATION_KINDS[delivery.kind as NotificationKind]?.alimtalkTemplate
    : null;
  if (!template) return { state: 'FAILED', reason: '알림톡 템플릿이 없는 알림입니다.' };
  const result = await deps.channels.alimtalk.send({
    to: delivery.target,
    templateCode: template,
    variables: { title: delivery.title, message: delivery.message, url },
    dedupKey,
  });
  if (result.status === 'sent') return { state: 'SENT', reason: null };
  if (result.status === 'rejected')
    return { state: 'FAILED', reason: `알림톡 거절 (${result.reason})` };
  // Not a KakaoTalk user, or the template was refused: the same words by SMS (modules/sms).
  await deps.channels.sms.send({
    to: delivery.target,
    text: `[공사마켓] ${delivery.title}\n${delivery.message}\n${new URL(url, deps.webOrigin).toString()}`,
  });
  return { state: 'SENT', reason: `알림톡 대신 문자로 보냄 (${result.reason})` };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `notification.deliver`: sends a batch of deliveries, each recorded before (attempts + 1,
 * committed) and after (SENT / FAILED). Not transactional: a provider cannot be rolled back. A
 * retry of the job skips what an earlier run finished; a delivery caught between the two
 * records (the worker died while the provider answered) is sent again with the same dedup key,
 * which the provider (FCM's notification tag, BizMessage's client key, the local outbox) takes
 * as the same message. A send that says nothing final (network, 5xx, 429) stays PENDING and the
 * job fails, so the runtime retries it with its backoff; on the last try it is FAILED with the
 * error. A dead push token is FAILED and removed from devices.
 */
export function createDeliveryHandler(
  deps: DeliveryDependencies,
): JobHandler<'notification.deliver'> {
  return {
    transactional: false,
    async run({ deliveryIds }, { db, retryCount, logger }) {
      const now = deps.now();
      const isLastTry = retryCount >= DELIVER_QUEUE.retryLimit;
      const notDue: DeliveryToSend[] = [];
      let unfinished = 0;
      for (const delivery of await findDeliveries(db, deliveryIds)) {
        if (delivery.state !== 'PENDING') continue;
        // A first send waits for its time; retries follow the runtime's backoff — except that a
        // marketing kind never goes out in quiet hours, whenever its retry or a late job falls.
        if (delivery.attempts === 0 && delivery.nextAttemptAt > now) {
          notDue.push(delivery);
          continue;
        }
        const quietUntil = isKnownKind(delivery.kind) ? earliestSendTime(delivery.kind, now) : now;
        if (quietUntil > now) {
          notDue.push({ ...delivery, nextAttemptAt: quietUntil });
          continue;
        }
        if (!(await recordDeliveryAttempt(db, delivery.id, delivery.attempts, now))) continue;
        const finished = await attempt(db, delivery, { now, isLastTry, retryCount, logger });
        if (!finished) unfinished += 1;
      }
      if (notDue.length > 0) await deferUntilDue(db, notDue);
      if (unfinished > 0) {
        throw new Error(`알림 ${unfinished}건을 보내지 못해 다시 시도합니다`);
      }
    },
  };

  async function attempt(
    db: Database,
    delivery: DeliveryToSend,
    context: { now: Date; isLastTry: boolean; retryCount: number; logger: Logger },
  ): Promise<boolean> {
    const { now } = context;
    let outcome: Outcome;
    try {
      outcome = await sendOne(delivery, deps);
    } catch (error) {
      const lastError = describeError(error);
      if (context.isLastTry) {
        await updateDelivery(
          db,
          delivery.id,
          {
            state: 'FAILED',
            reason: `${delivery.attempts + 1}번 시도했지만 보내지 못했습니다.`,
            lastError,
          },
          now,
        );
        context.logger.error({ deliveryId: delivery.id, err: error }, '알림 발송 포기');
        return true;
      }
      const backoffSeconds = DELIVER_QUEUE.retryDelay * 2 ** context.retryCount;
      await updateDelivery(
        db,
        delivery.id,
        { lastError, nextAttemptAt: new Date(now.getTime() + backoffSeconds * 1000) },
        now,
      );
      context.logger.warn({ deliveryId: delivery.id, err: error }, '알림 발송 실패: 재시도');
      return false;
    }
    if (outcome.state === 'FAILED' && outcome.deadToken) {
      await forgetDeadPushToken(db, outcome.deadToken);
    }
    await updateDelivery(
      db,
      delivery.id,
      {
        state: outcome.state,
        reason: outcome.reason,
        lastError: null,
        ...(outcome.state === 'SENT' ? { sentAt: now } : {}),
      },
      now,
    );
    return true;
  }
}

/** Run before its time (a worker that ignored startAfter): queued again for when it is due. */
async function deferUntilDue(db: Database, deliveries: DeliveryToSend[]): Promise<void> {
  const startAfter = new Date(Math.min(...deliveries.map((row) => row.nextAttemptAt.getTime())));
  await db.transaction((tx) =>
    enqueue(
      tx,
      'notification.deliver',
      { deliveryIds: deliveries.map((row) => row.id) },
      {
        startAfter,
      },
    ),
  );
}
