import { cache } from 'react';
import type { ServiceManageQuery } from '../../../graphql/generated/graphql';
import { ServiceManageDocument } from '../../../graphql/generated/operations/service-manage';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { requestServerGraphql } from '../../graphql/utils/server-graphql';

export type ServiceManage = NonNullable<ServiceManageQuery['serviceManage']>;

/**
 * The footer, the header's guide link and the terms pages all need these texts; cache() makes it
 * one API call per request. Null when the API cannot answer, so callers render without them.
 */
export const getServiceManage = cache(async (): Promise<ServiceManage | null> => {
  const result = await requestServerGraphql(ServiceManageDocument);
  if (isGraphqlFailure(result)) {
    console.warn(`[serviceManage] ${result.code}: ${result.message}`);
    return null;
  }
  return result.serviceManage ?? null;
});
