import { GOOGLE_TOKEN_URI, type FcmServiceAccount } from './fcm-push-sender';

/** PUSH_DRIVER / FCM_* and ALIMTALK_DRIVER / BIZMESSAGE_* as the API and the worker use them. */
export type NotificationChannelsConfig = {
  push:
    | { driver: 'local' }
    | {
        driver: 'fcm';
        projectId: string;
        serviceAccount: FcmServiceAccount;
        apiUrl: string;
        webOrigin: string;
      };
  alimtalk:
    | { driver: 'local' }
    | { driver: 'bizmessage'; apiUrl: string; apiKey: string; senderKey: string };
};

type RawChannelsEnv = {
  PUSH_DRIVER: 'local' | 'fcm';
  FCM_PROJECT_ID?: string;
  FCM_SERVICE_ACCOUNT_JSON?: string;
  FCM_API_URL: string;
  ALIMTALK_DRIVER: 'local' | 'bizmessage';
  BIZMESSAGE_API_URL?: string;
  BIZMESSAGE_API_KEY?: string;
  BIZMESSAGE_SENDER_KEY?: string;
};

/**
 * The service account's key file, given as its JSON or as that JSON in base64 (one line, easier
 * in a secret store). Null with a problem added when it is not a service account key.
 */
function readServiceAccount(
  text: string,
  problems: string[],
): { account: FcmServiceAccount; projectId: string | undefined } | null {
  const json = text.startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8');
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    const clientEmail = parsed.client_email;
    const privateKey = parsed.private_key;
    if (typeof clientEmail === 'string' && typeof privateKey === 'string') {
      return {
        account: {
          clientEmail,
          privateKey,
          tokenUri: typeof parsed.token_uri === 'string' ? parsed.token_uri : GOOGLE_TOKEN_URI,
        },
        projectId: typeof parsed.project_id === 'string' ? parsed.project_id : undefined,
      };
    }
  } catch {
    // reported below
  }
  problems.push(
    'FCM_SERVICE_ACCOUNT_JSON: client_email 과 private_key 가 있는 서비스 계정 키(JSON 또는 그 base64)여야 합니다.',
  );
  return null;
}

export function parseNotificationChannelsEnv(
  raw: RawChannelsEnv,
  options: { problems: string[]; refusesLocal: boolean; webOrigin: string },
): NotificationChannelsConfig {
  const { problems } = options;
  let push: NotificationChannelsConfig['push'] = { driver: 'local' };
  if (raw.PUSH_DRIVER === 'fcm') {
    const key = raw.FCM_SERVICE_ACCOUNT_JSON
      ? readServiceAccount(raw.FCM_SERVICE_ACCOUNT_JSON, problems)
      : null;
    if (!raw.FCM_SERVICE_ACCOUNT_JSON) {
      problems.push('FCM_SERVICE_ACCOUNT_JSON: PUSH_DRIVER=fcm 일 때 반드시 설정해야 합니다.');
    }
    const projectId = raw.FCM_PROJECT_ID ?? key?.projectId;
    if (key && !projectId) {
      problems.push(
        'FCM_PROJECT_ID: 서비스 계정 키에 project_id 가 없으면 반드시 설정해야 합니다.',
      );
    }
    if (key && projectId) {
      push = {
        driver: 'fcm',
        projectId,
        serviceAccount: key.account,
        apiUrl: raw.FCM_API_URL,
        webOrigin: options.webOrigin,
      };
    }
  } else if (options.refusesLocal) {
    problems.push(
      'PUSH_DRIVER: 운영 환경에서 푸시를 보내지 않고 기록만 하는 local 발송을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
    );
  }

  let alimtalk: NotificationChannelsConfig['alimtalk'] = { driver: 'local' };
  if (raw.ALIMTALK_DRIVER === 'bizmessage') {
    const names = ['BIZMESSAGE_API_URL', 'BIZMESSAGE_API_KEY', 'BIZMESSAGE_SENDER_KEY'] as const;
    for (const name of names) {
      if (!raw[name]) {
        problems.push(`${name}: ALIMTALK_DRIVER=bizmessage 일 때 반드시 설정해야 합니다.`);
      }
    }
    if (raw.BIZMESSAGE_API_URL && raw.BIZMESSAGE_API_KEY && raw.BIZMESSAGE_SENDER_KEY) {
      alimtalk = {
        driver: 'bizmessage',
        apiUrl: raw.BIZMESSAGE_API_URL,
        apiKey: raw.BIZMESSAGE_API_KEY,
        senderKey: raw.BIZMESSAGE_SENDER_KEY,
      };
    }
  } else if (options.refusesLocal) {
    problems.push(
      'ALIMTALK_DRIVER: 운영 환경에서 알림톡을 보내지 않고 기록만 하는 local 발송을 쓰려면 ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION=true 가 필요합니다.',
    );
  }
  return { push, alimtalk };
}
