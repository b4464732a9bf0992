'use client';

import type { BidSearchParams } from '@gongsa/domain';
import type {
  BidCardFieldsFragment,
  BidListQuery,
  BidListQueryVariables,
} from '../../../graphql/generated/graphql';
import { BidListDocument } from '../../../graphql/generated/operations/bid-list';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import type { ServerAnswer } from '../../data/utils/server-answer';
import { useStartPageCount } from '../../listing/hooks/useStartPageCount';
import { toSearchList, type SearchListState } from '../../listing/utils/search-list';
import { countInitialBidPages, readBidListKey, toBidListVariables } from '../utils/bid-list-query';

export type BidListState = SearchListState<BidCardFieldsFragment>;
export type BidListServerAnswer = ServerAnswer<BidListQuery, BidListQueryVariables>;

/**
 * The estimate requests of one search, asked again when the viewer logs in or out because
 * favourites and the new-applicant mark depend on who is looking.
 */
export function useBidList(params: BidSearchParams, serverAnswer?: BidListServerAnswer | null) {
  const pageCount = useStartPageCount(readBidListKey(params), countInitialBidPages(params.page));
  const start = { ...params, page: pageCount };
  const infinite = useGraphqlInfinite(
    BidListDocument,
    (after) => toBidListVariables(start, after),
    { selectPage: (data) => data.announcements, serverAnswer },
  );
  return toSearchList(infinite, pageCount);
}
