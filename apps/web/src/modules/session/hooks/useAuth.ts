'use client';

import { createContext, useContext } from 'react';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import type { AuthSnapshot } from '../utils/auth-store';

export type SessionTokens = { accessToken: string; refreshToken: string | null };

/**
 * 'rejected': the API answered that the token is not valid (the session is ended).
 * 'unavailable': no answer (network, server error); the session is kept with its last data.
 */
export type AccountLoadResult = 'loaded' | 'rejected' | 'unavailable';

export type AuthContextValue = {
  auth: AuthSnapshot;
  /**
   * False until the stored session has been read (and a remembered login exchanged, when the tab
   * has none of its own); render neutral placeholders until then.
   */
  isHydrated: boolean;
  client: GraphqlClient;
  /**
   * Stores the tokens and loads me, points and subscription; false when the account could not be
   * loaded. `isRemembered`: the login's refresh token is already with the session route
   * (storeRememberedLogin), so `tokens.refreshToken` is null.
   */
  login(tokens: SessionTokens, options: { isRemembered: boolean }): Promise<boolean>;
  logout(): void;
  /** Asks me, points and subscription again into their cached queries; see AccountLoadResult. */
  refetchAccount(): Promise<AccountLoadResult>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The login (tokens, refresh, logout) and the GraphQL client that carries it. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth는 SessionProvider 안에서만 사용할 수 있습니다.');
  return auth;
}
