'use client';

import { usePathname } from 'next/navigation';
import { MyBidNoticeDocument } from '../../../graphql/generated/operations/my-bid-notice';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { invalidateOperations } from '../../data/utils/invalidate';
import { readOperationName } from '../../data/utils/query-key';
import { shouldShowMyBidDot, type MyBidNotice } from '../utils/my-bid-dot';

/** Asks every '내 입찰' dot to load the notice again (after marking invitations checked). */
export function refreshMyBidNotice(): void {
  void invalidateOperations([readOperationName(MyBidNoticeDocument)]);
}

/**
 * The notice behind '내 입찰''s red dot (SPEC §4), for members only; undefined until it answers.
 * It is asked again on every route change (the route is the query's scope), since opening an
 * invitation or an applicant elsewhere clears it. The desktop tab bar, the phone bottom bar, the
 * drawer and /myBid's tabs share one request per route: identical queries in flight are sent once,
 * and the drawer, opened later on the same route, reads that answer (`isOpenedLater`). Between
 * routes, and when a refetch fails, the last answer stays rather than hiding a dot that is still due.
 */
export function useMyBidNotice({ isOpenedLater = false } = {}): MyBidNotice | undefined {
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
  return data ?? undefined;
}

/** Whether '내 입찰' shows its red dot on this route (shouldShowMyBidDot). */
export function useMyBidDot({ isOpenedLater = false } = {}): boolean {
  const pathname = usePathname();
  const notice = useMyBidNotice({ isOpenedLater });
  if (!notice) return false;
  return shouldShowMyBidDot({ pathname, ...notice });
}
