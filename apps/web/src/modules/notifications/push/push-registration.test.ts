import { describe, expect, it, vi } from 'vitest';
import { createPushRegistration } from './create-push-registration';
import { parseFirebaseWebConfig } from './firebase-web-config';
import { createLocalPushRegistration } from './local-push-registration';
import {
  PUSH_PERMISSION_DENIED_MESSAGE,
  PUSH_PERMISSION_DISMISSED_MESSAGE,
  type NotificationPermissionApi,
} from './push-registration';
import { PUSH_TOKEN_STORAGE_KEY, readPushToken, writePushToken } from './push-token-store';

const FULL_CONFIG = {
  apiKey: 'AIza-test',
  projectId: 'gongsa-test',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abc',
  vapidKey: 'BPublicVapidKey',
};

function permissionApi(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
): NotificationPermissionApi & { requestPermission: ReturnType<typeof vi.fn> } {
  return { permission, requestPermission: vi.fn(async () => answer) };
}

describe('the local push registration', () => {
  it('asks the permission, then makes a local-web token', async () => {
    const api = permissionApi('default', 'granted');
    const registration = createLocalPushRegistration({
      notification: () => api,
      randomId: () => 'abc-123',
    });
    expect(registration.isSupported()).toBe(true);
    await expect(registration.register()).resolves.toEqual({ token: 'local-web-abc-123' });
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the permission was given', async () => {
    const api = permissionApi('granted');
    const registration = createLocalPushRegistration({ notification: () => api });
    const result = await registration.register();
    expect(result).toEqual({ token: expect.stringMatching(/^local-web-.+/) });
    expect(api.requestPermission).not.toHaveBeenCalled();
  });

  it('says how to re-allow a blocked site, and asks again after a dismissal', async () => {
    const blocked = createLocalPushRegistration({ notification: () => permissionApi('denied') });
    await expect(blocked.register()).resolves.toEqual({ error: PUSH_PERMISSION_DENIED_MESSAGE });
    const dismissed = createLocalPushRegistration({
      notification: () => permissionApi('default', 'default'),
    });
    await expect(dismissed.register()).resolves.toEqual({
      error: PUSH_PERMISSION_DISMISSED_MESSAGE,
    });
  });

  it('registers without asking where the browser has no Notification API', async () => {
    const registration = createLocalPushRegistration({
      notification: () => undefined,
      randomId: () => 'x',
    });
    await expect(registration.register()).resolves.toEqual({ token: 'local-web-x' });
  });
});

describe('the choice of push registration', () => {
  it('uses Firebase only when all five public values are set', () => {
    expect(parseFirebaseWebConfig(FULL_CONFIG)).toEqual(FULL_CONFIG);
    expect(parseFirebaseWebConfig({ ...FULL_CONFIG, vapidKey: '  ' })).toBeNull();
    expect(parseFirebaseWebConfig({ ...FULL_CONFIG, appId: undefined })).toBeNull();
    expect(createPushRegistration(FULL_CONFIG).kind).toBe('firebase');
    expect(createPushRegistration(null).kind).toBe('local');
  });

  it('falls back to the local default when the build has no Firebase config', () => {
    expect(createPushRegistration().kind).toBe('local');
  });
});

describe('the stored token', () => {
  it('is on while a token is stored and off once forgotten', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    expect(readPushToken(storage)).toBeNull();
    writePushToken(storage, 'local-web-1');
    expect(values.get(PUSH_TOKEN_STORAGE_KEY)).toBe('local-web-1');
    expect(readPushToken(storage)).toBe('local-web-1');
    writePushToken(storage, null);
    expect(readPushToken(storage)).toBeNull();
  });
});
