import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import {
  FORBIDDEN_CODE,
  INTERNAL_ERROR_CODE,
  INTERNAL_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  createGraphqlFailure,
  isGraphqlFailure,
  isUnexpectedFailureCode,
  readGraphqlData,
  type GraphqlFailure,
  type GraphqlResponseBody,
} from './graphql-result';

/** A generated document (documentMode 'string'): its toString() is the operation text. */
export type GraphqlDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

export type GraphqlAuth = { token: string | null; isLogin: boolean };

export type GraphqlClientOptions = {
  endpoint: string;
  getAuth: () => GraphqlAuth;
  /** Exchanges the refresh token for new tokens; resolves false when that is impossible. */
  refreshSession?: () => Promise<boolean>;
  /** Called when a FORBIDDEN error could not be cured by a refresh (SPEC §8: the user is logged out). */
  onSessionExpired?: () => void;
  fetch?: typeof fetch;
};

export type GraphqlClient = {
  request<TResult, TVariables>(
    document: GraphqlDocument<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult | GraphqlFailure>;
  requestField<TResult, TVariables, TField extends keyof TResult>(
    document: GraphqlDocument<TResult, TVariables>,
    field: TField,
    variables?: TVariables,
  ): Promise<TResult[TField] | GraphqlFailure>;
};

function isMutation(query: string): boolean {
  return /^\s*mutation\b/.test(query);
}

export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  let refreshInFlight: Promise<boolean> | null = null;

  async function send<TResult>(
    query: string,
    variables: unknown,
  ): Promise<TResult | GraphqlFailure> {
    const { token } = options.getAuth();
    let response: Response;
    try {
      response = await fetchImpl(options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: token ? `Bearer ${token}` : '',
        },
        body: JSON.stringify({ query, variables: variables ?? {} }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      return createGraphqlFailure(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);
    }
    let body: GraphqlResponseBody<TResult> | null = null;
    try {
      body = (await response.json()) as GraphqlResponseBody<TResult>;
    } catch {
      return createGraphqlFailure(INTERNAL_ERROR_CODE, INTERNAL_ERROR_MESSAGE);
    }
    return readGraphqlData(body);
  }

  /** Parallel calls that all fail with FORBIDDEN share one refresh. */
  function refreshOnce(): Promise<boolean> {
    if (!options.refreshSession) return Promise.resolve(false);
    refreshInFlight ??= options.refreshSession().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function request<TResult, TVariables>(
    document: GraphqlDocument<TResult, TVariables>,
    variables?: TVariables,
  ): Promise<TResult | GraphqlFailure> {
    const query = document.toString();
    let result = await send<TResult>(query, variables);
    if (isGraphqlFailure(result) && result.code === FORBIDDEN_CODE && options.getAuth().isLogin) {
      const isRefreshed = await refreshOnce().catch(() => false);
      if (isRefreshed) {
        result = await send<TResult>(query, variables);
      } else {
        options.onSessionExpired?.();
      }
    }
    // Expected answers (a wrong password, 이미 초대한 업체) are the user's to read, not errors.
    if (isGraphqlFailure(result) && isMutation(query) && isUnexpectedFailureCode(result.code)) {
      console.error(`[graphql] ${result.code}: ${result.message}`);
    }
    return result;
  }

  async function requestField<TResult, TVariables, TField extends keyof TResult>(
    document: GraphqlDocument<TResult, TVariables>,
    field: TField,
    variables?: TVariables,
  ): Promise<TResult[TField] | GraphqlFailure> {
    const data = await request(document, variables);
    if (isGraphqlFailure(data)) return data;
    return data[field];
  }

  return { request, requestField };
}
