'use client';

import type { BidSearchParams } from '@gongsa/domain';
import type { BidCardFieldsFragment } from '../../../graphql/generated/graphql';
import { BidListDocument } from '../../../graphql/generated/operations/bid-list';
import { useSearchList, type SearchListState } from '../../listing/hooks/useSearchList';
import { countInitialBidPages, readBidListKey, toBidListVariables } from '../utils/bid-list-query';

export type BidListState = SearchListState<BidCardFieldsFragment>;

/**
 * The estimate requests of one search, refetched when the viewer logs in or out because
 * favourites and the new-applicant mark depend on who is looking.
 */
export function useBidList(params: BidSearchParams) {
  return useSearchList<BidCardFieldsFragment>({
    requestKey: readBidListKey(params),
    initialPageCount: countInitialBidPages(params.page),
    fetchPage: (client, after) =>
      client.requestField(BidListDocument, 'announcements', toBidListVariables(params, after)),
  });
}
