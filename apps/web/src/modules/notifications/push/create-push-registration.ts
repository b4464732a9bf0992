import { createFirebasePushRegistration } from './firebase-push-registration';
import { readFirebaseWebConfig, type FirebaseWebConfig } from './firebase-web-config';
import { createLocalPushRegistration } from './local-push-registration';
import type { PushRegistration } from './push-registration';

/** Firebase when its public config is built in, the local default otherwise. */
export function createPushRegistration(
  config: FirebaseWebConfig | null = readFirebaseWebConfig(),
): PushRegistration {
  return config ? createFirebasePushRegistration(config) : createLocalPushRegistration();
}
