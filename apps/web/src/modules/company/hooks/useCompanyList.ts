'use client';

import type { CompanySearchParams, GeoPoint } from '@gongsa/domain';
import type {
  CompanyCardFieldsFragment,
  CompanyListQuery,
  CompanyListQueryVariables,
} from '../../../graphql/generated/graphql';
import { CompanyListDocument } from '../../../graphql/generated/operations/company-list';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import type { ServerAnswer } from '../../data/utils/server-answer';
import { useStartPageCount } from '../../listing/hooks/useStartPageCount';
import { toSearchList, type SearchListState } from '../../listing/utils/search-list';
import {
  countInitialPages,
  readListKey,
  toCompanyListVariables,
} from '../utils/company-list-query';

export type CompanyListState = SearchListState<CompanyCardFieldsFragment>;
export type CompanyListServerAnswer = ServerAnswer<CompanyListQuery, CompanyListQueryVariables>;

/**
 * The companies of one search, asked again when the device position changes (distances) and when
 * the viewer logs in or out (favourites and distances depend on who is looking: the viewer is
 * part of every query key).
 */
export function useCompanyList(
  params: CompanySearchParams,
  deviceLocation: GeoPoint | null,
  serverAnswer?: CompanyListServerAnswer | null,
) {
  const pageCount = useStartPageCount(readListKey(params), countInitialPages(params.page));
  const start = { ...params, page: pageCount };
  const infinite = useGraphqlInfinite(
    CompanyListDocument,
    (after) => toCompanyListVariables(start, { deviceLocation, after }),
    { selectPage: (data) => data.enterprises, serverAnswer },
  );
  return toSearchList(infinite, pageCount);
}
