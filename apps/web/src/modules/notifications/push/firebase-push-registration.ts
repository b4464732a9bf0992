import type { FirebaseWebConfig } from './firebase-web-config';
import {
  PUSH_FAILURE_MESSAGE,
  PUSH_UNSUPPORTED_MESSAGE,
  askNotificationPermission,
  type PushRegistration,
} from './push-registration';

/** The worker that shows a push and opens its link (apps/web/public/firebase-messaging-sw.js). */
export const PUSH_SERVICE_WORKER_URL = '/firebase-messaging-sw.js';
/** Firebase's own default scope: the worker receives pushes but controls no page. */
export const PUSH_SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

const FIREBASE_APP_NAME = 'gongsa-web-push';

function hasPushApis(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** pushManager.subscribe (inside getToken) needs an active worker; a fresh one is still installing. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, {
    scope: PUSH_SERVICE_WORKER_SCOPE,
  });
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      pending.addEventListener('statechange', () => {
        if (pending.state === 'activated' || pending.state === 'redundant') resolve();
      });
    });
  }
  return registration;
}

/**
 * Firebase Cloud Messaging (when NEXT_PUBLIC_FIREBASE_* are set). The SDK is imported only here,
 * inside register() and unregister(), so it is a chunk of its own that loads when a person turns
 * push on, and no page's first-load JavaScript carries it.
 */
export function createFirebasePushRegistration(config: FirebaseWebConfig): PushRegistration {
  async function loadMessaging() {
    const [{ getApp, getApps, initializeApp }, messaging] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    const app = getApps().some((existing) => existing.name === FIREBASE_APP_NAME)
      ? getApp(FIREBASE_APP_NAME)
      : initializeApp(
          {
            apiKey: config.apiKey,
            projectId: config.projectId,
            messagingSenderId: config.messagingSenderId,
            appId: config.appId,
          },
          FIREBASE_APP_NAME,
        );
    return { messaging, app };
  }

  return {
    kind: 'firebase',
    isSupported: hasPushApis,
    async register() {
      if (!hasPushApis()) return { error: PUSH_UNSUPPORTED_MESSAGE };
      const refusal = await askNotificationPermission(window.Notification);
      if (refusal) return { error: refusal };
      try {
        const { messaging, app } = await loadMessaging();
        if (!(await messaging.isSupported())) return { error: PUSH_UNSUPPORTED_MESSAGE };
        const token = await messaging.getToken(messaging.getMessaging(app), {
          vapidKey: config.vapidKey,
          serviceWorkerRegistration: await activeRegistration(),
        });
        return token ? { token } : { error: PUSH_FAILURE_MESSAGE };
      } catch (error) {
        console.error('푸시 알림 등록 실패', error);
        return { error: PUSH_FAILURE_MESSAGE };
      }
    },
    async unregister() {
      if (!hasPushApis()) return;
      try {
        const { messaging, app } = await loadMessaging();
        await messaging.deleteToken(messaging.getMessaging(app));
      } catch (error) {
        // The API forgets the token anyway (removeFCMToken), so no push reaches it.
        console.error('푸시 알림 토큰 삭제 실패', error);
      }
    },
  };
}
