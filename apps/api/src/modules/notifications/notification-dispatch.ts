import type { Database } from '../../app/database';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  NOTIFICATION_KINDS,
  earliestSendTime,
  renderNotification,
  type NotificationKind,
  type NotificationKindInput,
  type NotificationSettingSwitch,
} from './notification-copy';
import {
  findLiveDevices,
  findRecipientSettings,
  insertDeliveries,
  insertNotifications,
  type DeliveryInsert,
  type RecipientSettings,
} from './notifications.repository';

/** Deliveries per `notification.deliver` job: small enough to finish well inside its expiry. */
export const DELIVERY_BATCH_SIZE = 50;

export const SKIP_REASONS = {
  noDevice: '등록된 푸시 기기가 없습니다.',
  noPhone: '등록된 휴대폰 번호가 없습니다.',
} as const;

export type NotificationRecipient = {
  userId: number;
  /** "This event, this recipient": a second write for the same key writes nothing. */
  dedupKey: string;
};

export type DispatchSummary = { written: number; deliveries: number; deliveryJobs: number };

function isSilenced(settings: RecipientSettings, switchName: NotificationSettingSwitch | null) {
  return switchName !== null && !settings[switchName];
}

/**
 * The one way a notification is made (ADR 0031), inside the event handler's transaction: the
 * in-app rows for the recipients the kind's switch leaves (and `marketing` for a marketing kind),
 * then a PENDING delivery per outside channel and target (each push token; the phone number for
 * 알림톡) or a SKIPPED one saying why there is none, then `notification.deliver` jobs for the
 * pending ones — after 08:00 for a marketing kind written in the quiet hours. Recipients whose
 * row exists already (dedup key) get nothing more, so a handler run twice writes once.
 */
export async function writeNotifications<TKind extends NotificationKind>(
  tx: Database,
  kind: TKind,
  input: NotificationKindInput<TKind>,
  recipients: readonly NotificationRecipient[],
  options: { relationId: number | null; now: Date },
): Promise<DispatchSummary> {
  const definition = NOTIFICATION_KINDS[kind];
  const settings = new Map(
    (
      await findRecipientSettings(
        tx,
        recipients.map((recipient) => recipient.userId),
      )
    ).map((row) => [row.userId, row]),
  );
  const copy = renderNotification(kind, input);
  const rows = recipients.flatMap((recipient) => {
    const userSettings = settings.get(recipient.userId);
    if (!userSettings || isSilenced(userSettings, definition.silencedBy)) return [];
    if (definition.isMarketing && !userSettings.marketing) return [];
    return [
      {
        ...copy,
        userId: recipient.userId,
        relationId: options.relationId,
        kind,
        dedupKey: recipient.dedupKey,
      },
    ];
  });
  const written = await insertNotifications(tx, rows);
  if (written.length === 0) return { written: 0, deliveries: 0, deliveryJobs: 0 };

  const sendAt = earliestSendTime(kind, options.now);
  const deliveries: DeliveryInsert[] = [];
  const pending = (notificationId: number, channel: DeliveryInsert['channel']) => ({
    notificationId,
    channel,
    nextAttemptAt: sendAt,
  });
  if (definition.push) {
    const tokensOf = new Map<number, Array<{ id: number; token: string }>>();
    for (const device of await findLiveDevices(
      tx,
      written.map((row) => row.userId),
    )) {
      tokensOf.set(device.userId, [...(tokensOf.get(device.userId) ?? []), device]);
    }
    for (const row of written) {
      const tokens = tokensOf.get(row.userId) ?? [];
      if (tokens.length === 0) {
        deliveries.push({
          ...pending(row.id, 'PUSH'),
          target: '',
          deviceId: null,
          state: 'SKIPPED',
          reason: SKIP_REASONS.noDevice,
        });
      }
      for (const device of tokens) {
        deliveries.push({
          ...pending(row.id, 'PUSH'),
          target: device.token,
          deviceId: device.id,
          state: 'PENDING',
          reason: null,
        });
      }
    }
  }
  if (definition.alimtalkTemplate) {
    for (const row of written) {
      const phone = settings.get(row.userId)?.phoneNumber?.replace(/\D/g, '') ?? '';
      deliveries.push({
        ...pending(row.id, 'ALIMTALK'),
        target: phone,
        deviceId: null,
        state: phone === '' ? 'SKIPPED' : 'PENDING',
        reason: phone === '' ? SKIP_REASONS.noPhone : null,
      });
    }
  }
  const pendingIds = await insertDeliveries(tx, deliveries);
  let deliveryJobs = 0;
  for (let start = 0; start < pendingIds.length; start += DELIVERY_BATCH_SIZE) {
    await enqueue(
      tx,
      'notification.deliver',
      { deliveryIds: pendingIds.slice(start, start + DELIVERY_BATCH_SIZE) },
      sendAt > options.now ? { startAfter: sendAt } : {},
    );
    deliveryJobs += 1;
  }
  return { written: written.length, deliveries: deliveries.length, deliveryJobs };
}
