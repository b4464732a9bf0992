/** What every GraphQL helper returns when a call fails (SPEC §7): the first error's code and message. */
export type GraphqlFailure = { error: true; code: string; message: string };

export type GraphqlErrorEntry = {
  message?: string;
  extensions?: { code?: unknown } | null;
};

export type GraphqlResponseBody<TData> = {
  data?: TData | null;
  errors?: ReadonlyArray<GraphqlErrorEntry> | null;
};

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const INTERNAL_ERROR_CODE = 'INTERNAL_SERVER_ERROR';
export const FORBIDDEN_CODE = 'FORBIDDEN';

export const NETWORK_ERROR_MESSAGE =
  '서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.';
export const INTERNAL_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/** What the web's forwarders answer when the API cannot be reached (forward-to-api.ts). */
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';

/**
 * A failure that says nothing about the login: no answer (offline, the API restarting or out of
 * the web proxy's reach) or a server error. Such a failure never ends a session.
 */
export function isTransientFailureCode(code: string): boolean {
  return (
    code === NETWORK_ERROR_CODE || code === INTERNAL_ERROR_CODE || code === SERVICE_UNAVAILABLE_CODE
  );
}

/**
 * Answers the API gives on purpose and the page shows the user (a wrong password, 이미 초대한
 * 업체, a login that ended, too many tries), and the transient ones the page shows as a retry.
 */
const EXPECTED_FAILURE_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  FORBIDDEN_CODE,
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INSUFFICIENT_POINTS',
  'PROFILE_REQUIRED',
  NETWORK_ERROR_CODE,
  SERVICE_UNAVAILABLE_CODE,
]);

/** A failure worth logging: the server's own error, or a code this client does not know. */
export function isUnexpectedFailureCode(code: string): boolean {
  return !EXPECTED_FAILURE_CODES.has(code);
}

export function isGraphqlFailure(value: unknown): value is GraphqlFailure {
  return (
    typeof value === 'object' && value !== null && (value as { error?: unknown }).error === true
  );
}

export function createGraphqlFailure(code: string, message: string): GraphqlFailure {
  return { error: true, code, message };
}

/** Maps a response body to its data, or to the first error as a GraphqlFailure. */
export function readGraphqlData<TData>(
  body: GraphqlResponseBody<TData> | null | undefined,
): TData | GraphqlFailure {
  const firstError = body?.errors?.[0];
  if (firstError) {
    const code =
      typeof firstError.extensions?.code === 'string'
        ? firstError.extensions.code
        : INTERNAL_ERROR_CODE;
    const message = firstError.message?.trim() ? firstError.message : INTERNAL_ERROR_MESSAGE;
    return createGraphqlFailure(code, message);
  }
  if (body?.data === undefined || body.data === null) {
    return createGraphqlFailure(INTERNAL_ERROR_CODE, INTERNAL_ERROR_MESSAGE);
  }
  return body.data;
}

/** Like readGraphqlData, but returns only the named root field (the usual case for a helper). */
export function readGraphqlField<TData, TField extends keyof TData>(
  body: GraphqlResponseBody<TData> | null | undefined,
  field: TField,
): TData[TField] | GraphqlFailure {
  const data = readGraphqlData(body);
  if (isGraphqlFailure(data)) return data;
  return data[field];
}
