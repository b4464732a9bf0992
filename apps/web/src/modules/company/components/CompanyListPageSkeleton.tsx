import { ListPageSkeleton } from '../../listing/components/ListPageSkeleton';
import { CompanyCardSkeletonList } from './CompanyCardSkeleton';

/** The /company layout before the list is ready: region, licences and grades in the sidebar. */
export function CompanyListPageSkeleton() {
  return (
    <ListPageSkeleton
      panelSectionHeights={['h-10', 'h-24', 'h-16']}
      cards={<CompanyCardSkeletonList />}
    />
  );
}
