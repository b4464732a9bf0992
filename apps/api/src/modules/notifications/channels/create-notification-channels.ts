import type { Database } from '../../../app/database';
import type { Env } from '../../../env';
import { createSmsSender, type SmsSender } from '../../sms';
import type { Logger } from '../../../logger';
import { BizMessageAlimtalkSender } from './bizmessage-alimtalk-sender';
import type { AlimtalkSender, PushSender } from './channel-types';
import { FcmPushSender } from './fcm-push-sender';
import { LocalAlimtalkSender, LocalPushSender } from './local-channels';

/** What the delivery job sends through (AppDependencies-like, for the job handlers). */
export type NotificationChannels = {
  push: PushSender;
  alimtalk: AlimtalkSender;
  /** 알림톡's fallback (modules/sms). */
  sms: SmsSender;
};

const CHANNEL_TIMEOUT_MS = 10_000;

/** PUSH_DRIVER / ALIMTALK_DRIVER from the environment (env.ts checks production's choice). */
export function createNotificationChannels(
  env: Pick<Env, 'notifications' | 'sms'>,
  db: Database,
  logger: Logger,
  sms: SmsSender = createSmsSender(env.sms, logger),
): NotificationChannels {
  const { push, alimtalk } = env.notifications;
  return {
    push:
      push.driver === 'fcm'
        ? new FcmPushSender({ ...push, timeoutMs: CHANNEL_TIMEOUT_MS })
        : new LocalPushSender(db),
    alimtalk:
      alimtalk.driver === 'bizmessage'
        ? new BizMessageAlimtalkSender({ ...alimtalk, timeoutMs: CHANNEL_TIMEOUT_MS })
        : new LocalAlimtalkSender(db),
    sms,
  };
}
