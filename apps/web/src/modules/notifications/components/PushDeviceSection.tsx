'use client';

import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { RegisterWebPushTokenDocument } from '../../../graphql/generated/operations/register-web-push-token';
import { RemoveWebPushTokenDocument } from '../../../graphql/generated/operations/remove-web-push-token';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { SwitchField } from '../../profile/components/FormFields';
import { useAuth } from '../../session/hooks/useAuth';
import { createPushRegistration } from '../push/create-push-registration';
import { PUSH_UNSUPPORTED_MESSAGE, WEB_PUSH_OS } from '../push/push-registration';
import { readPushToken, subscribePushToken, writePushToken } from '../push/push-token-store';

/**
 * 이 기기에서 푸시 알림 받기: registers this browser's push token with the API (setFCMToken) or
 * removes it (removeFCMToken). The token in local storage is what says "on" after a reload.
 */
export function PushDeviceSection({ className }: { className: string }) {
  const { client } = useAuth();
  const registration = useMemo(() => createPushRegistration(), []);
  const token = useSyncExternalStore(
    subscribePushToken,
    () => readPushToken(window.localStorage),
    () => null,
  );
  const isBusy = useRef(false);
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');

  async function turnOn() {
    if (!registration.isSupported()) {
      setProblem(PUSH_UNSUPPORTED_MESSAGE);
      return;
    }
    const registered = await registration.register();
    if ('error' in registered) {
      setProblem(registered.error);
      return;
    }
    const result = await client.requestField(RegisterWebPushTokenDocument, 'setFCMToken', {
      token: registered.token,
      os: WEB_PUSH_OS,
    });
    if (isGraphqlFailure(result)) {
      await registration.unregister(registered.token);
      setProblem(`푸시 알림을 켜지 못했어요. ${result.message}`);
      return;
    }
    writePushToken(window.localStorage, registered.token);
    setStatus('이 기기에서 푸시 알림을 받아요.');
  }

  async function turnOff(current: string) {
    const result = await client.requestField(RemoveWebPushTokenDocument, 'removeFCMToken', {
      token: current,
    });
    if (isGraphqlFailure(result)) {
      setProblem(`푸시 알림을 끄지 못했어요. ${result.message}`);
      return;
    }
    await registration.unregister(current);
    writePushToken(window.localStorage, null);
    setStatus('이 기기의 푸시 알림을 껐어요.');
  }

  async function change(isOn: boolean) {
    if (isBusy.current) return;
    isBusy.current = true;
    setPending(isOn);
    setProblem('');
    setStatus('');
    try {
      if (isOn) await turnOn();
      else if (token) await turnOff(token);
    } finally {
      isBusy.current = false;
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="push-device-heading" className={className}>
      <h2 id="push-device-heading" className="text-base font-bold text-gray-900">
        이 기기
      </h2>
      <SwitchField
        id="notification-push-device"
        label="이 기기에서 푸시 알림 받기"
        description="켜면 브라우저가 알림 권한을 묻고, 새 알림을 이 브라우저로도 보내 드려요."
        isChecked={pending ?? token !== null}
        onChange={(isOn) => void change(isOn)}
      />
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {problem}
        </p>
      ) : null}
      <p className="sr-only" role="status">
        {pending === true ? '푸시 알림을 켜는 중이에요.' : status}
      </p>
    </section>
  );
}
