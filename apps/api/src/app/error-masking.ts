import { GraphQLError } from '../graphql/graphql-js';
import { maskError as maskYogaError, type MaskError } from 'graphql-yoga';
import { AppError, INTERNAL_ERROR_MESSAGE, isZodError, toBadUserInputError } from '../errors';

/*
 * Duck-typed on purpose: an error created by another copy of graphql-js (see
 * graphql/graphql-js.ts) is still recognised.
 */
function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function findOriginalError(error: unknown): unknown {
  return isGraphQLErrorLike(error) && error.originalError ? error.originalError : error;
}

/**
 * What a client may see of an error: AppErrors and GraphQL's own request errors as they are,
 * zod failures as BAD_USER_INPUT with the first Korean message, anything else as a generic
 * Korean INTERNAL_SERVER_ERROR (with the original only in development, never a stack elsewhere).
 */
export function createMaskError(isDevelopment: boolean): MaskError {
  return (error) => {
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
  };
}

/** Errors a user caused are expected; everything else is logged with its stack. */
export function isUnexpectedError(error: unknown): boolean {
  const original = findOriginalError(error);
  if (original instanceof AppError || isZodError(original)) return false;
  if (isGraphQLErrorLike(original)) return false;
  return true;
}
