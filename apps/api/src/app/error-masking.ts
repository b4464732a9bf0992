import type { SourceLocation } from 'graphql';
import { GraphQLError, Source } from '../graphql/graphql-js';
import { maskError as maskYogaError, type MaskError } from 'graphql-yoga';
import { AppError, INTERNAL_ERROR_MESSAGE, isZodError, toBadUserInputError } from '../errors';

/*
 * Duck-typed on purpose: an error created by another copy of graphql-js (see
 * graphql/graphql-js.ts) is still recognised.
 */
function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/*
 * graphql-js reports a fault while executing a field — a null in a non-null field, a value its
 * scalar cannot serialize (an invalid date, an Int past 32 bits) — as a plain Error inside a
 * GraphQLError (masked and logged); graphql-jit (ADR 0016) as a bare GraphQLError with the same
 * text, which would pass as one of GraphQL's request errors and reach the client unlogged. A bare
 * GraphQLError that has a path (so it arose while executing a field) and no code of ours is given
 * graphql-js's shape, and treated the same way. Request errors (parsing, validation, variables)
 * have no path; our own errors carry a code.
 */
function isBareExecutionFault(error: GraphQLError): boolean {
  return Boolean(error.path?.length) && error.extensions?.code === undefined;
}

function toGraphQLJsShape(error: unknown): unknown {
  if (!isGraphQLErrorLike(error) || error.originalError) return error;
  if (!isBareExecutionFault(error)) return error;
  const reshaped = new GraphQLError(error.message, {
    path: error.path,
    originalError: new Error(error.message),
  });
  return Object.assign(reshaped, { locations: error.locations });
}

function findOriginalError(error: unknown): unknown {
  return isGraphQLErrorLike(error) && error.originalError ? error.originalError : error;
}

/**
 * A stand-in document in which `positions` fall on exactly these lines and columns: the only way
 * to hand a GraphQLError locations without the AST nodes of the real document.
 */
function toSourcePositions(locations: readonly SourceLocation[]) {
  const lineLengths: number[] = [];
  for (const { line, column } of locations) {
    lineLengths[line - 1] = Math.max(lineLengths[line - 1] ?? 0, column);
  }
  const lines = Array.from(lineLengths, (length) => ' '.repeat(length ?? 0));
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  return {
    source: new Source(lines.join('\n')),
    positions: locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1),
  };
}

/*
 * graphql-jit (ADR 0016) gives a failed field `locations` but not the AST nodes graphql-js
 * derives them from, and Yoga rebuilds every error from nodes or source positions before it
 * writes the response: without this, its errors would reach clients without locations.
 */
function keepLocations(masked: Error, error: unknown): Error {
  if (!isGraphQLErrorLike(masked) || masked.nodes || masked.source) return masked;
  const locations = masked.locations ?? (isGraphQLErrorLike(error) ? error.locations : undefined);
  if (!locations?.length) return masked;
  return new GraphQLError(masked.message, {
    ...toSourcePositions(locations),
    path: masked.path,
    originalError: masked.originalError,
    extensions: masked.extensions,
  });
}

/*
 * Yoga's own answers to a request it could not read (code BAD_REQUEST: a body that is not JSON,
 * no query, variables that are not an object …) are in English and some repeat part of the body
 * (`originalError` of JSON.parse, "received …", a parameter name). The client gets one Korean
 * sentence per kind and nothing of what it sent.
 */
const REQUEST_ERROR_MESSAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/invalid JSON|valid JSON string/, '요청 본문이 올바른 JSON 형식이 아닙니다.'],
  [
    /Must provide query string|Could not determine what operation/,
    '실행할 GraphQL 쿼리가 없습니다.',
  ],
  [/expected to be object|Expected params to be an object/, '요청 본문은 JSON 객체여야 합니다.'],
  [/"query" param/, 'query 는 문자열이어야 합니다.'],
  [/"variables" param/, 'variables 는 JSON 객체여야 합니다.'],
  [/"extensions" param/, 'extensions 는 JSON 객체여야 합니다.'],
  [/Unexpected parameter/, '요청 본문에 알 수 없는 항목이 있습니다.'],
  [/Batching/, '한 번에 하나의 작업만 보낼 수 있습니다.'],
  [/mutation operation from a POST/, '변경 작업(mutation)은 POST 요청으로만 보낼 수 있습니다.'],
  [/only supports GET and POST/, 'GET 또는 POST 요청만 받습니다.'],
  [/too large|Content-Length/, '요청 본문이 너무 크거나 길이 정보가 올바르지 않습니다.'],
];
const REQUEST_ERROR_FALLBACK = '요청 형식이 올바르지 않습니다.';

function toKoreanRequestError(error: GraphQLError): GraphQLError {
  const message =
    REQUEST_ERROR_MESSAGES.find(([pattern]) => pattern.test(error.message))?.[1] ??
    REQUEST_ERROR_FALLBACK;
  return new GraphQLError(message, {
    // `http` sets the response status (Yoga does not send it to the client).
    extensions: { code: 'BAD_REQUEST', http: error.extensions.http },
  });
}

/**
 * What a client may see of an error: AppErrors and GraphQL's own request errors as they are,
 * zod failures as BAD_USER_INPUT with the first Korean message, anything else as a generic
 * Korean INTERNAL_SERVER_ERROR (with the original only in development, never a stack elsewhere).
 */
export function createMaskError(isDevelopment: boolean): MaskError {
  return (error) => keepLocations(maskWithoutLocations(toGraphQLJsShape(error)), error);

  function maskWithoutLocations(error: unknown): Error {
    if (isGraphQLErrorLike(error) && error.extensions?.code === 'BAD_REQUEST') {
      return toKoreanRequestError(error);
    }
    const original = findOriginalError(error);
    if (isZodError(original)) {
      const inputError = toBadUserInputError(original);
      return new GraphQLError(inputError.message, {
        nodes: isGraphQLErrorLike(error) ? error.nodes : undefined,
        path: isGraphQLErrorLike(error) ? error.path : undefined,
        extensions: inputError.extensions,
      });
    }
    if (original instanceof AppError) return error as Error;
    // GraphQL's own request errors (validation, coercion) and our scalar errors are meant for the client.
    if (isGraphQLErrorLike(original) && !original.originalError) return error as Error;
    return maskYogaError(error, INTERNAL_ERROR_MESSAGE, isDevelopment);
  }
}

/** Errors a user caused are expected; everything else is logged with its stack. */
export function isUnexpectedError(error: unknown): boolean {
  const original = findOriginalError(toGraphQLJsShape(error));
  if (original instanceof AppError || isZodError(original)) return false;
  if (isGraphQLErrorLike(original)) return false;
  return true;
}
