'use client';

import { useCallback } from 'react';
import type { GraphqlDocument } from '../../graphql/utils/graphql-client';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { invalidateOperations } from '../utils/invalidate';

/**
 * A mutation that returns its root field (or the GraphqlFailure) and, when it succeeded, asks the
 * queries it changed again: `invalidates` names their operations ('MyBidNotice').
 */
export function useGraphqlMutation<TResult, TVariables, TField extends keyof TResult>(
  document: GraphqlDocument<TResult, TVariables>,
  field: TField,
  options: { invalidates: readonly string[] },
): (variables: TVariables) => Promise<TResult[TField] | GraphqlFailure> {
  const { client } = useAuth();
  const { invalidates } = options;
  const invalidatesKey = invalidates.join(',');
  return useCallback(
    async (variables: TVariables) => {
      const result = await client.requestField(document, field, variables);
      if (!isGraphqlFailure(result)) void invalidateOperations(invalidatesKey.split(','));
      return result;
    },
    [client, document, field, invalidatesKey],
  );
}
