import { RemoveWebPushTokenDocument } from '../../../graphql/generated/operations/remove-web-push-token';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { readPushToken, writePushToken } from './push-token-store';

/** How long a logout waits for the API to drop the token before it goes on anyway. */
const FORGET_WAIT_LIMIT_MS = 2_000;

/**
 * Before a logout: this browser's push token leaves the account (removeFCMToken, while the login
 * still works) and the browser forgets it, so the next person on this computer gets none of the
 * previous member's pushes. A slow or failed answer does not hold the logout up.
 */
export async function forgetPushOnLogout(client: GraphqlClient): Promise<void> {
  const token = readPushToken(window.localStorage);
  if (token === null) return;
  writePushToken(window.localStorage, null);
  await Promise.race([
    client
      .requestField(RemoveWebPushTokenDocument, 'removeFCMToken', { token })
      .catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_LIMIT_MS)),
  ]);
}
