/**
 * Web push registration (issue 15, ADR 0031): the browser's side of the tokens the API's push
 * channel sends to. An external service behind an interface, like every other: Firebase Cloud
 * Messaging when the public Firebase config is built in, otherwise a local default whose
 * `local-web-…` token the API's local push channel records in notification_outbox.
 */
export type PushRegistrationResult = { token: string } | { error: string };

export type PushRegistration = {
  /** 'firebase' or 'local', for logs and tests. */
  readonly kind: 'firebase' | 'local';
  /** Whether this browser can receive pushes at all (checked before asking anything). */
  isSupported(): boolean;
  /** Asks the permission and returns a token for setFCMToken, or a Korean message saying why not. */
  register(): Promise<PushRegistrationResult>;
  /** Forgets the token at the provider (the caller removes it from the API with removeFCMToken). */
  unregister(token: string): Promise<void>;
};

/** The `os` this browser's token is registered with (setFCMToken; the apps send android / ios). */
export const WEB_PUSH_OS = 'web';

export const PUSH_UNSUPPORTED_MESSAGE =
  '이 브라우저에서는 푸시 알림을 받을 수 없어요. 최신 Chrome, Edge, Firefox나 Safari(홈 화면에 추가한 앱)에서 켜 주세요.';
export const PUSH_PERMISSION_DENIED_MESSAGE =
  '브라우저가 이 사이트의 알림을 막고 있어요. 주소창 왼쪽의 사이트 정보(자물쇠 아이콘) → 알림을 ‘허용’으로 바꾼 뒤 다시 켜 주세요.';
export const PUSH_PERMISSION_DISMISSED_MESSAGE =
  '알림 권한을 허용해야 이 기기에서 푸시 알림을 받을 수 있어요. 다시 켜고 ‘허용’을 눌러 주세요.';
export const PUSH_FAILURE_MESSAGE = '푸시 알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The part of the browser's Notification API used here (absent in some browsers and in tests). */
export type NotificationPermissionApi = {
  permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
};

/** The Notification API of this browser, if it has one. */
export function browserNotificationApi(): NotificationPermissionApi | undefined {
  return typeof window !== 'undefined' && 'Notification' in window
    ? window.Notification
    : undefined;
}

/**
 * Asks for the permission unless it was given already: null when granted, else why not. Browsers
 * answer 'denied' at once, without asking, once the person has blocked the site.
 */
export async function askNotificationPermission(
  api: NotificationPermissionApi,
): Promise<string | null> {
  const permission =
    api.permission === 'granted' ? 'granted' : await api.requestPermission().catch(() => 'denied');
  if (permission === 'granted') return null;
  return permission === 'denied'
    ? PUSH_PERMISSION_DENIED_MESSAGE
    : PUSH_PERMISSION_DISMISSED_MESSAGE;
}
