'use client';

import { usePathname } from 'next/navigation';
import { MyBidNoticeDocument } from '../../../graphql/generated/operations/my-bid-notice';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { invalidateOperations } from '../../data/utils/invalidate';
import { readOperationName } from '../../data/utils/query-key';
import { shouldShowMyBidDot } from '../utils/my-bid-dot';

/** Asks every '내 입찰' dot to load the notice again (after marking invitations checked). */
export function refreshMyBidNotice(): void {
  void invalidateOperations([readOperationName(MyBidNoticeDocument)]);
}

/**
 * Whether '내 입찰' shows its red dot (SPEC §4). Logged-in users only; the notice is asked again
 * on every route change (the route is the query's scope), since opening an invitation or an
 * applicant elsewhere clears it. The desktop tab bar, the phone bottom bar and the drawer share
 * one request per route: identical queries in flight are sent once, and the drawer, opened later
 * on the same route, reads that answer (`isOpenedLater`). Between routes, and when a
 * refetch fails, the last answer stays rather than hiding a dot that is still due.
 */
export function useMyBidDot({ isOpenedLater = false } = {}): boolean {
  const pathname = usePathname();
  const { data } = useGraphqlQuery(
    MyBidNoticeDocument,
    {},
    {
      field: 'myBidNotice',
      isMemberOnly: true,
      scope: pathname,
      keepPreviousData: true,
      // The drawer opens on a route whose notice the bars have asked for already.
      revalidateOnMount: isOpenedLater ? false : undefined,
    },
  );
  if (!data) return false;
  return shouldShowMyBidDot({ pathname, ...data });
}
