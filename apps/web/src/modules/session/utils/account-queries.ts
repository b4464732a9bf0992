import type { SessionPoint, SessionState, SessionSubscription, SessionUser } from './session-state';

export type AccountData = {
  me: SessionUser | null;
  myPoint: SessionPoint | null;
  mySubscribe: SessionSubscription | null;
};

const NO_ACCOUNT: AccountData = { me: null, myPoint: null, mySubscribe: null };

/**
 * The account as the session holds it (SessionProvider's refetchAccount fills it, SPEC §8 applied;
 * a part that failed keeps its last value): a member's, and nothing for a visitor or before the
 * stored session has been read.
 */
export function selectAccount(state: SessionState, isMember: boolean): AccountData {
  if (!isMember) return NO_ACCOUNT;
  return { me: state.me, myPoint: state.myPoint, mySubscribe: state.mySubscribe };
}
