import { BidListPageSkeleton } from '../../../modules/bid/components/BidListPageSkeleton';

export default function Loading() {
  return <BidListPageSkeleton />;
}
