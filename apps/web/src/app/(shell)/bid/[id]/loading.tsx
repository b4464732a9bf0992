import { BidDetailSkeleton } from '../../../../modules/bid/components/BidDetailSkeleton';

export default function Loading() {
  return <BidDetailSkeleton />;
}
