import { formatNumber } from '@gongsa/domain';
import type { SessionState } from './session-state';

export type AccountSummary = {
  displayName: string;
  progress: number;
  point: number;
  pointText: string;
  subscription: { name: string; isEnding: boolean } | null;
};

export function formatPoint(point: number): string {
  return formatNumber(point);
}

/** What the header, menu and drawer show about the logged-in user. */
export function summarizeAccount(
  state: Pick<SessionState, 'me' | 'myPoint' | 'mySubscribe'>,
): AccountSummary {
  const { me, myPoint, mySubscribe } = state;
  const point = myPoint?.nowPoint ?? 0;
  const subscriptionName = mySubscribe?.item?.name;
  return {
    displayName: me?.name?.trim() || me?.nickname?.trim() || '회원',
    progress: me?.profile?.progress ?? 0,
    point,
    pointText: formatPoint(point),
    subscription: subscriptionName
      ? { name: subscriptionName, isEnding: mySubscribe.isCanceled }
      : null,
  };
}
