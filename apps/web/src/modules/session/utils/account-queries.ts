import { mutate } from 'swr';
import { MeDocument } from '../../../graphql/generated/operations/me';
import { MyPointInfoDocument } from '../../../graphql/generated/operations/my-point-info';
import { MyRegularPaymentDocument } from '../../../graphql/generated/operations/my-regular-payment';
import { buildQueryKey } from '../../data/utils/query-key';
import type { SessionPoint, SessionSubscription, SessionUser } from './session-state';

export type AccountData = {
  me: SessionUser | null;
  myPoint: SessionPoint | null;
  mySubscribe: SessionSubscription | null;
};

/** The three account queries, cached under the same keys useGraphqlQuery gives a member. */
export const ACCOUNT_KEYS = {
  me: buildQueryKey(MeDocument, {}, 'member'),
  myPoint: buildQueryKey(MyPointInfoDocument, {}, 'member'),
  mySubscribe: buildQueryKey(MyRegularPaymentDocument, {}, 'member'),
} as const;

/** Puts answers into the account queries' cache; null leaves a part as it is. */
export function writeAccountCache(account: Partial<AccountData>): void {
  for (const part of ['me', 'myPoint', 'mySubscribe'] as const) {
    const value = account[part];
    if (value) void mutate(ACCOUNT_KEYS[part], value, { revalidate: false });
  }
}

/** Logout or a rejected login: no cached answer of the account may outlive it. */
export function clearQueryCache(): void {
  void mutate(() => true, undefined, { revalidate: false });
}
