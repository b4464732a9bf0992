import { ListPageSkeleton } from '../../listing/components/ListPageSkeleton';
import { BidCardSkeletonList } from './BidCardSkeleton';

/** The /bid layout before the list is ready: region, types and budget in the sidebar. */
export function BidListPageSkeleton() {
  return (
    <ListPageSkeleton
      panelSectionHeights={['h-10', 'h-16', 'h-24']}
      cards={<BidCardSkeletonList />}
    />
  );
}
