/* global self */
/*
 * Web push's service worker (modules/notifications/push, ADR 0031). Firebase Cloud Messaging
 * delivers through the browser's standard Push API, so this worker needs neither the Firebase SDK
 * nor any config: it reads the message FCM sent (notification + data, fcmOptions.link) and shows
 * it, and a click opens the notification's page on this site. Registered by the Firebase adapter
 * with the scope /firebase-cloud-messaging-push-scope, so it controls no page and has no fetch
 * handler.
 */

function readPush(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { notification: { body: event.data.text() } };
  }
}

/** A path on this site only: a push never opens another site. */
function toOwnUrl(link) {
  try {
    const url = new URL(link || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const message = readPush(event);
  const notification = message.notification || {};
  const data = message.data || {};
  const link = (message.fcmOptions && message.fcmOptions.link) || data.url;
  event.waitUntil(
    self.registration.showNotification(notification.title || '공사마켓', {
      body: notification.body || '',
      icon: notification.icon,
      tag: notification.tag || data.dedupKey,
      data: { url: toOwnUrl(link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || toOwnUrl('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
