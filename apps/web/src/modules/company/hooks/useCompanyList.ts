'use client';

import type { CompanySearchParams, GeoPoint } from '@gongsa/domain';
import type { CompanyCardFieldsFragment } from '../../../graphql/generated/graphql';
import { CompanyListDocument } from '../../../graphql/generated/operations/company-list';
import { useSearchList, type SearchListState } from '../../listing/hooks/useSearchList';
import {
  countInitialPages,
  readListKey,
  toCompanyListVariables,
} from '../utils/company-list-query';

export type CompanyListState = SearchListState<CompanyCardFieldsFragment>;

/**
 * The companies of one search, refetched when the device position changes (distances) and when
 * the viewer logs in or out (favourites and distances depend on who is looking).
 */
export function useCompanyList(params: CompanySearchParams, deviceLocation: GeoPoint | null) {
  const locationKey = deviceLocation
    ? `${deviceLocation.latitude},${deviceLocation.longitude}`
    : '';
  return useSearchList<CompanyCardFieldsFragment>({
    requestKey: `${readListKey(params)}|${locationKey}`,
    initialPageCount: countInitialPages(params.page),
    fetchPage: (client, after) =>
      client.requestField(
        CompanyListDocument,
        'enterprises',
        toCompanyListVariables(params, { deviceLocation, after }),
      ),
  });
}
