import {
  askNotificationPermission,
  browserNotificationApi,
  type NotificationPermissionApi,
  type PushRegistration,
} from './push-registration';

/** Tokens of the local default start with this, so the outbox shows which browser got a push. */
export const LOCAL_WEB_TOKEN_PREFIX = 'local-web-';

/**
 * The local default (no Firebase config: development, the browser tests, the demo). It asks the
 * browser's permission where there is a Notification API, as the real one would, then makes up a
 * token; the API's local push channel writes every push to that token into notification_outbox
 * (GET /dev/push-outbox?token=… shows them). Nothing is shown by the browser.
 */
export function createLocalPushRegistration(
  deps: {
    notification?: () => NotificationPermissionApi | undefined;
    randomId?: () => string;
  } = {},
): PushRegistration {
  const notification = deps.notification ?? browserNotificationApi;
  const randomId = deps.randomId ?? (() => crypto.randomUUID());
  return {
    kind: 'local',
    isSupported: () => true,
    async register() {
      const api = notification();
      const refusal = api ? await askNotificationPermission(api) : null;
      if (refusal) return { error: refusal };
      return { token: `${LOCAL_WEB_TOKEN_PREFIX}${randomId()}` };
    },
    // The made-up token exists nowhere but in the API's devices, which removeFCMToken clears.
    unregister: async () => {},
  };
}
