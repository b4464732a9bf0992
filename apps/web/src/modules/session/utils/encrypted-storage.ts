import { decryptSessionPayload, encryptSessionPayload } from './session-crypto';

/** Reads and decrypts one sessionStorage entry; null when absent, unreadable or blocked. */
export async function readEncryptedItem<T>(key: string): Promise<T | null> {
  let payload: string | null = null;
  try {
    payload = window.sessionStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode quotas): start empty.
  }
  return decryptSessionPayload<T>(payload);
}

export function removeStoredItem(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to remove.
  }
}

/**
 * Encrypts values into one sessionStorage entry; a later write always wins over a slower earlier
 * one. `write` resolves true once that value is stored, false when a later write replaced it;
 * null removes the entry.
 */
export function createEncryptedWriter(key: string): (value: unknown) => Promise<boolean> {
  let sequence = 0;
  return async (value) => {
    const mine = ++sequence;
    if (value === null) {
      removeStoredItem(key);
      return true;
    }
    const payload = await encryptSessionPayload(value);
    if (mine !== sequence) return false;
    try {
      window.sessionStorage.setItem(key, payload);
    } catch {
      // Storage full or blocked: the state still works for this page view.
    }
    return true;
  };
}
