import type {
  MeQuery,
  MyPointInfoQuery,
  MyRegularPaymentQuery,
} from '../../../graphql/generated/graphql';

export type SessionUser = NonNullable<MeQuery['me']>;
export type SessionPoint = NonNullable<MyPointInfoQuery['myPointInfo']>;
export type SessionSubscription = NonNullable<MyRegularPaymentQuery['myRegularPayment']>;

export type SearchType = 'header' | 'content';
export type SearchState = { keyword: string; type: SearchType };

/**
 * SPEC §3 "Client session state" as the session keeps it, encrypted in session storage. `me`,
 * `myPoint` and `mySubscribe` are the account as refetchAccount last read it, stored so a reload
 * shows the header at once; components read them through useAccount / useSession. The wizard's
 * data is the bid-upload module's own (BidDataProvider).
 */
export type SessionState = {
  isLogin: boolean;
  token: string | null;
  /** The tab's own refresh token; null in a remembered tab, whose token only the session route sees. */
  refreshToken: string | null;
  /**
   * The login was made with 로그인 상태 유지: its newest refresh token is in the one-year HttpOnly
   * cookie that every tab of the browser shares, exchanged through /api/session (ADR 0008).
   */
  isRemembered: boolean;
  me: SessionUser | null;
  myPoint: SessionPoint | null;
  mySubscribe: SessionSubscription | null;
  latitude: number | null;
  longitude: number | null;
  joinData: unknown[];
  searchObj: SearchState;
};

export const SESSION_STORAGE_KEY = 'gongsa.session';

export const INITIAL_SESSION_STATE: SessionState = {
  isLogin: false,
  token: null,
  refreshToken: null,
  isRemembered: false,
  me: null,
  myPoint: null,
  mySubscribe: null,
  latitude: null,
  longitude: null,
  joinData: [],
  searchObj: { keyword: '', type: 'header' },
};

/** Stored state from an older build may lack newer fields; unknown keys are dropped. */
export function restoreSessionState(stored: Partial<SessionState> | null): SessionState {
  if (!stored || typeof stored !== 'object') return INITIAL_SESSION_STATE;
  const restored = { ...INITIAL_SESSION_STATE };
  for (const key of Object.keys(INITIAL_SESSION_STATE) as Array<keyof SessionState>) {
    if (key in stored && stored[key] !== undefined) Object.assign(restored, { [key]: stored[key] });
  }
  // SPEC §4: holding a token is what makes a user logged in.
  restored.isLogin = Boolean(restored.token);
  return restored;
}

/** The part of the session other modules may change (join steps, search, location). */
export type SessionPatch = Partial<
  Omit<SessionState, 'isLogin' | 'token' | 'refreshToken' | 'isRemembered'>
>;
