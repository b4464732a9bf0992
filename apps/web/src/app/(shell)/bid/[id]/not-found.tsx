import { BidNotFound } from '../../../../modules/bid/components/BidNotFound';

export default function NotFound() {
  return <BidNotFound />;
}
