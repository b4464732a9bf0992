/**
 * This browser's registered push token, kept in local storage: a stored token means push is on
 * for this device (알림 설정's switch). Shared by every tab (storage events).
 */
export const PUSH_TOKEN_STORAGE_KEY = 'gongsa.push-token';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const listeners = new Set<() => void>();

/** Subscribes to changes made here and in other tabs (useSyncExternalStore). */
export function subscribePushToken(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readPushToken(storage: TokenStorage): string | null {
  try {
    return storage.getItem(PUSH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the token, or forgets it with null. */
export function writePushToken(storage: TokenStorage, token: string | null): void {
  try {
    if (token === null) storage.removeItem(PUSH_TOKEN_STORAGE_KEY);
    else storage.setItem(PUSH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage refused (private mode, quota): the switch shows off after a reload.
  }
  for (const listener of listeners) listener();
}
