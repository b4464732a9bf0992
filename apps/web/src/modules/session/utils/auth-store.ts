import type { SessionState } from './session-state';

export type AuthSnapshot = Pick<
  SessionState,
  'isLogin' | 'token' | 'refreshToken' | 'isRemembered'
>;

type AuthHandlers = { refresh: () => Promise<boolean>; expire: () => void };

/**
 * The GraphQL client reads the token between renders and right after login, before React has
 * re-rendered, so the auth part of the session also lives in this small mutable holder.
 */
export type AuthStore = {
  read(): AuthSnapshot;
  write(auth: AuthSnapshot): void;
  setHandlers(handlers: AuthHandlers): void;
  refresh(): Promise<boolean>;
  expire(): void;
};

export const LOGGED_OUT: AuthSnapshot = {
  isLogin: false,
  token: null,
  refreshToken: null,
  isRemembered: false,
};

export function createAuthStore(): AuthStore {
  let auth = LOGGED_OUT;
  let handlers: AuthHandlers = { refresh: async () => false, expire: () => undefined };
  return {
    read: () => auth,
    write: (next) => {
      auth = next;
    },
    setHandlers: (next) => {
      handlers = next;
    },
    refresh: () => handlers.refresh(),
    expire: () => handlers.expire(),
  };
}
