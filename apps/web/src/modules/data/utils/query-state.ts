import {
  INTERNAL_ERROR_CODE,
  INTERNAL_ERROR_MESSAGE,
  isGraphqlFailure,
  type GraphqlFailure,
} from '../../graphql/utils/graphql-result';

/** What a page renders for one query. */
export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'failed'; failure: GraphqlFailure }
  | { status: 'loaded'; data: T };

/** Anything thrown while fetching, as the GraphqlFailure pages show (Korean message). */
export function toGraphqlFailure(error: unknown): GraphqlFailure {
  return isGraphqlFailure(error)
    ? error
    : { error: true, code: INTERNAL_ERROR_CODE, message: INTERNAL_ERROR_MESSAGE };
}

/**
 * A failure shows until the next attempt starts (다시 시도 goes back to loading, or to the data
 * already on screen); data already shown stays while it is reloaded.
 */
export function toQueryState<T>(
  data: T | undefined,
  error: unknown,
  isValidating: boolean,
): QueryState<T> {
  if (error !== undefined && !isValidating) {
    return { status: 'failed', failure: toGraphqlFailure(error) };
  }
  if (data !== undefined) return { status: 'loaded', data };
  return { status: 'loading' };
}
