'use client';

import { useRouter } from 'next/navigation';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LOGGED_OUT, createAuthStore, type AuthSnapshot } from '../utils/auth-store';
import { MeDocument } from '../../../graphql/generated/operations/me';
import { MyPointInfoDocument } from '../../../graphql/generated/operations/my-point-info';
import { MyRegularPaymentDocument } from '../../../graphql/generated/operations/my-regular-payment';
import {
  clearAuthFlagCookie,
  hasAuthFlagCookie,
  hasRememberedLogin,
  setAuthFlagCookie,
} from '../../auth/utils/auth-cookies';
import { getSafeRedirectPath, isAuthPath } from '../../auth/utils/route-access';
import { createGraphqlClient } from '../../graphql/utils/graphql-client';
import { resolveBrowserGraphqlEndpoint } from '../../graphql/utils/graphql-endpoint';
import { isGraphqlFailure, isTransientFailureCode } from '../../graphql/utils/graphql-result';
import { discardBidData } from '../../bid-upload/utils/bid-data-storage';
import { forgetRememberedLogin } from '../utils/remembered-login';
import { clearQueryCache } from '../../data/utils/query-cache';
import {
  createEncryptedWriter,
  readEncryptedItem,
  removeStoredItem,
} from '../utils/encrypted-storage';
import {
  INITIAL_SESSION_STATE,
  SESSION_STORAGE_KEY,
  restoreSessionState,
  type SessionPatch,
  type SessionState,
} from '../utils/session-state';
import {
  AuthContext,
  type AccountLoadResult,
  type AuthContextValue,
  type SessionTokens,
} from '../hooks/useAuth';
import { SessionDataContext, type SessionDataContextValue } from '../hooks/useSession';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import type { RefreshResult } from '../utils/token-exchange';

// Exchanging and revoking tokens is fetched when first needed (an expired token, a remembered
// login at start-up, logout): no page needs it for its first paint.
const TOKEN_EXCHANGE = defineLazyModule(() => import('../utils/token-exchange'));

const PERSIST_WAIT_LIMIT_MS = 1500;
// Logout does not wait longer than this for the API to end the login; the tokens go regardless.
const SIGN_OUT_WAIT_LIMIT_MS = 3000;

/**
 * Navigation after the login state changes is a full page load: pages prefetched while logged
 * out hold the route guard's redirect to the login page in the router cache.
 */
export function navigateWithReload(path: string, mode: 'assign' | 'replace' = 'assign'): void {
  const url = new URL(path, window.location.origin).href;
  if (mode === 'replace') window.location.replace(url);
  else window.location.assign(url);
}

/**
 * The login: tokens, their refresh under the tabs' lock, expiry, logout, the route-guard cookies
 * and the encrypted copy of the session in session storage. The account (me, points,
 * subscription) is part of the session's state, filled by `refetchAccount` (useAccount reads it).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [state, setState] = useState<SessionState>(INITIAL_SESSION_STATE);
  const [isHydrated, setIsHydrated] = useState(false);
  const [authStore] = useState(createAuthStore);
  const [writeStoredSession] = useState(() => createEncryptedWriter(SESSION_STORAGE_KEY));
  const persistSequence = useRef(0);
  const persistWaiters = useRef<Array<{ sequence: number; resolve: () => void }>>([]);

  const applyAuth = useCallback(
    (auth: AuthSnapshot) => {
      authStore.write(auth);
      setState((previous) => ({ ...previous, ...auth }));
    },
    [authStore],
  );

  /**
   * Ends the tab's login. A remembered login ends with it (SPEC §8 clears the tokens; the cookie
   * is HttpOnly, so the session route deletes it), unless the caller has already ended it.
   */
  const endSession = useCallback(
    (isRememberedLoginEnded = false) => {
      if (!isRememberedLoginEnded && authStore.read().isRemembered) {
        void forgetRememberedLogin();
      }
      authStore.write(LOGGED_OUT);
      clearAuthFlagCookie();
      removeStoredItem(SESSION_STORAGE_KEY);
      // Nothing of the account outlives it: its cached answers and the wizard's unsent steps.
      discardBidData();
      clearQueryCache();
      setState(INITIAL_SESSION_STATE);
    },
    [authStore],
  );

  const isLeaving = useRef(false);

  /**
   * The token expired and could not be refreshed: end the session and reload the same page, so
   * a protected page sends the user to login with a redirect back here, and a public one stays.
   * Parallel requests all report the expiry; only the first one acts.
   */
  const expireSession = useCallback(() => {
    if (isLeaving.current) return;
    isLeaving.current = true;
    endSession();
    window.location.reload();
  }, [endSession]);

  // Refresh and account calls go through a client without the retry logic, so a FORBIDDEN
  // answer to the refresh itself cannot wait on its own refresh.
  const [plainClient] = useState(() =>
    createGraphqlClient({
      endpoint: resolveBrowserGraphqlEndpoint(),
      getAuth: () => authStore.read(),
    }),
  );

  /** Exchanges the refresh token (SPEC §4) under the tabs' lock (token-exchange.ts). */
  const refreshTokens = useCallback(async (): Promise<RefreshResult> => {
    let exchange: Awaited<ReturnType<typeof TOKEN_EXCHANGE.load>>;
    try {
      exchange = await TOKEN_EXCHANGE.load();
    } catch {
      // Its code could not be fetched (offline a moment): no answer, like a request that got none.
      return 'unavailable';
    }
    return exchange.exchangeRefreshToken(plainClient, () => authStore.read(), applyAuth);
  }, [applyAuth, authStore, plainClient]);

  const lastRefreshResult = useRef<RefreshResult | null>(null);

  const refreshForClient = useCallback(async (): Promise<boolean> => {
    lastRefreshResult.current = await refreshTokens();
    return lastRefreshResult.current === 'refreshed';
  }, [refreshTokens]);

  /**
   * The client could not cure a FORBIDDEN with a refresh. When the refresh got no answer
   * (offline, API restarting), the login may well be alive: keep it, the caller gets the error,
   * and the next call tries again.
   */
  const expireUnlessUnreachable = useCallback(() => {
    if (lastRefreshResult.current === 'unavailable') return;
    expireSession();
  }, [expireSession]);

  const logout = useCallback(() => {
    if (isLeaving.current) return;
    isLeaving.current = true;
    // The API ends the login first, under the tabs' lock (token-exchange.ts): this tab's own
    // token and the browser's remembered one. The tokens go regardless of its answer, and also
    // when that code cannot be fetched.
    void TOKEN_EXCHANGE.load()
      .then(
        ({ signOutEverywhere }) =>
          signOutEverywhere(
            plainClient,
            () => authStore.read(),
            SIGN_OUT_WAIT_LIMIT_MS,
            () => endSession(true),
          ).catch(() => undefined),
        () => endSession(),
      )
      // A full reload drops every in-memory trace of the account.
      .then(() => navigateWithReload('/', 'replace'));
  }, [authStore, endSession, plainClient]);

  useEffect(() => {
    authStore.setHandlers({ refresh: refreshForClient, expire: expireUnlessUnreachable });
  }, [authStore, refreshForClient, expireUnlessUnreachable]);

  const [client] = useState(() =>
    createGraphqlClient({
      endpoint: resolveBrowserGraphqlEndpoint(),
      getAuth: () => authStore.read(),
      refreshSession: () => authStore.refresh(),
      onSessionExpired: () => authStore.expire(),
    }),
  );

  const refetchAccount = useCallback(async (): Promise<AccountLoadResult> => {
    const [me, myPoint, mySubscribe] = await Promise.all([
      client.requestField(MeDocument, 'me'),
      client.requestField(MyPointInfoDocument, 'myPointInfo'),
      client.requestField(MyRegularPaymentDocument, 'myRegularPayment'),
    ]);
    if (!authStore.read().isLogin) return 'rejected';
    // SPEC §8: a user fetch error logs out and clears the tokens. A request that never got an
    // answer (offline, API restarting, the page unloading mid-request) says nothing about the
    // token, so it must not end the session.
    if (isGraphqlFailure(me) && isTransientFailureCode(me.code)) return 'unavailable';
    // An expired token (FORBIDDEN) whose refresh got no answer is not a rejected login either.
    if (
      isGraphqlFailure(me) &&
      me.code === 'FORBIDDEN' &&
      lastRefreshResult.current === 'unavailable'
    ) {
      return 'unavailable';
    }
    if (isGraphqlFailure(me) || !me) {
      endSession();
      return 'rejected';
    }
    // Stored with the tokens, so a reload shows the header at once; a part that failed keeps its
    // last value.
    setState((previous) => ({
      ...previous,
      me,
      myPoint: (isGraphqlFailure(myPoint) ? null : myPoint) ?? previous.myPoint,
      mySubscribe: (isGraphqlFailure(mySubscribe) ? null : mySubscribe) ?? previous.mySubscribe,
    }));
    return 'loaded';
  }, [authStore, client, endSession]);

  /** Resolves once the state as of now is in session storage, so a full page load can follow. */
  const waitForPersist = useCallback(
    () =>
      new Promise<void>((resolve) => {
        persistWaiters.current.push({ sequence: persistSequence.current + 1, resolve });
        window.setTimeout(resolve, PERSIST_WAIT_LIMIT_MS);
      }),
    [],
  );

  const login = useCallback(
    async (tokens: SessionTokens, options: { isRemembered: boolean }): Promise<boolean> => {
      applyAuth({
        isLogin: true,
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        isRemembered: options.isRemembered,
      });
      setAuthFlagCookie();
      const result = await refetchAccount();
      if (result !== 'loaded') {
        endSession();
        return false;
      }
      await waitForPersist();
      return true;
    },
    [applyAuth, endSession, refetchAccount, waitForPersist],
  );

  const updateSession = useCallback((patch: SessionPatch) => {
    setState((previous) => ({
      ...previous,
      ...patch,
      isLogin: previous.isLogin,
      token: previous.token,
      refreshToken: previous.refreshToken,
      isRemembered: previous.isRemembered,
    }));
  }, []);

  // Start-up: restore the stored session, or exchange a remembered refresh token (SPEC §4).
  useEffect(() => {
    let isCancelled = false;
    // Whether the route guard's flag was there when this page and its links' prefetches were
    // requested: the server then already judged the tab as logged in, and a remembered login
    // restored below changes nothing it rendered or redirected.
    const wasFlagged = hasAuthFlagCookie();
    // SPEC §4: after a restored login, apply the redirect the login page was given.
    function leaveAuthPages(): boolean {
      if (!isAuthPath(window.location.pathname)) return false;
      const redirect = getSafeRedirectPath(
        new URLSearchParams(window.location.search).get('redirect'),
      );
      void waitForPersist().then(() => navigateWithReload(redirect, 'replace'));
      return true;
    }
    // The session is known: the contexts' readers render for it. A transition: an island whose
    // code is still on its way (the search bar) keeps its server HTML until it hydrates, instead
    // of being drawn again on the client and losing what was typed into it, as an urgent update
    // of the contexts it reads would make React do.
    function markHydrated(next: (previous: SessionState) => SessionState) {
      startTransition(() => {
        setState(next);
        setIsHydrated(true);
      });
    }
    async function restore() {
      const stored = await readEncryptedItem<Partial<SessionState>>(SESSION_STORAGE_KEY);
      if (isCancelled) return;
      const restored = restoreSessionState(stored);
      authStore.write({
        isLogin: restored.isLogin,
        token: restored.token,
        refreshToken: restored.refreshToken,
        isRemembered: restored.isRemembered,
      });
      if (restored.isLogin) {
        markHydrated(() => restored);
        setAuthFlagCookie();
        if ((await refetchAccount()) !== 'rejected') leaveAuthPages();
        return;
      }
      let isRejected = false;
      if (hasRememberedLogin()) {
        // Exchanged before the session counts as read (ADR 0017, 2026-11-28): the page is not
        // drawn for a visitor first (the header's 로그인 link, every query asked as a visitor)
        // only to be drawn and asked again for the member a moment later.
        const refresh = await refreshTokens();
        if (isCancelled) return;
        if (refresh === 'refreshed') {
          // applyAuth has put the new tokens into the state; the rest is the stored session's.
          markHydrated((previous) => ({
            ...restored,
            isLogin: previous.isLogin,
            token: previous.token,
            refreshToken: previous.refreshToken,
            isRemembered: previous.isRemembered,
          }));
          // 'rejected' has already ended the session; 'unavailable' keeps the new tokens. Only
          // a page the route guard served to a logged-out tab needs the server's render again
          // (its links' prefetches hold the guard's redirect to the login page).
          if ((await refetchAccount()) !== 'rejected' && !leaveAuthPages() && !wasFlagged) {
            router.refresh();
          }
          return;
        }
        // SPEC §4: a failed exchange logs out and clears the stored tokens. No answer at all is
        // not a failure of the token: keep it for the next visit.
        if (refresh === 'rejected') {
          endSession();
          isRejected = true;
        }
      }
      // endSession has already reset the state.
      markHydrated(isRejected ? (previous) => previous : () => restored);
      // The flag cookie says another tab is logged in, but this tab has no session of its own:
      // drop the flag so the route guard judges this tab as the logged-out visitor it is.
      if (hasAuthFlagCookie()) {
        clearAuthFlagCookie();
        router.refresh();
      }
    }
    void restore();
    return () => {
      isCancelled = true;
    };
    // Runs once per page load; the callbacks it uses are stable.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Keep the route-guard cookie in step with a logged-in tab (another tab may have cleared it).
  useEffect(() => {
    if (!state.isLogin) return;
    function markLoggedIn() {
      if (authStore.read().isLogin) setAuthFlagCookie();
    }
    window.addEventListener('focus', markLoggedIn);
    document.addEventListener('visibilitychange', markLoggedIn);
    return () => {
      window.removeEventListener('focus', markLoggedIn);
      document.removeEventListener('visibilitychange', markLoggedIn);
    };
  }, [authStore, state.isLogin]);

  // Persist every change, encrypted; a later write always wins over a slower earlier one.
  useEffect(() => {
    if (!isHydrated) return;
    const sequence = ++persistSequence.current;
    void writeStoredSession(state).then((isStored) => {
      if (!isStored) return;
      persistWaiters.current = persistWaiters.current.filter((waiter) => {
        if (waiter.sequence > sequence) return true;
        waiter.resolve();
        return false;
      });
    });
  }, [state, isHydrated, writeStoredSession]);

  const { isLogin, token, refreshToken, isRemembered } = state;
  const authValue = useMemo<AuthContextValue>(
    () => ({
      auth: { isLogin, token, refreshToken, isRemembered },
      isHydrated,
      client,
      login,
      logout,
      refetchAccount,
    }),
    [isLogin, token, refreshToken, isRemembered, isHydrated, client, login, logout, refetchAccount],
  );
  const dataValue = useMemo<SessionDataContextValue>(
    () => ({ state, updateSession }),
    [state, updateSession],
  );

  return (
    <AuthContext.Provider value={authValue}>
      <SessionDataContext.Provider value={dataValue}>{children}</SessionDataContext.Provider>
    </AuthContext.Provider>
  );
}
