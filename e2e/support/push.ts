import { E2E_API_URL } from './sms';

export type RecordedPush = { title: string; body: string; url: string; createdAt: string };

/**
 * The pushes the API's local push channel recorded for one token (notification_outbox, read
 * through GET /dev/push-outbox, development and tests only), newest first.
 */
export async function readRecordedPushes(token: string): Promise<RecordedPush[]> {
  const response = await fetch(`${E2E_API_URL}/dev/push-outbox?token=${encodeURIComponent(token)}`);
  if (!response.ok) throw new Error(`/dev/push-outbox answered ${response.status}`);
  return ((await response.json()) as { messages: RecordedPush[] }).messages;
}

/** Where 알림 설정 keeps this browser's push token (modules/notifications/push). */
export const PUSH_TOKEN_STORAGE_KEY = 'gongsa.push-token';
